extension BlockLayout {
    /// Lays out a block container's inline content and places its lines in the flow: in columns, a line
    /// that would cross a column's end starts the next column, moved earlier so that at least `widows`
    /// lines go to the next column and at least `orphans` stay, or the whole paragraph moves when fewer
    /// than `orphans` lines would stay.
    func layoutParagraph(_ content: InlineContent, container: LayoutBox, contentLeft: Double, width: Double,
                         state: inout FlowState, exclusions: FloatExclusions) {
        let top = state.hypotheticalOffset
        let environment = InlineLayoutEnvironment(
            fonts: fonts,
            cache: cache,
            layoutAtomic: { box, available in self.layoutAtomic(box, containingWidth: available) },
            lineSpace: { offset in
                let space = exclusions.space(at: top + offset)
                let left = max(space.left, contentLeft)
                let right = min(space.left + space.width, contentLeft + width)
                return (left - contentLeft, max(0, right - left))
            },
            placeFloat: { box, offset in
                guard case .float(let isLeft) = box.placement else { return }
                self.placeFloat(box, isLeft: isLeft, at: top + offset, containingLeft: contentLeft, containingWidth: width,
                                exclusions: exclusions)
            })
        let geometry = InlineLayout(content: content, container: container.style, environment: environment,
                                    prepared: container.preparedParagraph)
            .layout(width: width)
        guard !geometry.lines.isEmpty else { return }
        state.resolveMargins()
        guard let tops = lineTops(geometry.lines, state: &state, style: container.style) else { return }
        let placed = PlacedParagraph(geometry: geometry, left: contentLeft, lineTops: tops)
        record(placed)
        for (index, line) in geometry.lines.enumerated() {
            for atomic in line.atomics {
                guard let box = geometry.content.items[atomic.item].box else { continue }
                let x = contentLeft + atomic.left
                let y = tops[index] + atomic.top
                let marginTop = BlockWidths.verticalMargins(of: box.style, containingWidth: width).top
                let dx = x + LayoutUnit.snap(box.style.computed.marginLeft?.resolved(against: width) ?? 0)
                let dy = y + marginTop
                box.translate(x: dx, y: dy)
                for paragraph in atomicContent.removeValue(forKey: ObjectIdentifier(box)) ?? [] {
                    record(paragraph.translated(x: dx, y: dy))
                }
            }
        }
    }

    /// The flow offset of each line's top, applying column breaks with orphans and widows, and the
    /// early breaks asked for; nil when a break before the paragraph is to be avoided and an earlier
    /// one is asked for instead (`earlyBreak`).
    private func lineTops(_ lines: [LineGeometry], state: inout FlowState, style: ElementStyle) -> [Double]? {
        guard let fragmentation = state.fragmentation else {
            var tops: [Double] = []
            tops.reserveCapacity(lines.count)
            for line in lines {
                state.offset += line.annotationPush(after: state.annotationRoom)
                tops.append(state.offset)
                state.offset += line.height
                state.annotationRoom = line.annotationRoom
            }
            state.contentPlaced()
            return tops
        }
        let orphans = style.supplement.orphans
        let widows = style.supplement.widows
        let startedAtColumnTop = fragmentation.isColumnStart(state.offset) || !state.hasContentInColumn
        let content = state.beginContent()
        let previous = state.lastContent
        let avoidedBefore = state.avoidsBreakBeforeContent
        var tops: [Double] = []
        tops.reserveCapacity(lines.count)
        var fragmentStart = 0
        var index = 0
        var offset = state.startOfContent(at: state.offset, extent: lines[0].height)
        /// Places line `index` at `top`, naming the break point before it; false when an earlier break
        /// is asked for instead of the one before the paragraph.
        func place(at top: Double) -> Bool {
            let point = BreakPoint(content: content, line: index)
            let before = index > 0 ? tops[index - 1] : previous?.top
            let sameColumn = before.map { fragmentation.column(of: $0) == fragmentation.column(of: top) } ?? false
            if index == 0, let previous, !sameColumn, !breaksForcedly(at: point),
               let earlier = state.breakPoints.better(
                    than: .between(avoided: avoidedBefore), column: fragmentation.column(of: previous.top),
                    upTo: previous.point, scopes: state.containerStarts.prefix { $0 <= previous.point.content }),
               !breaksForcedly(at: earlier) {
                earlyBreak = earlier
                return false
            }
            var appeal: BreakAppeal?
            if sameColumn, !fragmentation.isColumnStart(top) {
                appeal = index == 0 ? .between(avoided: avoidedBefore)
                    : .inside(line: index, count: lines.count, fragmentStart: fragmentStart, orphans: orphans,
                              widows: widows)
            }
            tops.append(top)
            state.placedContent(at: point, top: top, appeal: appeal)
            return true
        }
        while index < lines.count {
            let height = lines[index].height
            if breaksForcedly(at: BreakPoint(content: content, line: index)), !fragmentation.isColumnStart(offset) {
                offset = index == 0 ? state.nextColumn(from: offset) : fragmentation.nextColumnStart(after: tops[index - 1])
                fragmentStart = index
            }
            let crosses = fragmentation.crossesColumnEnd(offset, extent: height)
            let startsColumn = index > fragmentStart && fragmentation.isColumnStart(offset)
                && fragmentation.column(of: offset) > fragmentation.column(of: tops[index - 1])
            if crosses || startsColumn {
                var breakBefore = index
                let remaining = lines[index...].reduce(0) { $0 + $1.height }
                if lines.count - index < widows, remaining <= fragmentation.height {
                    let earlier = lines.count - widows
                    if earlier - fragmentStart >= orphans, earlier > fragmentStart { breakBefore = earlier }
                }
                if breakBefore - fragmentStart < orphans, fragmentStart == 0, !startedAtColumnTop {
                    breakBefore = 0
                }
                if crosses || breakBefore < index {
                    let breakOffset = breakBefore < index ? tops[breakBefore] : offset
                    tops.removeLast(tops.count - breakBefore)
                    offset = breakBefore == 0 ? state.nextColumn(from: breakOffset)
                        : fragmentation.nextColumnStart(after: breakOffset)
                    index = breakBefore
                }
                fragmentStart = index
            }
            if lines[index].height > fragmentation.height {
                // A line taller than a column (a big image) starts one and fills it.
                if !fragmentation.isColumnStart(offset), index == 0 { offset = state.nextColumn(from: offset) }
                if !fragmentation.isColumnStart(offset) { offset = fragmentation.nextColumnStart(after: offset) }
                guard place(at: offset) else { return nil }
                offset = fragmentation.nextColumnStart(after: offset)
                index += 1
                fragmentStart = index
                continue
            }
            if fragmentation.isColumnStart(offset) {
                // A line starting a column makes room for ruby annotations above it.
                offset += lines[index].annotationOverflow
            } else {
                offset += lines[index].annotationPush(after: index > 0 ? lines[index - 1].annotationRoom
                                                      : state.annotationRoom)
            }
            guard place(at: offset) else { return nil }
            offset += lines[index].height
            index += 1
        }
        state.annotationRoom = lines.last?.annotationRoom
        state.offset = offset
        state.contentPlaced()
        return tops
    }

    /// Lays an atomic inline out on its own and says how it sits on a line.
    func layoutAtomic(_ box: LayoutBox, containingWidth: Double) -> AtomicInlineMetrics {
        let detached = layoutDetached(box, containingWidth: containingWidth)
        atomicContent[ObjectIdentifier(box)] = detached.paragraphs
        let margins = BlockWidths.verticalMargins(of: box.style, containingWidth: containingWidth)
        let height = margins.top + detached.height + margins.bottom
        // Without a line of its own, a box sits on the line's dominant baseline by its margin box: its
        // bottom edge in horizontal writing, its middle in vertical writing (the central baseline).
        var baseline = box.style.computed.writingMode.isVertical ? height / 2 : height
        if let mathAscent = detached.mathAscent {
            // A formula sits on its own baseline, where its ink ascent ends.
            baseline = margins.top + mathAscent
        } else if !box.isReplaced, !box.style.supplement.clipsOverflow,
           let last = detached.paragraphs.last, let line = last.geometry.lines.last, let top = last.lineTops.last {
            baseline = margins.top + top + line.baseline
        }
        return AtomicInlineMetrics(width: detached.widths.marginBoxWidth, height: height, baseline: baseline)
    }
}
