/// Reads the CSS of a template (a stylesheet, or a style attribute's declarations) once, tracking where
/// each `{{placeholder}}` sits: only in a declaration value (as a value, or inside a CSS string) can a
/// placeholder be escaped safely; in selectors, property names, comments or function arguments it is refused.
///
/// It also refuses what a hostile template could use to load from the network or run script: `url()` and
/// the other image functions, `expression()`, `@import`, `@namespace`, and backslash escapes outside
/// strings (which could spell those names in disguise). `<` and `&` are refused so that the CSS can sit in
/// an XHTML `<style>` element or attribute without any escaping of its own.
struct CSSTemplateScanner {
    /// A style attribute holds declarations only; a stylesheet holds rules.
    enum Mode {
        case declarations
        case stylesheet
    }

    private enum Block {
        case declarations
        case rules
    }

    static let forbiddenFunctions: Set<String> = [
        "url", "image", "image-set", "-webkit-image-set", "cross-fade", "-webkit-cross-fade", "element", "-moz-element",
        "expression", "paint", "src",
    ]
    static let forbiddenAtRules: Set<String> = ["import", "namespace", "font-face"]
    /// At-rules whose block holds rules rather than declarations.
    static let groupingAtRules: Set<String> = ["media", "supports", "layer", "container", "document", "scope", "starting-style"]

    let template: String
    let bytes: [UInt8]
    let range: Range<Int>
    let mode: Mode

    private func forbidden(_ detail: String) -> TemplateError { TemplateError(.forbiddenContent, template: template, detail) }

    func scan() throws(TemplateError) -> [PlaceholderSite] {
        var sites: [PlaceholderSite] = []
        var blocks: [Block] = mode == .declarations ? [.declarations] : []
        var inValue = false
        var parenDepth = 0
        var atRule: String?
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            let inDeclarationValue = blocks.last == .declarations && inValue && parenDepth == 0
            if starts("/*", at: index) {
                guard let end = find("*/", from: index + 2) else { throw forbidden("an unterminated CSS comment") }
                if find("{{", from: index, before: end) != nil {
                    throw TemplateError(.unsafePlaceholder, template: template, "a placeholder inside a CSS comment")
                }
                index = end + 2
                continue
            }
            if starts("{{", at: index) {
                let (placeholder, end) = try TemplatePlaceholders.parse(bytes, at: index, template: template)
                guard mode == .declarations else {
                    throw TemplateError(.unsafePlaceholder, template: template,
                                        "stylesheets are shared by every decoration of a style and take no placeholders; set a custom property in the element's style attribute (style=\"--tint: {{tint}}\") and use var() in the stylesheet")
                }
                guard inDeclarationValue else {
                    throw TemplateError(.unsafePlaceholder, template: template, "a placeholder in CSS outside a declaration value")
                }
                sites.append(PlaceholderSite(range: index..<end, placeholder: placeholder, context: .cssValue))
                index = end
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index = try string(from: index, sites: &sites, allowsPlaceholders: inDeclarationValue)
                continue
            case UInt8(ascii: "\\"):
                throw forbidden("a backslash escape outside a CSS string")
            case UInt8(ascii: "<"), UInt8(ascii: "&"):
                throw forbidden("'<' or '&' in CSS")
            case UInt8(ascii: "@"):
                let name = identifier(from: index + 1).lowercased()
                guard !Self.forbiddenAtRules.contains(name) else { throw forbidden("@\(name) in CSS") }
                atRule = name
                index += 1 + name.utf8.count
                continue
            case UInt8(ascii: "{"):
                guard mode == .stylesheet else { throw forbidden("a '{' in a style attribute") }
                blocks.append(atRule.map(Self.groupingAtRules.contains) == true ? .rules : .declarations)
                (inValue, parenDepth, atRule) = (false, 0, nil)
            case UInt8(ascii: "}"):
                guard mode == .stylesheet, blocks.popLast() != nil else { throw forbidden("an unbalanced '}' in CSS") }
                (inValue, parenDepth, atRule) = (false, 0, nil)
            case UInt8(ascii: ":"):
                if blocks.last == .declarations, parenDepth == 0 { inValue = true }
            case UInt8(ascii: ";"):
                (inValue, parenDepth) = (false, 0)
                if blocks.last != .declarations { atRule = nil }
            case UInt8(ascii: "("):
                parenDepth += 1
            case UInt8(ascii: ")"):
                parenDepth = max(0, parenDepth - 1)
            default:
                let name = identifier(from: index)
                if !name.isEmpty {
                    let end = index + name.utf8.count
                    if end < range.upperBound, bytes[end] == UInt8(ascii: "("), Self.forbiddenFunctions.contains(name.lowercased()) {
                        throw forbidden("\(name.lowercased())() in CSS")
                    }
                    index = end
                    continue
                }
            }
            index += 1
        }
        guard mode == .declarations || blocks.isEmpty else { throw forbidden("an unclosed '{' in CSS") }
        return sites
    }

    /// Skips a CSS string starting at `start` (its opening quote), recording the placeholders inside it.
    private func string(from start: Int, sites: inout [PlaceholderSite], allowsPlaceholders: Bool) throws(TemplateError) -> Int {
        let quote = bytes[start]
        var index = start + 1
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == quote { return index + 1 }
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == 0x0A || byte == 0x0D || byte == 0x0C { throw forbidden("a line break in a CSS string") }
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") { throw forbidden("'<' or '&' in CSS") }
            if starts("{{", at: index) {
                let (placeholder, end) = try TemplatePlaceholders.parse(bytes, at: index, template: template)
                guard allowsPlaceholders, mode == .declarations else {
                    throw TemplateError(.unsafePlaceholder, template: template, "a placeholder in a CSS string outside a declaration value")
                }
                sites.append(PlaceholderSite(range: index..<end, placeholder: placeholder, context: .cssString))
                index = end
                continue
            }
            index += 1
        }
        throw forbidden("an unterminated CSS string")
    }

    /// The CSS identifier (ASCII letters, digits, `-`, `_`) starting at `start`; empty when none does.
    private func identifier(from start: Int) -> String {
        var end = start
        while end < range.upperBound, Self.isIdentifierByte(bytes[end]) { end += 1 }
        let first = start < end ? bytes[start] : 0
        guard first == UInt8(ascii: "-") || first == UInt8(ascii: "_") || (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z") else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || (0x30...0x39).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    private func starts(_ literal: String, at index: Int) -> Bool {
        TemplatePlaceholders.starts(bytes, literal, at: index, end: range.upperBound)
    }

    private func find(_ literal: String, from start: Int, before end: Int? = nil) -> Int? {
        let limit = end ?? range.upperBound
        var index = start
        while index < limit {
            if starts(literal, at: index) { return index }
            index += 1
        }
        return nil
    }
}
