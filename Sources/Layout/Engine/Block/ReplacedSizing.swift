/// The used size of a replaced element's content box (CSS 2 §10.3.2, §10.6.2 and the min/max table of
/// §10.4): CSS sizes first, then the natural size and ratio, then 300×150; limits keep the ratio.
enum ReplacedSizing {
    static func size(style: ElementStyle, intrinsic: IntrinsicSize, containingWidth: Double,
                     containingHeight: Double?) -> (width: Double, height: Double) {
        let computed = style.computed
        let borders = computed.borderWidths
        let horizontalEdges = borders.left + borders.right + computed.paddingLeft.resolved(against: containingWidth)
            + computed.paddingRight.resolved(against: containingWidth)
        let verticalEdges = borders.top + borders.bottom + computed.paddingTop.resolved(against: containingWidth)
            + computed.paddingBottom.resolved(against: containingWidth)
        let sizing = style.supplement.isBorderBox
        func horizontal(_ value: LengthPercentage?) -> Double? {
            value.map { max(0, $0.resolved(against: containingWidth) - (sizing ? horizontalEdges : 0)) }
        }
        func vertical(_ value: LengthPercentage?) -> Double? {
            guard let value else { return nil }
            if value.hasPercent, containingHeight == nil { return nil }
            return max(0, value.resolved(against: containingHeight ?? 0) - (sizing ? verticalEdges : 0))
        }
        let ratio = intrinsic.ratio
        var width = horizontal(computed.width)
        var height = vertical(computed.height)
        switch (width, height) {
        case (let w?, nil): height = ratio.map { w / $0 } ?? intrinsic.height ?? 150
        case (nil, let h?): width = ratio.map { h * $0 } ?? intrinsic.width ?? 300
        case (nil, nil):
            if let w = intrinsic.width, let h = intrinsic.height {
                (width, height) = (w, h)
            } else if let ratio {
                let w = intrinsic.width ?? intrinsic.height.map { $0 * ratio } ?? containingWidth
                (width, height) = (w, w / ratio)
            } else {
                (width, height) = (intrinsic.width ?? 300, intrinsic.height ?? 150)
            }
        default: break
        }
        var w = width ?? 300
        var h = height ?? 150
        let maxW = horizontal(computed.maxWidth) ?? .infinity
        let maxH = vertical(computed.maxHeight) ?? .infinity
        let minW = horizontal(computed.minWidth) ?? 0
        let minH = vertical(computed.minHeight) ?? 0
        if let ratio, computed.width == nil || computed.height == nil {
            if w > maxW { (w, h) = (maxW, maxW / ratio) }
            if h > maxH { (w, h) = (maxH * ratio, maxH) }
            if w < minW { (w, h) = (minW, minW / ratio) }
            if h < minH { (w, h) = (minH * ratio, minH) }
        } else {
            w = min(max(w, minW), maxW)
            h = min(max(h, minH), maxH)
        }
        return (LayoutUnit.snap(w), LayoutUnit.snap(h))
    }
}
