import Foundation
import DOM

extension BoxTreeBuilder {
    static let mathMLNamespace = "http://www.w3.org/1998/Math/MathML"

    /// The box of a `math` element: an atomic inline, or a block for `display="block"`.
    func makeMathBox(for element: Node, style: ElementStyle) -> LayoutBox {
        let placement: LayoutBox.Placement = style.computed.display.isInlineLevel ? .atomicInline : .inFlow
        return LayoutBox(element: element, style: style, role: .math(mathNode(element, style: style, depth: 0)),
                         placement: placement)
    }

    /// The math layout's tree of an element: scripts, fraction parts and radical indices a script level
    /// deeper (`depth`) and smaller, single-letter identifiers in mathematical italic, `semantics` as its
    /// first child.
    private func mathNode(_ element: Node, style: ElementStyle, depth: Int) -> MathNode {
        let name = element.localName ?? ""
        let children = element.childElements.map { ($0, resolver.style(of: $0, parent: style)) }
            .filter { $0.1.computed.display != .none }
        // Only script levels need the font's constants; a child a level deeper asks for them once.
        var constants: MathConstants?
        func child(_ index: Int, scriptLevels: Int) -> MathNode? {
            guard index < children.count else { return nil }
            var (childElement, childStyle) = children[index]
            if scriptLevels > 0 {
                let known = constants ?? mathConstants(style)
                constants = known
                childStyle.computed.fontSize *= known.scale(from: depth, to: depth + scriptLevels)
            }
            return mathNode(childElement, style: childStyle, depth: depth + scriptLevels)
        }
        func all(scriptLevelsAfterFirst levels: Int = 0) -> [MathNode] {
            children.indices.compactMap { child($0, scriptLevels: $0 == 0 ? 0 : levels) }
        }
        switch name {
        case "mi", "mn", "mo", "mtext", "ms":
            var builder = InlineContentBuilder()
            let italic = name == "mi" && element.textContent.trimmingCharacters(in: .whitespacesAndNewlines)
                .unicodeScalars.count == 1
            for text in element.childNodes where text.isCharacterData {
                builder.addText(text, style: style, mathItalic: italic)
            }
            return MathNode(element: element, style: style, kind: .token(builder.finish(), isOperator: name == "mo"))
        case "mspace":
            let size = style.computed.fontSize
            return MathNode(element: element, style: style, kind: .space(
                width: MathLength.pixels(element.attribute("width"), fontSize: size),
                height: MathLength.pixels(element.attribute("height"), fontSize: size),
                depth: MathLength.pixels(element.attribute("depth"), fontSize: size)))
        case "msub": return MathNode(element: element, style: style, kind: .lowerScript, children: all(scriptLevelsAfterFirst: 1))
        case "msup": return MathNode(element: element, style: style, kind: .upperScript, children: all(scriptLevelsAfterFirst: 1))
        case "msubsup": return MathNode(element: element, style: style, kind: .lowerAndUpperScripts, children: all(scriptLevelsAfterFirst: 1))
        case "munder", "mover", "munderover":
            let kind: MathNode.Kind = name == "munder" ? .under : name == "mover" ? .over : .underOver
            // Accents keep the base's size; other under and over scripts are a script level smaller.
            let accents = name == "munder" ? ["accentunder"] : name == "mover" ? ["accent"] : ["accentunder", "accent"]
            let scripts = accents.enumerated().compactMap { index, attribute in
                child(index + 1, scriptLevels: element.attribute(attribute)?.lowercased() == "true" ? 0 : 1)
            }
            return MathNode(element: element, style: style, kind: kind,
                            children: [child(0, scriptLevels: 0)].compactMap { $0 } + scripts)
        case "mfrac":
            return MathNode(element: element, style: style, kind: .fraction,
                            children: children.indices.compactMap { child($0, scriptLevels: 1) })
        case "msqrt": return MathNode(element: element, style: style, kind: .root(hasIndex: false), children: all())
        case "mroot": return MathNode(element: element, style: style, kind: .root(hasIndex: true), children: all(scriptLevelsAfterFirst: 2))
        case "mtable": return MathNode(element: element, style: style, kind: .table, children: all())
        case "mtr", "mlabeledtr": return MathNode(element: element, style: style, kind: .tableRow, children: all())
        case "mtd": return MathNode(element: element, style: style, kind: .tableCell, children: all())
        case "semantics": return child(0, scriptLevels: 0) ?? MathNode(element: element, style: style, kind: .row)
        case "annotation", "annotation-xml": return MathNode(element: element, style: style, kind: .row)
        default: return MathNode(element: element, style: style, kind: .row, children: all())
        }
    }
}

extension BoxTreeBuilder {
    func mathConstants(_ style: ElementStyle) -> MathConstants {
        let face = fonts.primaryFace(for: style.computed)
        return MathConstants(face: face, size: style.computed.fontSize,
                             metrics: face.map { fonts.metrics(of: $0, size: style.computed.fontSize) })
    }
}

/// MathML lengths of `mspace` attributes: em, ex, px and the other CSS units; named spaces are em fractions.
/// Computed within `CSSLengthRange`, as CSS lengths are.
enum MathLength {
    static func pixels(_ text: String?, fontSize: Double) -> Double {
        CSSLengthRange.clamped(unclampedPixels(text, fontSize: fontSize))
    }

    private static func unclampedPixels(_ text: String?, fontSize: Double) -> Double {
        guard let text = text?.trimmingWhitespace(), !text.isEmpty else { return 0 }
        let named: [String: Double] = [
            "veryverythinmathspace": 1.0 / 18, "verythinmathspace": 2.0 / 18, "thinmathspace": 3.0 / 18,
            "mediummathspace": 4.0 / 18, "thickmathspace": 5.0 / 18, "verythickmathspace": 6.0 / 18,
            "veryverythickmathspace": 7.0 / 18,
        ]
        if let fraction = named[text] { return fraction * fontSize }
        let units: [(String, Double)] = [("em", fontSize), ("ex", fontSize / 2), ("px", 1), ("pt", 96.0 / 72),
                                         ("pc", 16), ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4)]
        for (unit, factor) in units where text.hasSuffix(unit) {
            return (Double(text.dropLast(unit.count)) ?? 0) * factor
        }
        return Double(text) ?? 0
    }
}
