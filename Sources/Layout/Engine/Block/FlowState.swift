/// Where block layout stands in a block formatting context: the offset after the last content placed,
/// the margins waiting to collapse, the boxes whose top waits for them (a box without top border or
/// padding starts where its first content's collapsed margin ends), and whether content was placed in
/// the current column yet (a forced break at a column's start makes no empty column).
struct FlowState {
    var offset: Double
    var strut = MarginStrut()
    private(set) var pendingTops: [LayoutBox] = []
    var fragmentation: ColumnFragmentation?
    var hasContentInColumn = false

    init(offset: Double, fragmentation: ColumnFragmentation?) {
        self.offset = offset
        self.fragmentation = fragmentation
    }

    /// Where content would start if it were placed now.
    var hypotheticalOffset: Double { offset + strut.collapsed }

    mutating func awaitTop(_ box: LayoutBox) { pendingTops.append(box) }

    /// Collapses the waiting margins into the offset (truncated at a column start they would cross) and
    /// gives the boxes waiting for their top that offset.
    @discardableResult
    mutating func resolveMargins(before extent: Double = 0) -> Double {
        var resolved = offset + strut.collapsed
        if let fragmentation, strut.collapsed > 0,
           fragmentation.column(of: resolved) > fragmentation.column(of: offset) {
            resolved = fragmentation.nextColumnStart(after: offset)
        }
        offset = resolved
        strut = MarginStrut()
        for box in pendingTops { box.frame.y = resolved }
        pendingTops.removeAll()
        return resolved
    }

    /// Moves unbreakable content of `extent` to the next column when it would cross the current one's end.
    mutating func place(extent: Double) -> Double {
        if let fragmentation, fragmentation.crossesColumnEnd(offset, extent: extent) {
            offset = fragmentation.nextColumnStart(after: offset)
            for box in pendingTops { box.frame.y = offset }
        }
        hasContentInColumn = true
        return offset
    }

    /// A forced break: the next content starts a new column, unless nothing was placed in this one.
    mutating func forceBreak() {
        guard let fragmentation, hasContentInColumn else { return }
        offset = fragmentation.nextColumnStart(after: offset - 1 / 128.0)
        strut = MarginStrut()
        hasContentInColumn = false
    }
}
