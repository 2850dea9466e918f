/// What laying out the same text again need not recompute: the UAX #14 opportunities of a text and the
/// advances of a run shaped in a font. Kept for one document across its viewports (the text and fonts
/// are the same; only widths change). A cache made `over` another answers from that one too and keeps
/// what it computes to itself, so that layouts on two threads can share one they only read.
final class TextMeasurementCache {
    /// A shaped run: its text, bidi levels and everything of the style that changes glyph advances.
    struct ShapingKey: Hashable {
        let text: FingerprintedText
        let levels: ArraySlice<UInt8>?
        let faces: [ObjectIdentifier]
        let fontSize: Double
        let letterSpacing: Double
        let wordSpacing: Double
        var isSmallCaps = false
        /// The zoom the font size includes, which the size glyphs are measured at depends on.
        var zoom = 1.0
    }

    /// Text whose ink is measured: the text and the font it is drawn in.
    struct InkKey: Hashable {
        let text: FingerprintedText
        let faces: [ObjectIdentifier]
        let fontSize: Double
    }

    /// Hinted glyph bounds, loaded only when a document has MathML to size by them.
    private(set) lazy var glyphBounds = HintedGlyphBounds()
    /// The lines of MathML tokens, made only when a document has MathML.
    private(set) lazy var tokenLines = TokenLineLayouts()
    private var opportunities: [FingerprintedText: [LineBreakOpportunity]] = [:]
    private var inks: [InkKey: (ascent: Double, descent: Double)] = [:]
    private var groups: [ShapingKey: ShapedGroup] = [:]
    /// Read, never written, through this cache.
    private let base: TextMeasurementCache?

    init() {
        base = nil
    }

    /// A cache that answers from `base` first and keeps its own results apart: `base` must not change
    /// while this one is in use.
    init(over base: TextMeasurementCache) {
        self.base = base
    }

    func ink(for key: InkKey, compute: () -> (ascent: Double, descent: Double)) -> (ascent: Double, descent: Double) {
        if let known = base?.inks[key] ?? inks[key] { return known }
        let computed = compute()
        inks[key] = computed
        return computed
    }

    func hasOpportunities(of text: [UInt16]) -> Bool {
        let key = FingerprintedText(text: text[...])
        return base?.opportunities[key] != nil || opportunities[key] != nil
    }

    func opportunities(of text: [UInt16], compute: () -> [LineBreakOpportunity]) -> [LineBreakOpportunity] {
        let key = FingerprintedText(text: text[...])
        if let known = base?.opportunities[key] ?? opportunities[key] { return known }
        let computed = compute()
        opportunities[key] = computed
        return computed
    }

    /// Keeps what a cache made `over` this one computed.
    func absorb(_ layer: TextMeasurementCache) {
        Self.absorb(layer.groups, into: &groups)
        Self.absorb(layer.opportunities, into: &opportunities)
        Self.absorb(layer.inks, into: &inks)
    }

    /// What this cache has is kept; a table it has nothing in yet is taken whole, not hashed again
    /// entry by entry (a chapter's first layer holds tens of thousands of runs).
    private static func absorb<Key, Value>(_ layer: [Key: Value], into table: inout [Key: Value]) {
        if table.isEmpty {
            table = layer
        } else {
            table.merge(layer) { kept, _ in kept }
        }
    }

    func hasShapedGroup(for key: ShapingKey) -> Bool {
        base?.groups[key] != nil || groups[key] != nil
    }

    /// A shaped run's advances and fallback runs (relative to the run's start). The cache keeps the
    /// advances packed unless `packing` is false (a run whose text seldom comes again, kept for the
    /// chapters that repeat it); the ones just computed are returned as they are.
    func shapedGroup(for key: ShapingKey, packing: Bool = true, compute: () -> ShapedGroup) -> ShapedGroup {
        if let known = base?.groups[key] ?? groups[key] { return known }
        let computed = compute()
        groups[key] = packing ? (computed.advances.packed(), computed.fallbacks) : computed
        return computed
    }
}
