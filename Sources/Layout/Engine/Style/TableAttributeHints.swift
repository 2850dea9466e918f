import Foundation
import DOM

/// The presentational hints of HTML table attributes (the HTML standard's rendering of tables):
/// `border` gives the table an outset border of that width and its cells a 1px inset border,
/// `cellspacing` sets the border spacing and `cellpadding` the padding of every cell.
enum TableAttributeHints {
    static func declarations(of element: Node, named name: String) -> [CSSDeclaration] {
        switch name {
        case "table":
            var hints: [CSSDeclaration] = []
            if let width = borderWidth(of: element), width > 0 {
                hints += border(width: width, style: "outset")
            }
            if let spacing = pixels(element.attribute("cellspacing")) {
                hints.append(CSSDeclaration(name: "border-spacing", value: [length(spacing)]))
            }
            return hints
        case "td", "th":
            guard let table = enclosingTable(of: element) else { return [] }
            var hints: [CSSDeclaration] = []
            if let width = borderWidth(of: table), width > 0 {
                hints += border(width: 1, style: "inset")
            }
            if let padding = pixels(table.attribute("cellpadding")) {
                hints += ["top", "right", "bottom", "left"].map {
                    CSSDeclaration(name: "padding-\($0)", value: [length(padding)])
                }
            }
            return hints
        default:
            return []
        }
    }

    /// The `border` attribute as a width: an empty or unparsable value still means a 1px border.
    private static func borderWidth(of table: Node) -> Double? {
        guard let value = table.attribute("border") else { return nil }
        return pixels(value) ?? 1
    }

    private static func enclosingTable(of cell: Node) -> Node? {
        var ancestor = cell.parent
        while let node = ancestor, let name = node.localName?.lowercased() {
            if name == "table" { return node }
            ancestor = node.parent
        }
        return nil
    }

    private static func border(width: Double, style: String) -> [CSSDeclaration] {
        ["top", "right", "bottom", "left"].flatMap { side in
            [CSSDeclaration(name: "border-\(side)-width", value: [length(width)]),
             CSSDeclaration(name: "border-\(side)-style", value: [.token(.ident(style))])]
        }
    }

    /// HTML's "rules for parsing non-negative integers", read as CSS pixels.
    private static func pixels(_ text: String?) -> Double? {
        guard let text else { return nil }
        let digits = text.trimmingWhitespace().prefix { $0.isASCII && $0.isNumber }
        return Double(digits)
    }

    private static func length(_ pixels: Double) -> CSSComponentValue {
        .token(.dimension(CSSNumber(pixels, isInteger: true), unit: "px"))
    }
}
