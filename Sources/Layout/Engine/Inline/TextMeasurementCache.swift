/// What laying out the same text again need not recompute: the UAX #14 opportunities of a text and the
/// advances of a run shaped in a font. Kept for one document across its viewports (the text and fonts
/// are the same; only widths change).
final class TextMeasurementCache {
    /// A shaped run: its text, bidi levels and everything of the style that changes glyph advances.
    struct ShapingKey: Hashable {
        let text: ArraySlice<UInt16>
        let levels: ArraySlice<UInt8>?
        let faces: [ObjectIdentifier]
        let fontSize: Double
        let letterSpacing: Double
        let wordSpacing: Double
    }

    private var opportunities: [[UInt16]: [LineBreakOpportunity]] = [:]
    private var groups: [ShapingKey: (advances: [Double], fallbacks: [FallbackRun])] = [:]

    func opportunities(of text: [UInt16], compute: () -> [LineBreakOpportunity]) -> [LineBreakOpportunity] {
        if let known = opportunities[text] { return known }
        let computed = compute()
        opportunities[text] = computed
        return computed
    }

    /// A shaped run's advances and fallback runs (relative to the run's start).
    func shapedGroup(for key: ShapingKey, compute: () -> (advances: [Double], fallbacks: [FallbackRun]))
        -> (advances: [Double], fallbacks: [FallbackRun]) {
        if let known = groups[key] { return known }
        let computed = compute()
        groups[key] = computed
        return computed
    }
}
