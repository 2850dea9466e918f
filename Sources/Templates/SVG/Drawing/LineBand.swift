/// The thin bands underlines and strikethroughs are drawn with, placed on the logical axes of the box's
/// writing mode: the block-end edge is the bottom in horizontal writing, the left edge in vertical-rl and
/// the right edge in vertical-lr (where the HTML writer puts its border).
enum LineBand {
    enum Placement {
        /// Inside the box, along its block-end edge.
        case blockEnd
        /// Centred across the box.
        case middle
    }

    static func band(in box: Rect, _ placement: Placement, thickness: Double, writingMode mode: WritingMode) -> Rect {
        var logical = LogicalRect(box, mode)
        let size = min(thickness, logical.blockSize)
        switch placement {
        case .blockEnd:
            logical.blockStart = logical.blockEnd - size
        case .middle:
            let middle = (logical.blockStart + logical.blockEnd) / 2
            logical.blockStart = middle - size / 2
            logical.blockEnd = middle + size / 2
        }
        return logical.physical(mode)
    }

    /// Path data of the line through a band's middle, along the line direction (a dashed border's path).
    static func centreLine(of band: Rect, writingMode mode: WritingMode) -> String {
        let middleX = (band.minX + band.maxX) / 2
        let middleY = (band.minY + band.maxY) / 2
        let points = mode.isVertical ? [(middleX, band.minY), (middleX, band.maxY)] : [(band.minX, middleY), (band.maxX, middleY)]
        return "M\(PixelValue.format(points[0].0)) \(PixelValue.format(points[0].1)) L\(PixelValue.format(points[1].0)) \(PixelValue.format(points[1].1))"
    }
}
