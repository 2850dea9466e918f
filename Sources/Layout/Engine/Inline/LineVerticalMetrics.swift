/// The extent of a line box above and below its baseline, gathered from the strut, the inline boxes
/// on the line (each shifted by `vertical-align` along its chain) and the atomic inlines.
struct LineVerticalMetrics {
    private(set) var ascent: Double
    private(set) var descent: Double

    init(strut: InlineBoxMetrics) {
        ascent = strut.ascent
        descent = strut.descent
    }

    /// A chain of nested inline boxes, outermost first.
    mutating func include(_ chain: [InlineBoxMetrics]) {
        var shift = 0.0
        for box in chain {
            shift += box.baselineShift
            ascent = max(ascent, box.ascent - shift)
            descent = max(descent, box.descent + shift)
        }
    }

    /// A box of its own ascent and descent, its baseline `shift` below the line's.
    mutating func include(ascent boxAscent: Double, descent boxDescent: Double, shift: Double) {
        ascent = max(ascent, boxAscent - shift)
        descent = max(descent, boxDescent + shift)
    }

    mutating func includeAtomic(_ metrics: AtomicInlineMetrics, shift: Double) {
        ascent = max(ascent, metrics.baseline - shift)
        descent = max(descent, metrics.height - metrics.baseline + shift)
    }
}
