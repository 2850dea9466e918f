/// The space an inline box adds at its start and end in the inline direction: margin, border and
/// padding of the sides that face the line's start and end (left and right in horizontal writing, top
/// and bottom in vertical writing; swapped right to left). Percentages resolve against the containing
/// block's inline size, which is not known here, and count as zero.
struct InlineBoxEdges: Equatable {
    var start: Double
    var end: Double

    init(style: ElementStyle) {
        let computed = style.computed
        let border = computed.borderWidths
        let vertical = computed.writingMode.isVertical
        let (startMargin, endMargin) = vertical ? (computed.marginTop, computed.marginBottom)
            : (computed.marginLeft, computed.marginRight)
        let (startPadding, endPadding) = vertical ? (computed.paddingTop, computed.paddingBottom)
            : (computed.paddingLeft, computed.paddingRight)
        let (startBorder, endBorder) = vertical ? (border.top, border.bottom) : (border.left, border.right)
        var start = Self.pixels(startMargin) + Self.pixels(startPadding) + startBorder
        var end = Self.pixels(endMargin) + Self.pixels(endPadding) + endBorder
        if computed.direction == .rtl { swap(&start, &end) }
        self.start = start
        self.end = end
    }

    var hasWidth: Bool { start != 0 || end != 0 }

    private static func pixels(_ value: LengthPercentage?) -> Double {
        if case .pixels(let pixels)? = value { return pixels }
        return 0
    }
}
