/// Vertical writing laid out as horizontal writing turned a quarter: the engine lays every box out in
/// a logical frame where x runs along lines (the inline axis) and y across them (the block axis), and
/// maps rects back at the end. For that, an element's physical box properties in vertical writing are
/// read in the logical frame: the block-start side (right in `vertical-rl`, left in `vertical-lr`)
/// becomes the top, the line-start side (top) the left, `height` the width.
extension ElementStyle {
    /// The style in the logical frame (itself in horizontal writing).
    func inLogicalFrame() -> ElementStyle {
        let mode = computed.writingMode
        guard mode.isVertical else { return self }
        var logical = self
        let source = computed
        let fromRight = mode == .verticalRL
        let borders = source.specifiedBorderWidths
        logical.computed.marginTop = fromRight ? source.marginRight : source.marginLeft
        logical.computed.marginBottom = fromRight ? source.marginLeft : source.marginRight
        logical.computed.marginLeft = source.marginTop
        logical.computed.marginRight = source.marginBottom
        logical.computed.paddingTop = fromRight ? source.paddingRight : source.paddingLeft
        logical.computed.paddingBottom = fromRight ? source.paddingLeft : source.paddingRight
        logical.computed.paddingLeft = source.paddingTop
        logical.computed.paddingRight = source.paddingBottom
        logical.computed.specifiedBorderWidths = Edges(
            top: fromRight ? borders.right : borders.left, right: borders.bottom,
            bottom: fromRight ? borders.left : borders.right, left: borders.top)
        logical.computed.borderTopStyle = fromRight ? source.borderRightStyle : source.borderLeftStyle
        logical.computed.borderBottomStyle = fromRight ? source.borderLeftStyle : source.borderRightStyle
        logical.computed.borderLeftStyle = source.borderTopStyle
        logical.computed.borderRightStyle = source.borderBottomStyle
        logical.computed.width = source.height
        logical.computed.height = source.width
        logical.computed.minWidth = source.minHeight
        logical.computed.minHeight = source.minWidth
        logical.computed.maxWidth = source.maxHeight
        logical.computed.maxHeight = source.maxWidth
        return logical
    }
}
