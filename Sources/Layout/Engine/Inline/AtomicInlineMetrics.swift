/// What a line needs to know of an atomic inline (image, inline-block) laid out on its own: the size of
/// its margin box and where its baseline is (the bottom margin edge for images, the last line's
/// baseline for an inline-block with lines).
struct AtomicInlineMetrics: Equatable {
    var width: Double
    var height: Double
    /// From the margin box's top.
    var baseline: Double
}

/// What an inline formatting context asks of the block layout around it.
struct InlineLayoutEnvironment {
    let fonts: DocumentFonts
    let cache: TextMeasurementCache
    /// Lays an atomic inline out in the given available inline size.
    let layoutAtomic: (LayoutBox, Double) -> AtomicInlineMetrics
    /// The left offset and width free for a line at a height from the paragraph's top (floats beside).
    let lineSpace: (Double) -> (left: Double, width: Double)
    /// Places a float anchored in the paragraph, at a height from the paragraph's top.
    let placeFloat: (LayoutBox, Double) -> Void
}
