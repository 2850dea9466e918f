/// The space an inline box adds at its start and end in the inline direction: margin, border and
/// padding of the sides that face the line's start and end (left and right in the logical frame,
/// swapped right to left). Percentages resolve against the containing block's inline size, which is
/// not known here, and count as zero.
struct InlineBoxEdges: Equatable {
    var start: Double
    var end: Double

    init(style: ElementStyle) {
        let computed = style.computed
        let border = computed.borderWidths
        var start = Self.pixels(computed.marginLeft) + Self.pixels(computed.paddingLeft) + border.left
        var end = Self.pixels(computed.marginRight) + Self.pixels(computed.paddingRight) + border.right
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
