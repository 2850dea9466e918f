/// A replaced element as a light grey box with a dashed outline, labelled at its top-left corner with its
/// kind and alternative text; the label is clipped to the box by a nested `<svg>` viewport.
enum ReplacedBoxShape {
    static func element(_ box: ReplacedBox) -> SVGElement {
        var group = SVGElement("g", ["class": "decor-replaced", "data-kind": box.kind.rawValue])
        var outline = SVGElement.rect(box.rect)
        outline.set("fill", "#f2f2f2")
        outline.set("stroke", "#808080")
        outline.set("stroke-width", 1)
        outline.set("stroke-dasharray", "4 2")
        group.append(outline)
        var viewport = SVGElement("svg")
        viewport.set("x", box.rect.x)
        viewport.set("y", box.rect.y)
        viewport.set("width", box.rect.width)
        viewport.set("height", box.rect.height)
        var label = SVGElement("text", ["x": "4", "y": "14", "font-family": "sans-serif", "font-size": "11", "fill": "#555555"])
        label.append(text: box.alt.map { "\(box.kind.rawValue): \($0)" } ?? box.kind.rawValue)
        viewport.append(label)
        group.append(viewport)
        return group
    }
}
