import DOM
import Foundation

/// ReadiumCSS as a Readium navigator injects it: `ReadiumCSS-before.css` first in `<head>`,
/// `ReadiumCSS-default.css` when the publication has no styles of its own, `ReadiumCSS-after.css` last,
/// from the variant folder the document's language and direction call for, and the reader's settings
/// as `--USER__*` custom properties in the `<html>` element's `style` attribute.
public struct ReadiumCSS: Sendable, Equatable {
    /// The user's copy of ReadiumCSS's `dist` folder (with its `rtl/`, `cjk-horizontal/`, `cjk-vertical/`).
    public var folder: URL
    /// The reader's settings, in the order given.
    public var settings: [ReadiumSetting]

    /// A ReadiumCSS stylesheet is a few tens of KB; anything far larger is not one.
    static let maximumSheetBytes = 1 << 20

    public init(folder: URL, settings: [ReadiumSetting] = []) {
        self.folder = folder
        self.settings = settings
    }

    /// The stylesheet variant a document gets (ReadiumCSS's docs, "Injection"): right to left for
    /// Arabic, Persian and Hebrew or `dir="rtl"`; the CJK ones for Chinese, Japanese and Korean,
    /// vertical when the text is written vertically.
    public enum Variant: String, Sendable, Equatable, CaseIterable {
        case leftToRight = "", rightToLeft = "rtl", cjkHorizontal = "cjk-horizontal", cjkVertical = "cjk-vertical"

        public init(language: String?, direction: String?, isVertical: Bool) {
            let primary = language?.lowercased().split(separator: "-").first.map(String.init) ?? ""
            if ["zh", "ja", "ko"].contains(primary) {
                self = isVertical ? .cjkVertical : .cjkHorizontal
            } else if direction?.lowercased() == "rtl" || ["ar", "fa", "he"].contains(primary) {
                self = .rightToLeft
            } else {
                self = .leftToRight
            }
        }
    }

    /// The `style` attribute a navigator writes on `<html>`: one `--USER__name: value;` per setting,
    /// the flags the settings need (`readium-advanced-on` for the advanced ones unless
    /// `advancedSettings` says otherwise, `readium-font-on` with a font family), and the view.
    public func styleAttribute(mode: LayoutMode) -> String {
        var properties: [(String, String)] = [("--USER__view", mode == .scroll ? "readium-scroll-on" : "readium-paged-on")]
        var advanced: Bool?
        var needsAdvanced = false
        for setting in settings {
            switch setting.name {
            case .advancedSettings:
                advanced = setting.value == "on" || setting.value == "true" || setting.value == "readium-advanced-on"
            case .theme:
                if setting.value != "day" { properties.append(("--USER__appearance", "readium-\(setting.value)-on")) }
            case .fontFamily:
                properties.append(("--USER__fontOverride", "readium-font-on"))
                properties.append(("--USER__fontFamily", setting.value))
            default:
                needsAdvanced = needsAdvanced || setting.name.isAdvanced
                properties.append(("--USER__\(setting.name.rawValue)", setting.value))
            }
        }
        if advanced ?? needsAdvanced { properties.append(("--USER__advancedSettings", "readium-advanced-on")) }
        return properties.map { "\($0.0): \($0.1);" }.joined(separator: " ")
    }

    /// The variant of a parsed document, from its root's `xml:lang`/`lang`, `dir` and writing mode.
    static func variant(of document: Document, isVertical: Bool) -> Variant {
        let root = document.rootElement
        let language = root?.attribute("lang", namespace: "http://www.w3.org/XML/1998/namespace")
            ?? root?.attribute("lang") ?? document.body?.attribute("lang")
        return Variant(language: language, direction: root?.attribute("dir") ?? document.body?.attribute("dir"),
                       isVertical: isVertical)
    }

    /// Where one of the variant's stylesheets (`before`, `default`, `after`) is.
    func sheetURL(_ name: String, variant: Variant) -> URL {
        folder.appendingPathComponent(Self.sheetPath(name, variant: variant))
    }

    /// The path of one of the variant's stylesheets under a ReadiumCSS folder: `rtl/ReadiumCSS-after.css`.
    static func sheetPath(_ name: String, variant: Variant) -> String {
        (variant == .leftToRight ? "" : variant.rawValue + "/") + "ReadiumCSS-\(name).css"
    }

    /// The text of one of the variant's stylesheets (`before`, `default`, `after`).
    func sheet(_ name: String, variant: Variant) throws -> String {
        let file = sheetURL(name, variant: variant)
        guard let handle = try? FileHandle(forReadingFrom: file) else {
            throw LayoutSettingsError.unreadableReadiumCSS(path: file.path)
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: Self.maximumSheetBytes + 1)) ?? Data()
        guard data.count <= Self.maximumSheetBytes else { throw LayoutSettingsError.unreadableReadiumCSS(path: file.path) }
        return String(decoding: data, as: UTF8.self)
    }
}

/// One reading setting a navigator writes as a `--USER__*` property (`fontSize=125%`).
public struct ReadiumSetting: Sendable, Equatable {
    /// The settings decor knows, by their ReadiumCSS names.
    public enum Name: String, Sendable, CaseIterable {
        case fontSize, lineHeight, fontFamily, textAlign, paraSpacing, paraIndent, wordSpacing, letterSpacing
        case colCount, theme, advancedSettings, bodyHyphens, typeScale, lineLength, fontWeight

        /// The settings ReadiumCSS applies only under `readium-advanced-on`.
        var isAdvanced: Bool {
            [.lineHeight, .textAlign, .paraSpacing, .paraIndent, .wordSpacing, .letterSpacing, .bodyHyphens, .typeScale]
                .contains(self)
        }
    }

    public var name: Name
    public var value: String

    /// Parses `NAME=VALUE`; the value must be a plain CSS value (no `;`, braces, `<`…) so that it cannot
    /// leave the `style` attribute, and `theme` is one of ReadiumCSS's.
    public init(parsing text: String) throws {
        guard let equals = text.firstIndex(of: "="), let name = Name(rawValue: String(text[..<equals])) else {
            throw LayoutSettingsError.invalidReadiumSetting(text)
        }
        let value = text[text.index(after: equals)...].trimmingWhitespace()
        guard !value.isEmpty, value.count <= 256, value.unicodeScalars.allSatisfy(Self.isAllowed),
              name != .theme || ["day", "night", "sepia"].contains(value) else {
            throw LayoutSettingsError.invalidReadiumSetting(text)
        }
        self.name = name
        self.value = value
    }

    /// Letters, marks and numbers (what Foundation's `CharacterSet.alphanumerics` holds, in the standard
    /// library's newer Unicode version) and the punctuation CSS values of the settings need.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        if " .,%-_'\"#()".unicodeScalars.contains(scalar) { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}
