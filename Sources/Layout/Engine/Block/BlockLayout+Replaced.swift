extension BlockLayout {
    /// A replaced element in the block flow: sized, moved whole to the next column if it would cross.
    func layoutReplaced(_ box: LayoutBox, intrinsic: IntrinsicSize, containingLeft: Double, containingWidth: Double,
                        state: inout FlowState) {
        let size = ReplacedSizing.size(style: box.style, intrinsic: intrinsic, containingWidth: containingWidth,
                                       containingHeight: fragmentation?.height)
        let widths = BlockWidths(style: box.style, containingWidth: containingWidth, preferred: size.width)
        placeReplaced(box, widths: widths, contentHeight: size.height, containingLeft: containingLeft,
                      containingWidth: containingWidth, state: &state)
    }

    /// A `math` element in the block flow (`display="block"`): its formula centred on the line.
    func layoutBlockMath(_ box: LayoutBox, node: MathNode, containingLeft: Double, containingWidth: Double,
                         state: inout FlowState) {
        let math = formulas.layout(node, availableWidth: containingWidth, fonts: fonts, cache: cache)
        state.resolveMargins()
        let left = containingLeft + max(0, (containingWidth - math.width) / 2)
        box.frame = BoxFrame(x: left, y: state.placeMonolithic(extent: math.height), width: math.width,
                             height: math.height)
        for paragraph in math.paragraphs(movedBy: left, y: box.frame.y + math.ascent) { record(paragraph) }
    }

    func placeReplaced(_ box: LayoutBox, widths: BlockWidths, contentHeight: Double, containingLeft: Double,
                       containingWidth: Double, state: inout FlowState) {
        let borders = box.style.computed.borderWidths
        let padding = BlockWidths.verticalPadding(of: box.style, containingWidth: containingWidth)
        let height = borders.top + padding.top + contentHeight + padding.bottom + borders.bottom
        state.resolveMargins()
        box.frame = BoxFrame(x: containingLeft + widths.marginLeft, y: state.placeMonolithic(extent: height),
                             width: widths.borderBoxWidth, height: height)
    }
}
