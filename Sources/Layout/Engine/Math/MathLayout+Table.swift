extension MathLayout {
    /// A grid as a CSS table lays it out: columns as wide as their widest cell (plus 0.4em on each side)
    /// when that fits the line, shrinking toward their min-content (text tokens wrapped at spaces) when it
    /// does not; rows as tall as their tallest cell plus half an ex above and below; everything separated
    /// and framed by the (inherited) `border-spacing`; the whole centred on the math axis. A cell spans
    /// as many columns as its `columnspan` says, and is centred in them, or starts at their left when
    /// it overflows them.
    func table(_ node: MathNode) -> MathBox {
        let size = node.style.computed.fontSize
        let spacing = node.style.supplement.borderSpacing
        let rows = node.children.map { row in
            row.children.map { MathTableCell(box: layout($0), span: Self.columnSpan(of: $0)) }
        }
        let padding = (horizontal: 0.4 * size, vertical: (exHeight(node) * 32).rounded(.towardZero) / 64)
        let gutter = 2 * padding.horizontal + spacing
        let columnWidths = self.columnWidths(rows, fixed: spacing, perColumn: gutter)
        var box = MathBox()
        var y = spacing
        for cells in rows {
            let ascent = cells.map(\.box.ascent).max() ?? 0
            let descent = cells.map(\.box.descent).max() ?? 0
            let baseline = y + padding.vertical + ascent
            var x = spacing
            var column = 0
            for cell in cells where column < columnWidths.count {
                let spanned = columnWidths[column..<min(columnWidths.count, column + cell.span)]
                let width = spanned.reduce(0, +) + Double(spanned.count - 1) * gutter
                box.place(cell.box, x: x + padding.horizontal + max(0, (width - cell.box.width) / 2), shift: baseline)
                x += width + gutter
                column += spanned.count
            }
            y = baseline + descent + padding.vertical + spacing
        }
        let shift = y / 2 + constants(node).axisHeight
        // The grid is placed with no extent: the centred box's extents are set below.
        (box.width, box.ascent, box.descent) = (0, 0, y)
        var centred = MathBox()
        centred.place(box, x: 0, shift: -shift)
        centred.ascent = shift
        centred.descent = y - shift
        centred.width = columnWidths.reduce(spacing) { $0 + $1 + gutter }
        return centred
    }

    /// How many columns a cell spans (`columnspan`, as Chromium maps it to `colspan`): 1 unless the
    /// attribute is a positive whole number, at most 1000 as HTML caps `colspan`.
    private static func columnSpan(of cell: MathNode) -> Int {
        guard let value = cell.element?.attribute("columnspan"), let span = Int(value.trimmingWhitespace()),
              span > 0 else { return 1 }
        return min(span, 1000)
    }

    /// Content widths of a grid's columns: their max-content when the table fits the line, their
    /// min-content when even that does not, else in between, each column given a share of the room
    /// in proportion to how much it can shrink. A spanning cell widens the columns it spans only as far
    /// as they are too narrow for it, in proportion to their widths (evenly when they are all empty).
    private func columnWidths(_ rows: [[MathTableCell]], fixed: Double, perColumn: Double) -> [Double] {
        let count = rows.map { $0.reduce(0) { $0 + $1.span } }.max() ?? 0
        var widest = [Double](repeating: 0, count: count)
        var narrowest = [Double](repeating: 0, count: count)
        for cells in rows {
            var column = 0
            for cell in cells {
                if cell.span == 1 {
                    widest[column] = max(widest[column], cell.box.width)
                    narrowest[column] = max(narrowest[column], cell.box.width - cell.box.shrinkableWidth)
                }
                column += cell.span
            }
        }
        for cells in rows {
            var column = 0
            for cell in cells {
                let spanned = column..<min(count, column + cell.span)
                column += cell.span
                guard cell.span > 1 else { continue }
                let content = spanned.reduce(0.0) { $0 + widest[$1] }
                let excess = cell.box.width - content - Double(spanned.count - 1) * perColumn
                guard excess > 0 else { continue }
                for index in spanned {
                    widest[index] += excess * (content > 0 ? widest[index] / content : 1 / Double(spanned.count))
                }
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

/// A laid-out table cell and how many columns it spans.
struct MathTableCell {
    let box: MathBox
    let span: Int
}
