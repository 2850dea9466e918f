import DecorModel
import SaturatingConversion

/// The second half of the rect pipeline: from a range's line boxes to the boxes a template draws,
/// following the template's layout and width (decorations.md, "HTMLDecorationTemplate"). All the
/// arithmetic is on the logical axes, so vertical writing swaps width and height consistently.
public enum DecorationBoxes {
    public static func boxes(lines: [Rect], layout: DecorationLayout, width: DecorationWidth,
                             writingMode mode: WritingMode, viewport: PagedViewport) -> [Rect] {
        let logical = lines.map { LogicalRect($0, mode) }
        guard let bounds = LogicalRect.bounding(logical) else { return [] }
        let pageSize = viewport.pageInlineSize(mode)
        let viewportSize = viewport.inlineSize(mode)
        let fitted: [LogicalRect]
        switch layout {
        case .boxes:
            fitted = logical.map { fit($0, width: width, bounds: bounds, page: pageSize, viewport: viewportSize) }
        case .bounds:
            fitted = [fit(bounds, width: width, bounds: bounds, page: pageSize, viewport: viewportSize)]
        case .continuousBounds:
            fitted = columns(logical, pageSize: pageSize).map { column in
                fit(column, width: width, bounds: column, page: pageSize, viewport: viewportSize)
            }
        }
        return fitted.map { $0.physical(mode) }
    }

    /// The table of decorations.md: the inline start and size of a box for each width; the block start and
    /// size are always the box's own. `bounds` is the rect whose extent `.bounds` width copies.
    static func fit(_ rect: LogicalRect, width: DecorationWidth, bounds: LogicalRect, page: Double, viewport: Double) -> LogicalRect {
        var result = rect
        switch width {
        case .wrap:
            break
        case .bounds:
            result.inlineStart = bounds.inlineStart
            result.inlineEnd = bounds.inlineEnd
        case .page:
            result.inlineStart = (rect.inlineStart / page).rounded(.down) * page
            result.inlineEnd = result.inlineStart + page
        case .viewport:
            result.inlineStart = (rect.inlineStart / viewport).rounded(.down) * viewport
            result.inlineEnd = result.inlineStart + viewport
        }
        return result
    }

    /// One rect per column (page) the line boxes touch, spanning that column's boxes, in column order.
    static func columns(_ lines: [LogicalRect], pageSize: Double) -> [LogicalRect] {
        var byColumn: [Int: LogicalRect] = [:]
        for line in lines {
            let column = Int(saturating: (line.inlineStart / pageSize).rounded(.down))
            byColumn[column] = byColumn[column].map { $0.union(line) } ?? line
        }
        return byColumn.keys.sorted().compactMap { byColumn[$0] }
    }
}
