import DecorModel

/// What one decoration looks like on a page, from the boxes its template laid out (the same boxes the
/// HTML writer positions): the marks on the text (fills, lines, outlines, icons), and the callouts that
/// must stay readable above the text (note bubbles).
struct DecorationShapes {
    var marks: [SVGElement] = []
    var callouts: [SVGElement] = []

    /// `boxes` are those on the page, in the template's order; `page` is the page's rect (bubbles stay on it).
    init(style: Style, boxes: [Rect], writingMode mode: WritingMode, direction: TextDirection, page: Rect) {
        let tint = style.tint ?? .yellow
        let line = Double(DefaultTemplates.lineWeight)
        let radius = Double(DefaultTemplates.cornerRadius)
        func fill(_ box: Rect, radius: Double = 0) -> SVGElement {
            var rect = SVGElement.rect(box, radius: radius)
            rect.fill(tint, opacity: DefaultTemplates.fillAlpha)
            return rect
        }
        func band(_ box: Rect, _ placement: LineBand.Placement, thickness: Double = line) -> SVGElement {
            var rect = SVGElement.rect(LineBand.band(in: box, placement, thickness: thickness, writingMode: mode))
            rect.fill(tint, opacity: tint.alpha)
            return rect
        }
        /// A stroke centred half its width inside the box, as a CSS border in a border-box.
        func outline(_ box: Rect, width: Double, radius: Double) -> SVGElement {
            let inset = min(width / 2, box.width / 2, box.height / 2)
            var rect = SVGElement.rect(Rect(x: box.x + inset, y: box.y + inset, width: box.width - 2 * inset, height: box.height - 2 * inset),
                                       radius: radius)
            rect.set("fill", "none")
            rect.stroke(tint, width: width)
            return rect
        }

        switch style.type {
        case .highlight:
            marks = boxes.flatMap { box in [fill(box, radius: radius)] + (style.isActive ? [band(box, .blockEnd)] : []) }
        case .underline:
            marks = boxes.flatMap { box in (style.isActive ? [fill(box)] : []) + [band(box, .blockEnd)] }
        case .strikethrough:
            marks = boxes.map { band($0, .middle) }
        case .outline:
            marks = boxes.map { outline($0, width: line, radius: radius) }
        case .squiggly:
            marks = boxes.map { box in
                var path = SVGElement("path", ["d": SquigglePath.data(along: box, writingMode: mode), "fill": "none"])
                path.stroke(tint, width: 1)
                return path
            }
        case .marginIcon(let icon):
            marks = boxes.prefix(1).map { MarginIconShape.element(icon, box: $0, tint: tint, writingMode: mode, direction: direction) }
        case .note(let text):
            guard let first = boxes.first else { break }
            marks = boxes.map { box in
                var path = SVGElement("path", ["d": LineBand.centreLine(of: LineBand.band(in: box, .blockEnd, thickness: 1, writingMode: mode),
                                                                        writingMode: mode), "fill": "none"])
                path.stroke(tint, width: 1)
                path.set("stroke-dasharray", "3 2")
                return path
            }
            callouts = [NoteBubble.element(text: text, box: first, tint: tint, page: page)]
        case .custom:
            marks = boxes.map { box in
                var rect = fill(box)
                rect.stroke(tint, width: 1)
                return rect
            }
        }
    }
}
