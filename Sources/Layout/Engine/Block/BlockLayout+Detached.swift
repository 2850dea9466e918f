extension BlockLayout {
    /// A box laid out on its own with its border box at (0, 0), in its shrink-to-fit width: floats and
    /// atomic inlines, which are sized before they are placed. Their paragraphs are returned, not recorded.
    func layoutDetached(_ box: LayoutBox, containingWidth: Double)
        -> (widths: BlockWidths, height: Double, paragraphs: [PlacedParagraph], mathAscent: Double?) {
        let sub = BlockLayout(fonts: fonts, cache: cache, formulas: formulas, fragmentation: nil)
        var state = FlowState(offset: 0, fragmentation: nil)
        var widths: BlockWidths
        switch box.role {
        case .replaced(let intrinsic):
            let size = ReplacedSizing.size(style: box.style, intrinsic: intrinsic, containingWidth: containingWidth,
                                           containingHeight: nil)
            widths = BlockWidths(style: box.style, containingWidth: containingWidth, preferred: size.width)
            sub.placeReplaced(box, widths: widths, contentHeight: size.height, containingLeft: -widths.marginLeft,
                              containingWidth: containingWidth, state: &state)
        case .math(let node):
            let math = formulas.layout(node, availableWidth: containingWidth, fonts: fonts, cache: cache)
            widths = BlockWidths(style: box.style, containingWidth: containingWidth, preferred: math.width)
            widths.marginLeft = 0
            widths.marginRight = 0
            box.frame = BoxFrame(x: 0, y: 0, width: math.width, height: math.height)
            return (widths, math.height, math.paragraphs(movedBy: 0, y: math.ascent), math.ascent)
        case .table:
            sub.layoutTable(box, containingLeft: 0, containingWidth: containingWidth, state: &state)
            widths = BlockWidths(style: box.style, containingWidth: containingWidth, preferred: box.frame.width)
            widths.marginLeft = 0
            widths.marginRight = 0
        default:
            widths = sub.shrinkToFitWidths(box, containingWidth: containingWidth)
            var placed = widths
            placed.marginLeft = 0
            sub.layoutContainer(box, widths: placed, containingLeft: 0, containingWidth: containingWidth, state: &state,
                                exclusions: FloatExclusions(containerLeft: 0, containerWidth: widths.contentWidth))
        }
        let (dx, dy) = (-box.frame.x, -box.frame.y)
        box.translate(x: dx, y: dy)
        return (widths, box.frame.height, sub.recorded.whole.map { $0.translated(x: dx, y: dy) }, nil)
    }

    /// Widths for a box sized to its content: its preferred width, at least its minimum content width,
    /// at most what the containing block leaves (CSS 2 §10.3.5).
    func shrinkToFitWidths(_ box: LayoutBox, containingWidth: Double) -> BlockWidths {
        let natural = BlockWidths(style: box.style, containingWidth: containingWidth)
        guard box.style.computed.width == nil else { return natural }
        let intrinsic = IntrinsicWidths(of: box, measuring: ParagraphShaper(fonts: fonts, cache: cache),
                                        containingWidth: containingWidth)
        let available = natural.contentWidth
        let preferred = min(max(intrinsic.minimum, available), intrinsic.maximum)
        var widths = BlockWidths(style: box.style, containingWidth: containingWidth, preferred: preferred)
        if box.style.computed.marginLeft == nil { widths.marginLeft = 0 }
        if box.style.computed.marginRight == nil { widths.marginRight = 0 }
        return widths
    }
}

extension LayoutBox {
    /// Moves the box and everything laid out inside it.
    func translate(x: Double, y: Double) {
        frame.x += x
        frame.y += y
        for child in children { child.translate(x: x, y: y) }
        for item in inlineContent?.items ?? [] { item.box?.translate(x: x, y: y) }
    }
}
