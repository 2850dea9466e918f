/// The first line of a paragraph under `::first-line`, broken before the rest: its extent, the style of
/// its strut, and the content as its line box sees it (inline boxes in their first-line styles).
struct DecidedFirstLine {
    let extent: LineExtent
    let container: ElementStyle
    let content: InlineContent
}

extension InlineLayout {
    /// Lays the content out under `::first-line` as LayoutNG does: the first line is shaped and broken
    /// with the first-line styles, then the rest of the content, with its own styles, is broken into
    /// lines starting after that break. The first line box's strut is the first-line style.
    func layoutWithFirstLine(_ firstLine: FirstLineContent, width: Double) -> ParagraphGeometry {
        var styled = content
        styled.text = firstLine.text
        styled.items = firstLine.items
        styled.firstLine = nil
        var floats = content.items.filter { $0.kind == .float }[...]
        placeFloats(&floats, anchoredAtOrBefore: 0, top: 0)
        let space = environment.lineSpace(0)
        let indent = container.computed.textIndent.resolved(against: width)
        let extent = firstLineBreaker(for: styled, width: width).line(from: 0, width: space.width - indent)
        let split = extent.range.upperBound
        return layoutLines(of: content.withFirstLine(firstLine, endingAt: split, restylingBoxes: false), width: width,
                           floats: floats,
                           firstLine: DecidedFirstLine(
                               extent: extent, container: firstLine.container,
                               content: content.withFirstLine(firstLine, endingAt: split, restylingBoxes: true)))
    }

    /// The breaker of the content all styled for the first line (only its first line is asked for).
    private func firstLineBreaker(for styled: InlineContent, width: Double) -> LineBreaker {
        var atomicWidths: [Int: Double] = [:]
        for item in styled.items where item.kind == .atomic {
            guard let box = item.box else { continue }
            atomicWidths[item.range.lowerBound] = environment.layoutAtomic(box, width).width
        }
        let levels = Self.bidiLevels(styled.text, direction: container.computed.direction)
        let shaped = ParagraphShaper(fonts: environment.fonts, cache: environment.cache)
            .shape(styled, levels: levels?.levels, atomicWidths: atomicWidths)
        var widths = shaped.advances
        for (offset, edge) in Self.edges(of: styled).widthByUnit { widths[offset] += edge }
        let hangs = Self.hangingUnits(of: styled)
        return LineBreaker(text: styled.text, end: styled.lineTextEnd, widths: widths, advances: shaped.advances,
                           parts: TextItemParts(styled, levels: levels?.levels),
                           opportunities: ParagraphBreakOpportunities.compute(styled, cache: environment.cache),
                           hangs: hangs, hyphenWidths: hyphenWidths(in: styled))
    }
}
