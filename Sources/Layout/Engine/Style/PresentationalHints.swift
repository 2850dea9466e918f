import Foundation
import DOM

/// What HTML attributes say about presentation (the HTML standard's "presentational hints"): the
/// `width`/`height` of images and other replaced elements, `dir`, `align`, `nowrap`, image `align`
/// floats, and the table attributes (`TableAttributeHints`). They enter the cascade as author
/// declarations that every author rule beats.
enum PresentationalHints {
    private static let sized: Set<String> = ["img", "video", "canvas", "object", "embed", "iframe", "svg", "table",
                                             "td", "th", "col", "image"]
    private static let aligned: Set<String> = ["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "caption", "td", "th",
                                               "tr", "tbody", "thead", "tfoot"]

    /// The names any hint but `dir` concerns: other elements (a formula's tokens) are asked for `dir` only.
    private static let hinted = sized.union(aligned)

    static func declarations(of element: Node) -> [CSSDeclaration] {
        guard let name = element.localName?.lowercased() else { return [] }
        guard hinted.contains(name) else { return direction(of: element) }
        var hints: [CSSDeclaration] = []
        if sized.contains(name) {
            for attribute in ["width", "height"] {
                if let value = element.attribute(attribute), let length = dimension(value) {
                    hints.append(declaration(attribute, length))
                }
            }
        }
        hints += direction(of: element)
        if let align = element.attribute("align")?.lowercased() {
            if aligned.contains(name), ["left", "right", "center", "justify"].contains(align) {
                hints.append(declaration("text-align", [.token(.ident(align))]))
            } else if name == "img", align == "left" || align == "right" {
                hints.append(declaration("float", [.token(.ident(align))]))
            }
        }
        if name == "td" || name == "th", element.attribute("nowrap") != nil {
            hints.append(declaration("white-space", [.token(.ident("nowrap"))]))
        }
        return hints + TableAttributeHints.declarations(of: element, named: name)
    }

    /// The hints of a `dir` attribute.
    private static func direction(of element: Node) -> [CSSDeclaration] {
        guard let direction = element.attribute("dir")?.lowercased(), direction == "rtl" || direction == "ltr" else {
            return []
        }
        return [declaration("direction", [.token(.ident(direction))]), declaration("unicode-bidi", [.token(.ident("isolate"))])]
    }

    private static func declaration(_ name: String, _ value: [CSSComponentValue]) -> CSSDeclaration {
        CSSDeclaration(name: name, value: value)
    }

    /// HTML's "rules for parsing dimension values": a number of pixels, or a percentage.
    private static func dimension(_ text: String) -> [CSSComponentValue]? {
        let trimmed = text.trimmingWhitespace()
        let digits = trimmed.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard let value = Double(digits), value >= 0 else { return nil }
        let number = CSSNumber(value, isInteger: value == value.rounded())
        if trimmed.dropFirst(digits.count).hasPrefix("%") { return [.token(.percentage(number))] }
        return [.token(.dimension(number, unit: "px"))]
    }
}
