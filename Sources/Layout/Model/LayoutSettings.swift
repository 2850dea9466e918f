import Foundation

/// The reading settings a layout is computed under — what a reading system's user settings do (like
/// Readium CSS) plus the window and page model. The same settings mean the same thing to every engine;
/// their defaults are client_rects.py's.
public struct LayoutSettings: Sendable, Equatable {
    /// Each viewport is laid out in turn; a report has one layout per viewport, in this order.
    public var viewports: [Viewport]
    /// The font forced on every element when `overridesFont` is on. Its `-Bold`, `-Italic` and
    /// `-BoldItalic` siblings (same folder, same extension) are used for those faces when they exist.
    public var font: URL
    /// Off keeps the publication's own fonts.
    public var overridesFont: Bool
    /// The root font size as a CSS value (`18px`), forced; nil keeps the document's.
    public var fontSize: String?
    /// The line height forced on the body and its descendants (`1.5`, `24px`); nil keeps the document's.
    public var lineHeight: String?
    public var mode: LayoutMode
    /// The column gap in px in `paginate` mode.
    public var gap: Double
    /// A stylesheet added after the settings' own rules.
    public var extraCSS: String?
    /// ReadiumCSS and the reader's settings, injected as a Readium navigator injects them; nil for none.
    public var readiumCSS: ReadiumCSS?

    /// DejaVu Serif, from Debian's fonts-dejavu-core.
    public static let standardFont = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")

    public init(
        viewports: [Viewport] = [.standard], font: URL = LayoutSettings.standardFont, overridesFont: Bool = true,
        fontSize: String? = nil, lineHeight: String? = nil, mode: LayoutMode = .scroll, gap: Double = 0,
        extraCSS: String? = nil, readiumCSS: ReadiumCSS? = nil
    ) throws {
        guard !viewports.isEmpty else { throw LayoutSettingsError.noViewport }
        // The columns' width is W − gap: a gap as wide as a viewport leaves no room for text.
        guard gap.isFinite, gap >= 0, viewports.allSatisfy({ gap < Double($0.width) }) else {
            throw LayoutSettingsError.invalidGap(gap)
        }
        for (setting, value) in [("fontSize", fontSize), ("lineHeight", lineHeight)] {
            if let value, !Self.isPlainCSSValue(value) {
                throw LayoutSettingsError.invalidCSSValue(setting: setting, value: value)
            }
        }
        self.viewports = viewports
        self.font = font
        self.overridesFont = overridesFont
        self.fontSize = fontSize
        self.lineHeight = lineHeight
        self.mode = mode
        self.gap = gap
        self.extraCSS = extraCSS
        self.readiumCSS = readiumCSS
    }

    /// A number with an optional unit or `%`, or a keyword: what a font size or line height can be.
    /// Anything else (`;`, braces, quotes…) could smuggle rules into the settings' stylesheet.
    static func isPlainCSSValue(_ value: String) -> Bool {
        let scalars = Array(value.unicodeScalars)
        guard !scalars.isEmpty, scalars.count <= 64 else { return false }
        let isLetter = { (scalar: Unicode.Scalar) in ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        let isDigit = { (scalar: Unicode.Scalar) in ("0"..."9").contains(scalar) }
        if scalars.allSatisfy({ isLetter($0) || $0 == "-" }) { return isLetter(scalars[0]) }
        var index = scalars.first == "+" || scalars.first == "-" ? 1 : 0
        let numberStart = index
        var digits = 0
        var dots = 0
        while index < scalars.count, isDigit(scalars[index]) || scalars[index] == "." {
            if scalars[index] == "." { dots += 1 } else { digits += 1 }
            index += 1
        }
        guard digits > 0, dots <= 1, index > numberStart else { return false }
        let unit = scalars[index...]
        return unit.isEmpty || unit.elementsEqual(["%"]) || unit.allSatisfy(isLetter)
    }
}
