/// The half of a paragraph's layout that no width changes: its bidi levels, its advances (shaped, bases
/// widened under ruby), where its text items end, the inline boxes' edges, the spaces that hang and the
/// break opportunities. Only breaking lines and building line boxes
/// depend on the width. A paragraph laid out in several viewports, or again after a column break moved
/// it, starts from the same preparation; `TextPrefetch` prepares a chapter's paragraphs on two threads
/// before its viewports are laid out. A class: every viewport's box and layout of the paragraph holds
/// the one preparation, which a copy of a dozen arrays and tables for each would retain and release
/// field by field.
final class PreparedParagraph {
    /// The block container's direction, which the levels follow.
    let direction: Direction
    let levels: BidiParagraph?
    /// Read by every layout that starts from this preparation, and by its line breaker.
    let advances: [Double]
    let fallbacks: [FallbackRun]
    let widenedBases: Set<Int>
    /// Where the text items end, whose parts of a line are rounded to layout units.
    let parts: TextItemParts
    let edges: InlineEdgeWidths
    /// The advances with the edges added: what lines are broken by.
    let widths: [Double]
    let hangs: [Bool]
    let opportunities: [LineBreakOpportunity]

    /// `atomicWidths` gives the margin-box width of the atomic inline at each U+FFFC offset.
    convenience init(_ content: InlineContent, direction: Direction, atomicWidths: [Int: Double], fonts: DocumentFonts,
                     cache: TextMeasurementCache) {
        let levels = InlineLayout.bidiLevels(content.text, direction: direction)
        let shaped = ParagraphShaper(fonts: fonts, cache: cache)
            .shape(content, levels: levels?.levels, atomicWidths: atomicWidths)
        self.init(content, direction: direction, levels: levels, shaped: shaped, cache: cache)
    }

    /// The preparation of text already shaped under `levels`; `cache` has its break opportunities, or
    /// keeps them.
    init(_ content: InlineContent, direction: Direction, levels: BidiParagraph?, shaped: ShapedText,
         cache: TextMeasurementCache) {
        self.direction = direction
        self.levels = levels
        var advances = shaped.advances
        parts = TextItemParts(content, levels: levels?.levels)
        let ruby = RubyColumns.widenBases(of: content, advances: &advances)
        edges = InlineLayout.edges(of: content).adding(ruby.overhangs)
        var widths = advances
        for (offset, edge) in edges.widthByUnit { widths[offset] += edge }
        self.advances = advances
        self.widths = widths
        fallbacks = shaped.fallbacks
        widenedBases = ruby.widened
        hangs = InlineLayout.hangingUnits(of: content)
        opportunities = ParagraphBreakOpportunities.compute(content, cache: cache)
    }

    /// Whether a preparation of `content` holds at every width: it does unless the content has atomic
    /// inlines, whose widths (and so the advances) can depend on the width they are laid out in.
    static func holdsAtEveryWidth(_ content: InlineContent) -> Bool {
        !content.items.contains { $0.kind == .atomic }
    }
}
