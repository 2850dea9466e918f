/// Where block layout stands in a block formatting context: the offset after the last content placed,
/// the margins waiting to collapse, the boxes whose top waits for them (a box without top border or
/// padding starts where its first content's collapsed margin ends), the boxes opened since the last
/// content (a column break before a box's first content moves the box with it, as LayoutNG breaks
/// before the box rather than inside it), and whether content was placed in the current column yet
/// (a forced break at a column's start makes no empty column). In columns it also names the content
/// items and keeps the break points passed in the current column, for breaking earlier.
struct FlowState {
    var offset: Double
    var strut = MarginStrut()
    private(set) var pendingTops: [LayoutBox] = []
    private var openedSinceContent: [LayoutBox] = []
    var fragmentation: ColumnFragmentation?
    var hasContentInColumn = false
    /// Content items (paragraphs, unbreakable boxes) begun so far: the names of break points.
    private(set) var contentCount = 0
    /// Whether a box closed or opened since the last content asks to avoid a break before the next.
    var avoidsBreakBeforeContent = false
    private(set) var breakPoints = ColumnBreakPoints()
    /// The first content item of each block container being laid out, outermost first: the scopes
    /// searched for an earlier break.
    private(set) var containerStarts: [Int] = []
    /// The room the last line placed leaves below its text for the ruby annotations of the next line
    /// (`LineGeometry.annotationRoom`, and the margins collapsed since); nil before any line, where
    /// annotations overflow freely.
    var annotationRoom: Double?
    /// The break point before the last line or unbreakable box placed, and that content's top.
    private(set) var lastContent: (point: BreakPoint, top: Double)?

    init(offset: Double, fragmentation: ColumnFragmentation?) {
        self.offset = offset
        self.fragmentation = fragmentation
    }

    /// Where content would start if it were placed now.
    var hypotheticalOffset: Double { offset + strut.collapsed }

    mutating func awaitTop(_ box: LayoutBox) { pendingTops.append(box) }

    /// A box whose top edge is placed and whose content is still to come.
    mutating func opened(_ box: LayoutBox) { openedSinceContent.append(box) }

    /// Collapses the waiting margins into the offset (truncated at a column start they would cross) and
    /// gives the boxes waiting for their top that offset. The margin adds to the annotation room: ruby
    /// annotations over the next line reach into it before they move the line (LayoutNG's shift for
    /// them collapses with the margins before the line).
    @discardableResult
    mutating func resolveMargins() -> Double {
        let before = offset
        defer { if let room = annotationRoom { annotationRoom = room + max(0, offset - before) } }
        var resolved = offset + strut.collapsed
        if let fragmentation, strut.collapsed > 0 {
            // Margins adjoining an unforced column break are truncated (CSS Fragmentation 3 §5.2): those
            // that would cross into the next column, and those starting a column the flow ran into. A
            // margin inside a box opened in this column does not adjoin the break: the break goes before
            // the box, which moves with the margin and its content (`startOfContent`).
            if fragmentation.column(of: resolved) > fragmentation.column(of: offset), !opensBoxThatMoves(in: fragmentation) {
                resolved = fragmentation.nextColumnStart(after: offset)
            } else if hasContentInColumn, offset > 0, fragmentation.isColumnStart(offset) {
                resolved = offset
            }
        }
        offset = resolved
        strut = MarginStrut()
        for box in pendingTops { box.frame.y = resolved }
        openedSinceContent += pendingTops
        pendingTops.removeAll()
        return resolved
    }

    /// Whether the boxes opened since the last content started in the current column below its start,
    /// so that a break before their first content moves them along.
    private func opensBoxThatMoves(in fragmentation: ColumnFragmentation) -> Bool {
        guard let outermost = openedSinceContent.first else { return false }
        return !fragmentation.isColumnStart(outermost.frame.y)
            && fragmentation.column(of: outermost.frame.y) == fragmentation.column(of: offset)
    }

    /// Places unbreakable content (an image, a table row) of `extent` and moves past it; returns its top.
    /// It goes to the next column when it would cross the current one's end; content taller than a
    /// column goes there too unless it starts the column already, and then fills it: what follows starts
    /// the column after (its overflow takes no room, as in LayoutNG). `trailing` is room that must fit
    /// below it in the same column without being part of it (a table's bottom border after its last row).
    mutating func placeMonolithic(extent: Double, trailing: Double = 0) -> Double {
        annotationRoom = 0
        var top = startOfContent(at: offset, extent: extent + trailing)
        guard let fragmentation, extent > fragmentation.height else {
            offset = top + extent
            contentPlaced()
            return top
        }
        if !fragmentation.isColumnStart(top) { top = nextColumn(from: top) }
        offset = fragmentation.nextColumnStart(after: top)
        contentPlaced()
        return top
    }

    /// Where content of `extent` meant for `offset` goes: the next column when it would cross the
    /// current one's end, and with the boxes opened before it when they started in an earlier column
    /// (nothing of them but their top edge would stay behind).
    mutating func startOfContent(at offset: Double, extent: Double) -> Double {
        guard let fragmentation else { return offset }
        if fragmentation.crossesColumnEnd(offset, extent: extent) { return nextColumn(from: offset) }
        if let outermost = openedSinceContent.first, !fragmentation.isColumnStart(outermost.frame.y),
           fragmentation.column(of: outermost.frame.y) < fragmentation.column(of: offset) {
            return offset + moveOpenedBoxes(to: fragmentation.nextColumnStart(after: outermost.frame.y))
        }
        return offset
    }

    /// Where content meant for `offset` starts in the next column: the column's start, or lower by as
    /// much as the boxes opened just before it, which move along unless one already starts the column.
    mutating func nextColumn(from offset: Double) -> Double {
        guard let fragmentation else { return offset }
        let boundary = fragmentation.nextColumnStart(after: offset)
        guard let outermost = openedSinceContent.first, !fragmentation.isColumnStart(outermost.frame.y),
              fragmentation.column(of: outermost.frame.y) == fragmentation.column(of: offset) else { return boundary }
        return offset + moveOpenedBoxes(to: boundary)
    }

    /// Moves the boxes opened since the last content so that the outermost starts at `top`.
    private mutating func moveOpenedBoxes(to top: Double) -> Double {
        guard let outermost = openedSinceContent.first else { return 0 }
        let delta = top - outermost.frame.y
        for box in openedSinceContent { box.frame.y += delta }
        return delta
    }

    /// Enters a block container; one whose children are blocks keeps the previous line's annotation room
    /// from its first line (Chromium passes the room on between siblings, not into a box).
    mutating func enterContainer(holdingBlocks: Bool) {
        containerStarts.append(contentCount)
        if holdingBlocks, annotationRoom != nil { annotationRoom = 0 }
    }

    mutating func leaveContainer() { containerStarts.removeLast() }

    /// Starts a content item; returns its number.
    mutating func beginContent() -> Int {
        contentCount += 1
        return contentCount - 1
    }

    /// A line or unbreakable box placed at `top`, whose break point before it has `appeal`, or none when
    /// nothing comes before it in its column.
    mutating func placedContent(at point: BreakPoint, top: Double, appeal: BreakAppeal?) {
        if let appeal, let fragmentation { breakPoints.pass(point, appeal: appeal, column: fragmentation.column(of: top)) }
        lastContent = (point, top)
        avoidsBreakBeforeContent = false
    }

    /// An empty box taking room (a spacer, a rule) placed at `top`: content a break may fall before
    /// or after.
    mutating func placedEmptyBox(top: Double) {
        let point = BreakPoint(content: beginContent(), line: 0)
        var appeal: BreakAppeal?
        if let fragmentation, let lastContent, !fragmentation.isColumnStart(top),
           fragmentation.column(of: lastContent.top) == fragmentation.column(of: top) {
            appeal = .between(avoided: avoidsBreakBeforeContent)
        }
        placedContent(at: point, top: top, appeal: appeal)
    }

    /// Content was placed: the boxes opened before it no longer move with what follows.
    mutating func contentPlaced() {
        openedSinceContent.removeAll()
        hasContentInColumn = true
    }

    /// A forced break: the next content starts a new column, unless nothing was placed in this one.
    mutating func forceBreak() {
        guard let fragmentation, hasContentInColumn else { return }
        offset = fragmentation.nextColumnStart(after: offset - 1 / 128.0)
        strut = MarginStrut()
        hasContentInColumn = false
    }
}
