/// A laid-out inline formatting context at its place in the flow: its lines' tops in flow coordinates
/// (lines may have moved to later columns) and the left of its container's content box.
struct PlacedParagraph {
    var geometry: ParagraphGeometry
    var left: Double
    var lineTops: [Double]

    /// Visits the rect of every text piece of every line, in flow coordinates.
    func forEachTextRect(_ visit: (LayoutRect) -> Void) {
        for (index, line) in geometry.lines.enumerated() {
            for piece in line.pieces {
                visit(LayoutRect(x: left + piece.left, y: lineTops[index] + piece.top, width: piece.width,
                                 height: piece.height))
            }
        }
    }

    /// The same paragraph with its advances packed, to be kept.
    func packed() -> PlacedParagraph {
        var paragraph = self
        paragraph.geometry.advances = geometry.advances.packed()
        return paragraph
    }

    /// The same paragraph moved by an offset (an inline-block's content placed with its line).
    func translated(x: Double, y: Double) -> PlacedParagraph {
        PlacedParagraph(geometry: geometry, left: left + x, lineTops: lineTops.map { $0 + y })
    }

    /// Moves the paragraph in place, as `translated` does.
    mutating func move(x: Double, y: Double) {
        left += x
        for index in lineTops.indices { lineTops[index] += y }
    }
}
