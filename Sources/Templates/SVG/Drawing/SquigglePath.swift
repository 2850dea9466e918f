/// The zig-zag line of squiggly decorations, as SVG path data: along the box's block-end edge (like an
/// underline), 2px high, one tooth every 6px, ending exactly at the box's inline end.
enum SquigglePath {
    static let toothWidth = 6.0
    static let height = 2.0
    /// Bounds the path's size for absurdly long boxes: the teeth widen instead.
    static let maxSegments = 4096

    static func data(along box: Rect, writingMode mode: WritingMode) -> String {
        let logical = LogicalRect(box, mode)
        guard [logical.inlineStart, logical.inlineEnd, logical.blockStart, logical.blockEnd].allSatisfy(\.isFinite) else { return "" }
        // Half a pixel in from the edge so that a 1px stroke stays inside the box.
        let low = logical.blockEnd - 0.5
        let high = max(logical.blockStart, low - height)
        let step = max(toothWidth / 2, logical.inlineSize / Double(maxSegments))
        var points = [(inline: logical.inlineStart, block: low)]
        var position = logical.inlineStart
        var isHigh = true
        while position < logical.inlineEnd {
            let next = min(position + step, logical.inlineEnd)
            // A last, shorter segment stops part way up or down, on the same slope.
            let fraction = (next - position) / step
            let from = isHigh ? low : high
            let to = isHigh ? high : low
            points.append((next, from + (to - from) * fraction))
            position = next
            isHigh.toggle()
        }
        return points.enumerated().map { index, point in
            let (x, y) = physical(inline: point.inline, block: point.block, mode)
            return (index == 0 ? "M" : "L") + PixelValue.format(x) + " " + PixelValue.format(y)
        }.joined(separator: " ")
    }

    private static func physical(inline: Double, block: Double, _ mode: WritingMode) -> (Double, Double) {
        switch mode {
        case .horizontalTB: (inline, block)
        case .verticalLR: (block, inline)
        case .verticalRL: (-block, inline)
        }
    }
}
