/// The horizontal sizes of a block-level box in normal flow (CSS 2 §10.3.3): margins, borders,
/// padding and content width, `auto` width filling the containing block, `auto` margins centring,
/// `min-width`/`max-width` and `box-sizing` applied, lengths snapped as LayoutNG snaps them.
struct BlockWidths: Equatable {
    var marginLeft: Double
    var marginRight: Double
    var borderLeft: Double
    var borderRight: Double
    var paddingLeft: Double
    var paddingRight: Double
    var contentWidth: Double

    var borderBoxWidth: Double { borderLeft + paddingLeft + contentWidth + paddingRight + borderRight }
    var marginBoxWidth: Double { marginLeft + borderBoxWidth + marginRight }
    var contentLeft: Double { marginLeft + borderLeft + paddingLeft }

    /// `preferred` replaces an `auto` width (shrink-to-fit boxes, replaced elements) as a content width.
    init(style: ElementStyle, containingWidth: Double, preferred: Double? = nil) {
        let computed = style.computed
        let borders = computed.borderWidths
        borderLeft = borders.left
        borderRight = borders.right
        paddingLeft = LayoutUnit.snap(computed.paddingLeft.resolved(against: containingWidth))
        paddingRight = LayoutUnit.snap(computed.paddingRight.resolved(against: containingWidth))
        let edges = borderLeft + borderRight + paddingLeft + paddingRight
        let sizing = style.supplement.isBorderBox ? edges : 0
        func content(_ value: LengthPercentage?) -> Double? {
            value.map { max(0, LayoutUnit.snap($0.resolved(against: containingWidth)) - sizing) }
        }
        let marginLeftValue = computed.marginLeft.map { LayoutUnit.snap($0.resolved(against: containingWidth)) }
        let marginRightValue = computed.marginRight.map { LayoutUnit.snap($0.resolved(against: containingWidth)) }
        var width = content(computed.width) ?? preferred
            ?? max(0, containingWidth - (marginLeftValue ?? 0) - (marginRightValue ?? 0) - edges)
        if let maximum = content(computed.maxWidth) { width = min(width, maximum) }
        if let minimum = content(computed.minWidth) { width = max(width, minimum) }
        contentWidth = width
        let free = containingWidth - width - edges
        switch (marginLeftValue, marginRightValue) {
        case (nil, nil):
            marginLeft = max(0, LayoutUnit.snap(free / 2))
            marginRight = free - marginLeft
        case (nil, let right?):
            marginRight = right
            marginLeft = free - right
        case (let left?, nil):
            marginLeft = left
            marginRight = free - left
        case (let left?, let right?):
            marginLeft = left
            marginRight = right
            if computed.direction == .rtl, computed.width != nil || computed.maxWidth != nil {
                marginLeft = free - right
            }
        }
    }

    /// The vertical margins, percentages resolving against the containing block's width.
    static func verticalMargins(of style: ElementStyle, containingWidth: Double) -> (top: Double, bottom: Double) {
        let computed = style.computed
        return (LayoutUnit.snap(computed.marginTop?.resolved(against: containingWidth) ?? 0),
                LayoutUnit.snap(computed.marginBottom?.resolved(against: containingWidth) ?? 0))
    }

    static func verticalPadding(of style: ElementStyle, containingWidth: Double) -> (top: Double, bottom: Double) {
        let computed = style.computed
        return (LayoutUnit.snap(computed.paddingTop.resolved(against: containingWidth)),
                LayoutUnit.snap(computed.paddingBottom.resolved(against: containingWidth)))
    }
}
