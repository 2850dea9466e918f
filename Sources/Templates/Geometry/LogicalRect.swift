/// A rectangle in the coordinates of the writing mode: `inline` along the lines, `block` across them,
/// both growing in reading order. Working in these coordinates is what lets one pipeline serve every
/// writing mode without mixing up widths and heights.
struct LogicalRect: Hashable {
    var inlineStart: Double
    var inlineEnd: Double
    var blockStart: Double
    var blockEnd: Double

    var inlineSize: Double { inlineEnd - inlineStart }
    var blockSize: Double { blockEnd - blockStart }

    init(inlineStart: Double, inlineEnd: Double, blockStart: Double, blockEnd: Double) {
        self.inlineStart = inlineStart
        self.inlineEnd = inlineEnd
        self.blockStart = blockStart
        self.blockEnd = blockEnd
    }

    /// vertical-rl's lines follow each other right to left, so its block axis is the negated x axis.
    init(_ rect: Rect, _ mode: WritingMode) {
        switch mode {
        case .horizontalTB: self.init(inlineStart: rect.minX, inlineEnd: rect.maxX, blockStart: rect.minY, blockEnd: rect.maxY)
        case .verticalLR: self.init(inlineStart: rect.minY, inlineEnd: rect.maxY, blockStart: rect.minX, blockEnd: rect.maxX)
        case .verticalRL: self.init(inlineStart: rect.minY, inlineEnd: rect.maxY, blockStart: -rect.maxX, blockEnd: -rect.minX)
        }
    }

    func physical(_ mode: WritingMode) -> Rect {
        switch mode {
        case .horizontalTB: Rect(x: inlineStart, y: blockStart, width: inlineSize, height: blockSize)
        case .verticalLR: Rect(x: blockStart, y: inlineStart, width: blockSize, height: inlineSize)
        case .verticalRL: Rect(x: -blockEnd, y: inlineStart, width: blockSize, height: inlineSize)
        }
    }

    func union(_ other: LogicalRect) -> LogicalRect {
        LogicalRect(inlineStart: min(inlineStart, other.inlineStart), inlineEnd: max(inlineEnd, other.inlineEnd),
                    blockStart: min(blockStart, other.blockStart), blockEnd: max(blockEnd, other.blockEnd))
    }

    /// Whether `other` lies inside this rectangle, allowing `tolerance` on every side.
    func contains(_ other: LogicalRect, tolerance: Double) -> Bool {
        other.inlineStart >= inlineStart - tolerance && other.inlineEnd <= inlineEnd + tolerance
            && other.blockStart >= blockStart - tolerance && other.blockEnd <= blockEnd + tolerance
    }

    static func bounding(_ rects: [LogicalRect]) -> LogicalRect? {
        guard let first = rects.first else { return nil }
        return rects.dropFirst().reduce(first) { $0.union($1) }
    }
}
