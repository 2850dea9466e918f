extension MathLayout {
    /// A grid as a CSS table lays it out: columns as wide as their widest cell (plus 0.4em on each side)
    /// when that fits the line, shrinking toward their min-content (text tokens wrapped at spaces) when it
    /// does not; rows as tall as their tallest cell plus half an ex above and below; everything separated
    /// and framed by the (inherited) `border-spacing`; the whole centred on the math axis. A cell is
    /// centred in its column, or starts at its left when it overflows it.
    func table(_ node: MathNode) -> MathBox {
        let size = node.style.computed.fontSize
        let spacing = node.style.supplement.borderSpacing
        let rows = node.children.map { row in row.children.map { layout($0) } }
        let padding = (horizontal: 0.4 * size, vertical: (exHeight(node) * 32).rounded(.towardZero) / 64)
        let columnWidths = self.columnWidths(rows, fixed: spacing, perColumn: 2 * padding.horizontal + spacing)
        var box = MathBox()
        var y = spacing
        for cells in rows {
            let ascent = cells.map(\.ascent).max() ?? 0
            let descent = cells.map(\.descent).max() ?? 0
            let baseline = y + padding.vertical + ascent
            var x = spacing
            for (index, cell) in cells.enumerated() {
                let columnWidth = columnWidths[index] + 2 * padding.horizontal
                box.place(cell, x: x + padding.horizontal + max(0, (columnWidths[index] - cell.width) / 2),
                          shift: baseline)
                x += columnWidth + spacing
            }
            y = baseline + descent + padding.vertical + spacing
        }
        let shift = y / 2 + constants(node).axisHeight
        var centred = MathBox()
        centred.place(MathBox(width: 0, ascent: 0, descent: y, paragraphs: box.paragraphs), x: 0, shift: -shift)
        centred.ascent = shift
        centred.descent = y - shift
        centred.width = columnWidths.reduce(spacing) { $0 + $1 + 2 * padding.horizontal + spacing }
        return centred
    }

    /// Content widths of a grid's columns: their max-content when the table fits the line, their
    /// min-content when even that does not, else in between, each column given a share of the room
    /// in proportion to how much it can shrink.
    private func columnWidths(_ rows: [[MathBox]], fixed: Double, perColumn: Double) -> [Double] {
        let count = rows.map(\.count).max() ?? 0
        var widest = [Double](repeating: 0, count: count)
        var narrowest = [Double](repeating: 0, count: count)
        for cells in rows {
            for (index, cell) in cells.enumerated() {
                widest[index] = max(widest[index], cell.width)
                narrowest[index] = max(narrowest[index], cell.width - cell.shrinkableWidth)
            }
        }
        let room = availableWidth - fixed - Double(count) * perColumn
        let maximum = widest.reduce(0, +), minimum = narrowest.reduce(0, +)
        if maximum <= room || maximum <= minimum { return widest }
        if minimum >= room { return narrowest }
        let share = (room - minimum) / (maximum - minimum)
        return zip(narrowest, widest).map { $0 + ($1 - $0) * share }
    }
}
