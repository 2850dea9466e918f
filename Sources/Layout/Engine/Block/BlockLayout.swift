/// Block layout (CSS 2 §9–10 as LayoutNG does it): block boxes stacked in normal flow with their
/// margins collapsing, widths from the containing block, floats beside the lines, and in paginated
/// mode the flow cut into columns (line boxes and unbreakable boxes move to the next column, forced
/// column breaks start one, orphans and widows respected; page breaks do not apply inside columns, as
/// in Chromium; a break to avoid, or one that would leave a box's bottom padding and border alone, is
/// taken earlier at the best break point of the column, laying the flow out again from there).
/// Records every placed paragraph for measuring.
final class BlockLayout {
    let fonts: DocumentFonts
    let cache: TextMeasurementCache
    /// Formulas laid out once for every viewport of the document.
    let formulas: FormulaLayouts
    let fragmentation: ColumnFragmentation?
    /// The placed paragraphs: all of them kept whole, unless the layout was given a retention.
    private(set) var recorded: RecordedParagraphs
    /// The root element's box: a formatting context root whose margins collapse with nothing.
    private var root: LayoutBox?
    /// The content of atomic inlines, laid out at (0, 0) until their line is placed.
    var atomicContent: [ObjectIdentifier: [PlacedParagraph]] = [:]
    /// An earlier break asked for: layout unwinds to the container piece holding it and lays out again.
    var earlyBreak: BreakPoint?
    /// The break points where an earlier break was taken: the flow breaks there when laid out again.
    var forcedBreaks: Set<BreakPoint> = []

    /// Whether the flow breaks at `point` because an earlier break was taken there. Most flows take none,
    /// and looking every line's break point up in an empty set hashed it all the same.
    func breaksForcedly(at point: BreakPoint) -> Bool {
        !forcedBreaks.isEmpty && forcedBreaks.contains(point)
    }

    init(fonts: DocumentFonts, cache: TextMeasurementCache, formulas: FormulaLayouts,
         fragmentation: ColumnFragmentation?, retention: RecordedParagraphs.Retention? = nil) {
        self.fonts = fonts
        self.cache = cache
        self.formulas = formulas
        self.fragmentation = fragmentation
        recorded = RecordedParagraphs(retention: retention)
    }

    /// Lays the root box out in an initial containing block `width` wide.
    func layoutRoot(_ root: LayoutBox, width: Double) {
        self.root = root
        var state = FlowState(offset: 0, fragmentation: fragmentation)
        let exclusions = FloatExclusions(containerLeft: 0, containerWidth: width)
        layoutBlockLevel(root, containingLeft: 0, containingWidth: width, state: &state, exclusions: exclusions)
    }

    func record(_ paragraph: PlacedParagraph) {
        recorded.append(paragraph)
    }

    /// Lays out an in-flow block-level box and advances the flow past it.
    func layoutBlockLevel(_ box: LayoutBox, containingLeft: Double, containingWidth: Double, state: inout FlowState,
                          exclusions: FloatExclusions) {
        let style = box.style
        if style.computed.breakBefore == .column { state.forceBreak() }
        if style.computed.breakBefore.avoidsColumnBreak { state.avoidsBreakBeforeContent = true }
        if style.computed.clear != .none, let clearance = exclusions.clearance(style.computed.clear) {
            state.resolveMargins()
            state.offset = max(state.offset, clearance)
        }
        let margins = BlockWidths.verticalMargins(of: style, containingWidth: containingWidth)
        state.strut.add(margins.top)
        switch box.role {
        case .replaced(let intrinsic):
            layoutReplaced(box, intrinsic: intrinsic, containingLeft: containingLeft,
                           containingWidth: containingWidth, state: &state)
        case .table:
            layoutTable(box, containingLeft: containingLeft, containingWidth: containingWidth, state: &state)
        case .math(let node):
            layoutBlockMath(box, node: node, containingLeft: containingLeft, containingWidth: containingWidth,
                            state: &state)
        default:
            let widths = BlockWidths(style: style, containingWidth: containingWidth)
            let before = (state: state, paragraphs: recorded.mark)
            layoutContainer(box, widths: widths, containingLeft: containingLeft, containingWidth: containingWidth,
                            state: &state, exclusions: exclusions)
            if earlyBreak != nil { return }
            if let fragmentation, style.computed.breakInside.avoidsColumnBreak,
               box.frame.height <= fragmentation.height || !fragmentation.isColumnStart(box.frame.y),
               fragmentation.column(of: box.frame.y) != fragmentation.column(of: box.frame.y + box.frame.height - 1) {
                // `break-inside: avoid`: the box starts the next column instead of breaking inside (a box
                // taller than a column still gets the most room there).
                recorded.rewind(to: before.paragraphs)
                // Breaks taken early inside the box were for the column it leaves.
                forcedBreaks = forcedBreaks.filter { $0.content < before.state.contentCount }
                state = before.state
                state.offset = state.nextColumn(from: state.hypotheticalOffset)
                state.strut = MarginStrut()
                layoutContainer(box, widths: widths, containingLeft: containingLeft, containingWidth: containingWidth,
                                state: &state, exclusions: exclusions)
            }
        }
        if earlyBreak != nil { return }
        state.strut.add(margins.bottom)
        if style.computed.breakAfter == .column { state.forceBreak() }
        if style.computed.breakAfter.avoidsColumnBreak { state.avoidsBreakBeforeContent = true }
    }

    /// A block container: its top edge, its content (blocks or lines), its bottom edge.
    func layoutContainer(_ box: LayoutBox, widths: BlockWidths, containingLeft: Double, containingWidth: Double,
                         state: inout FlowState, exclusions: FloatExclusions) {
        let style = box.style
        let borders = style.computed.borderWidths
        let padding = BlockWidths.verticalPadding(of: style, containingWidth: containingWidth)
        box.frame.x = containingLeft + widths.marginLeft
        box.frame.width = widths.borderBoxWidth
        let contentLeft = containingLeft + widths.contentLeft
        let topEdge = borders.top + padding.top
        let isRoot = box.establishesFormattingContext || box === root
        if topEdge > 0 || isRoot {
            box.frame.y = state.resolveMargins()
            state.opened(box)
            state.offset += topEdge
        } else {
            box.frame.y = state.hypotheticalOffset
            state.awaitTop(box)
        }
        let innerExclusions = isRoot
            ? FloatExclusions(containerLeft: contentLeft, containerWidth: widths.contentWidth) : exclusions
        state.enterContainer(holdingBlocks: box.inlineContent == nil)
        let pieces = box.inlineContent != nil ? 1 : box.children.count
        var checkpoints: [FlowCheckpoint] = []
        var next = 0
        while true {
            while next < pieces {
                // Only columns break early, so only they need a place to rewind to.
                if state.fragmentation != nil, next == checkpoints.count {
                    checkpoints.append(FlowCheckpoint(state: state, paragraphs: recorded.mark,
                                                      floatCount: innerExclusions.count))
                }
                layoutPiece(next, of: box, contentLeft: contentLeft, contentWidth: widths.contentWidth, state: &state,
                            exclusions: innerExclusions)
                if earlyBreak != nil {
                    guard let resumed = rewind(to: &checkpoints, state: &state, exclusions: innerExclusions) else { return }
                    next = resumed
                } else {
                    next += 1
                }
            }
            finishContainer(box, topEdge: topEdge, containingWidth: containingWidth, state: &state,
                            exclusions: innerExclusions)
            guard earlyBreak != nil else { return }
            guard let resumed = rewind(to: &checkpoints, state: &state, exclusions: innerExclusions) else { return }
            next = resumed
        }
    }

    /// Piece `index` of a container's content: its lines, or its `index`-th child.
    private func layoutPiece(_ index: Int, of box: LayoutBox, contentLeft: Double, contentWidth: Double,
                             state: inout FlowState, exclusions: FloatExclusions) {
        if let content = box.inlineContent {
            layoutParagraph(content, container: box, contentLeft: contentLeft, width: contentWidth, state: &state,
                            exclusions: exclusions)
            return
        }
        let child = box.children[index]
        if case .float(let isLeft) = child.placement {
            placeFloat(child, isLeft: isLeft, at: state.hypotheticalOffset, containingLeft: contentLeft,
                       containingWidth: contentWidth, exclusions: exclusions)
        } else {
            layoutBlockLevel(child, containingLeft: contentLeft, containingWidth: contentWidth, state: &state,
                             exclusions: exclusions)
        }
    }

    /// Takes the early break asked for when one of `checkpoints` comes before it: the flow goes back
    /// there and breaks at that point when it gets to it again. Returns the piece to resume from.
    private func rewind(to checkpoints: inout [FlowCheckpoint], state: inout FlowState,
                        exclusions: FloatExclusions) -> Int? {
        guard let point = earlyBreak,
              let index = checkpoints.lastIndex(where: { $0.state.contentCount <= point.content }) else { return nil }
        let checkpoint = checkpoints[index]
        earlyBreak = nil
        forcedBreaks.insert(point)
        state = checkpoint.state
        recorded.rewind(to: checkpoint.paragraphs)
        exclusions.removeFloats(from: checkpoint.floatCount)
        checkpoints.removeLast(checkpoints.count - index - 1)
        return index
    }

    /// A container's bottom edge and height, once its content is placed. In columns its last content
    /// must fit with the bottom padding and border (and the margins inside them) in one column: when they
    /// do not, an earlier break is asked for, as in LayoutNG, which never leaves them alone in a column.
    private func finishContainer(_ box: LayoutBox, topEdge: Double, containingWidth: Double, state: inout FlowState,
                                 exclusions: FloatExclusions) {
        let style = box.style
        let borders = style.computed.borderWidths
        let padding = BlockWidths.verticalPadding(of: style, containingWidth: containingWidth)
        let isRoot = box.establishesFormattingContext || box === root
        let bottomEdge = borders.bottom + padding.bottom
        let verticalEdges = style.supplement.isBorderBox ? topEdge + bottomEdge : 0
        let specifiedHeight = style.computed.height.flatMap { value -> Double? in
            if case .pixels(let pixels) = value { return max(0, pixels - verticalEdges) }
            return nil
        }
        let minimumHeight: Double = {
            if case .pixels(let pixels)? = style.computed.minHeight { return max(0, pixels - verticalEdges) }
            return 0
        }()
        if bottomEdge > 0 || isRoot || specifiedHeight != nil || minimumHeight > 0 {
            state.resolveMargins()
            let contentTop = box.frame.y + topEdge
            var contentHeight = max(0, state.offset - contentTop)
            if let specifiedHeight { contentHeight = specifiedHeight }
            contentHeight = max(contentHeight, minimumHeight)
            if isRoot, specifiedHeight == nil, let clearance = exclusions.clearance(.both) {
                contentHeight = max(contentHeight, clearance - contentTop)
            }
            state.offset = contentTop + contentHeight + bottomEdge
            box.frame.height = state.offset - box.frame.y
            if let fragmentation, bottomEdge > 0, box !== root, specifiedHeight == nil,
               let last = state.lastContent, let start = state.containerStarts.last, last.point.content >= start {
                let column = fragmentation.column(of: last.top)
                if fragmentation.column(of: contentTop + contentHeight - 1 / 64.0) == column,
                   fragmentation.column(of: state.offset - 1 / 64.0) > column,
                   let earlier = state.breakPoints.better(than: .lastResort, column: column, upTo: last.point,
                                                          scopes: state.containerStarts[...]),
                   !breaksForcedly(at: earlier) {
                    earlyBreak = earlier
                    return
                }
            }
            // A box that takes room is content: a later break may fall before what follows it.
            if box.frame.height > 0 {
                if state.containerStarts.last == state.contentCount { state.placedEmptyBox(top: box.frame.y) }
                state.contentPlaced()
            }
        } else {
            box.frame.height = max(0, state.offset - box.frame.y)
        }
        state.leaveContainer()
    }

    /// A float: shrink-to-fit width, placed beside the lines at or below `offset`.
    func placeFloat(_ box: LayoutBox, isLeft: Bool, at offset: Double, containingLeft: Double,
                    containingWidth: Double, exclusions: FloatExclusions) {
        let margins = BlockWidths.verticalMargins(of: box.style, containingWidth: containingWidth)
        let detached = layoutDetached(box, containingWidth: containingWidth)
        let place = exclusions.place(width: detached.widths.marginBoxWidth,
                                     height: margins.top + detached.height + margins.bottom, isLeft: isLeft, at: offset,
                                     within: (containingLeft, containingWidth))
        let dx = place.left + detached.widths.marginLeft
        let dy = place.top + margins.top
        box.translate(x: dx, y: dy)
        for paragraph in detached.paragraphs { record(paragraph.translated(x: dx, y: dy)) }
    }
}
