import DecorModel

/// A margin icon: a 16px symbol or image at the start or end edge of its box (which, with the default
/// template, spans the page across the range's first lines, so the edge is in the page margin), level
/// with the range's first line, as the HTML default template places it.
enum MarginIconShape {
    static let size = 16.0
    static let inset = 2.0

    static func element(_ icon: MarginIcon, box: Rect, tint: CSSColor, writingMode mode: WritingMode,
                        direction: TextDirection) -> SVGElement {
        let logical = LogicalRect(box, mode)
        // In right-to-left text the line starts at the inline end of the box's physical axis.
        let atInlineStart = (icon.position == .start) == (direction == .ltr)
        let inlineStart = atInlineStart ? logical.inlineStart + inset : logical.inlineEnd - inset - size
        let square = LogicalRect(inlineStart: inlineStart, inlineEnd: inlineStart + size,
                                 blockStart: logical.blockStart, blockEnd: logical.blockStart + size).physical(mode)
        switch icon.content {
        case .image(let reference):
            var image = SVGElement("image", ["href": reference])
            image.set("x", square.x)
            image.set("y", square.y)
            image.set("width", square.width)
            image.set("height", square.height)
            return image
        case .symbol(let symbol):
            var text = SVGElement("text")
            text.set("x", square.x + size / 2)
            text.set("y", square.y + size / 2)
            text.set("font-family", "sans-serif")
            text.set("font-size", size)
            text.set("text-anchor", "middle")
            text.set("dominant-baseline", "central")
            text.fill(tint, opacity: tint.alpha)
            text.append(text: symbol)
            return text
        }
    }
}
