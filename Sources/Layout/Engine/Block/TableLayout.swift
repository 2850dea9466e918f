import Foundation

extension BlockLayout {
    /// A table (CSS 2 §17, automatic layout simplified): captions above, columns sized between their
    /// cells' minimum and maximum content widths to fit the table's width, cells separated by
    /// `border-spacing`, rows as tall as their tallest cell with cells aligned by `vertical-align`, rows
    /// moved whole to the next column when they would cross one. As in LayoutNG, the last row must fit
    /// together with the table's bottom border, while the border spacing after it is cut at a column end
    /// like a margin.
    func layoutTable(_ table: LayoutBox, containingLeft: Double, containingWidth: Double, state: inout FlowState) {
        let style = table.style
        let spacing = style.supplement.borderSpacing
        let rows = table.children.filter { if case .tableRow = $0.role { true } else { false } }
        let captions = table.children.filter { if case .tableCaption = $0.role { true } else { false } }
        let columnCount = rows.map { row in row.children.reduce(0) { $0 + Self.span(of: $1) } }.max() ?? 0
        var minimum = [Double](repeating: 0, count: columnCount)
        var maximum = [Double](repeating: 0, count: columnCount)
        for row in rows {
            var column = 0
            for cell in row.children {
                let widths = IntrinsicWidths.outer(cell, measuring: ParagraphShaper(fonts: fonts, cache: cache),
                                                   containingWidth: containingWidth)
                if Self.span(of: cell) == 1, column < columnCount {
                    minimum[column] = max(minimum[column], widths.minimum)
                    maximum[column] = max(maximum[column], widths.maximum)
                }
                column += Self.span(of: cell)
            }
        }
        let spacingTotal = spacing * Double(columnCount + 1)
        let natural = BlockWidths(style: style, containingWidth: containingWidth)
        let widths = style.computed.width != nil ? natural : BlockWidths(
            style: style, containingWidth: containingWidth,
            preferred: min(max(minimum.reduce(0, +) + spacingTotal, natural.contentWidth),
                           maximum.reduce(0, +) + spacingTotal))
        let columns = Self.columnWidths(minimum: minimum, maximum: maximum,
                                        available: widths.contentWidth - spacingTotal)
        state.resolveMargins()
        table.frame = BoxFrame(x: containingLeft + widths.marginLeft, y: state.offset, width: widths.borderBoxWidth,
                               height: 0)
        let contentLeft = containingLeft + widths.contentLeft
        for caption in captions {
            layoutBlockLevel(caption, containingLeft: contentLeft, containingWidth: widths.contentWidth, state: &state,
                             exclusions: FloatExclusions(containerLeft: contentLeft, containerWidth: widths.contentWidth))
            state.resolveMargins()
        }
        let borders = style.computed.borderWidths
        state.offset += borders.top + spacing
        for (index, row) in rows.enumerated() {
            let isLast = index == rows.count - 1
            layoutRow(row, columns: columns, left: contentLeft + spacing, spacing: spacing,
                      trailing: isLast ? borders.bottom : 0, state: &state)
            let rowBottom = state.offset
            state.offset += spacing + (isLast ? borders.bottom : 0)
            if isLast, let fragmentation = state.fragmentation {
                state.offset = min(state.offset, fragmentation.nextColumnStart(after: rowBottom - 1 / 128.0))
            }
        }
        if rows.isEmpty { state.offset += borders.bottom }
        table.frame.height = state.offset - table.frame.y
    }

    /// Lays a row out as one unbreakable piece; `trailing` is what must fit below it in its column.
    private func layoutRow(_ row: LayoutBox, columns: [Double], left: Double, spacing: Double, trailing: Double,
                           state: inout FlowState) {
        var laidOut: [(cell: LayoutBox, x: Double, height: Double, paragraphs: [PlacedParagraph])] = []
        var x = left
        var column = 0
        for cell in row.children {
            let span = Self.span(of: cell)
            let end = min(columns.count, column + span)
            let width = columns[min(column, columns.count)..<end].reduce(0, +) + spacing * Double(max(0, span - 1))
            let sub = BlockLayout(fonts: fonts, cache: cache, formulas: formulas, fragmentation: nil)
            var cellState = FlowState(offset: 0, fragmentation: nil)
            let widths = BlockWidths(style: cell.style, containingWidth: width, preferred: nil)
            var fitted = widths
            fitted.contentWidth = max(0, width - (widths.borderBoxWidth - widths.contentWidth))
            fitted.marginLeft = 0
            fitted.marginRight = 0
            sub.layoutContainer(cell, widths: fitted, containingLeft: 0, containingWidth: width, state: &cellState,
                                exclusions: FloatExclusions(containerLeft: 0, containerWidth: fitted.contentWidth))
            laidOut.append((cell, x, cell.frame.height, sub.recorded.whole))
            x += width + spacing
            column = end
        }
        let rowHeight = laidOut.map(\.height).max() ?? 0
        let top = state.placeMonolithic(extent: rowHeight, trailing: trailing)
        row.frame = BoxFrame(x: left, y: top, width: x - left, height: rowHeight)
        for entry in laidOut {
            let free = rowHeight - entry.height
            let shift: Double = switch entry.cell.style.computed.verticalAlign {
            case .middle: LayoutUnit.snap(free / 2)
            case .bottom: free
            default: 0
            }
            entry.cell.translate(x: entry.x, y: top)
            entry.cell.frame.height = rowHeight
            for paragraph in entry.paragraphs { record(paragraph.translated(x: entry.x, y: top + shift)) }
        }
    }

    /// Column widths: maximum widths when they fit (extra space shared in proportion), minimum widths
    /// when not even those fit, else each column between the two in proportion to its range.
    static func columnWidths(minimum: [Double], maximum: [Double], available: Double) -> [Double] {
        let minimumTotal = minimum.reduce(0, +)
        let maximumTotal = maximum.reduce(0, +)
        if maximumTotal <= available {
            guard maximumTotal > 0 else {
                return maximum.map { _ in maximum.isEmpty ? 0 : available / Double(maximum.count) }
            }
            return maximum.map { $0 + (available - maximumTotal) * $0 / maximumTotal }
        }
        if minimumTotal >= available || maximumTotal == minimumTotal { return minimum }
        let share = (available - minimumTotal) / (maximumTotal - minimumTotal)
        return zip(minimum, maximum).map { $0 + ($1 - $0) * share }
    }

    static func span(of cell: LayoutBox) -> Int {
        let value = cell.element?.attribute("colspan").flatMap { Int($0.trimmingWhitespace()) } ?? 1
        return min(max(value, 1), 1000)
    }
}
