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

    func placeReplaced(_ box: LayoutBox, widths: BlockWidths, contentHeight: Double, containingLeft: Double,
                       containingWidth: Double, state: inout FlowState) {
        let borders = box.style.computed.borderWidths
        let padding = BlockWidths.verticalPadding(of: box.style, containingWidth: containingWidth)
        let height = borders.top + padding.top + contentHeight + padding.bottom + borders.bottom
        state.resolveMargins()
        box.frame = BoxFrame(x: containingLeft + widths.marginLeft, y: state.place(extent: height),
                             width: widths.borderBoxWidth, height: height)
        state.offset += height
    }
}
