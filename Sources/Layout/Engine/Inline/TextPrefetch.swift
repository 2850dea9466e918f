import WorkSharing

/// Shapes a newly built box tree's text and finds its line break opportunities before it is laid out,
/// on two threads. The first layout of a document spends most of its time there, and none of it depends
/// on widths: only on the text, its styles and the fonts. The requests are the ones layout makes (the
/// same `ParagraphShaper` requests, the same UAX #14 pass) and their results go into the measurement
/// cache under the same keys, so layout finds them there and its results do not change.
struct TextPrefetch {
    let fonts: DocumentFonts
    let cache: TextMeasurementCache

    func prefetch(_ root: LayoutBox) {
        let shaper = ParagraphShaper(fonts: fonts, cache: cache)
        // One list of jobs, made in place (a long chapter has tens of thousands), then taken longest first,
        // so that both threads stay busy until all of it is done and neither is left waiting for the
        // other's last long job.
        var jobs: [Job] = []
        var requested = Set<TextMeasurementCache.ShapingKey>()
        var textsSeen = Set<FingerprintedText>()
        Self.forEachContent(of: root) { content, container in
            let levels = InlineLayout.bidiLevels(content.text, direction: container.computed.direction)?.levels
            for request in shaper.requests(for: content, levels: levels) {
                let key = request.key
                if !cache.hasShapedGroup(for: key), requested.insert(key).inserted { jobs.append(.shape(request)) }
            }
            if !cache.hasOpportunities(of: content.text), textsSeen.insert(FingerprintedText(text: content.text[...])).inserted {
                jobs.append(.segment(content.text))
            }
        }
        // Their indices are sorted, not the jobs themselves, which a sort would move many times over.
        let lengths = jobs.map(\.length)
        let order = jobs.indices.sorted { lengths[$0] > lengths[$1] }
        let shapes = jobs.count { if case .shape = $0 { true } else { false } }
        cache.reserveCapacity(forMoreGroups: shapes, texts: jobs.count - shapes)
        for (index, result) in zip(order, TwoThreadMap.map(order) { [jobs] in jobs[$0].run() }) {
            switch (jobs[index], result) {
            case (.shape(let request), .shaped(let group)): cache.keep(group, for: request.key)
            case (.segment(let text), .segmented(let opportunities)): cache.keep(opportunities, asOpportunitiesOf: text)
            default: preconditionFailure("a job's result is of its own kind")
            }
        }
    }

    /// Shaping one run, or finding one text's break opportunities.
    private enum Job: Sendable {
        case shape(ShapingRequest)
        case segment([UInt16])

        enum Result: Sendable {
            case shaped((advances: PackedAdvances, fallbacks: [FallbackRun]))
            case segmented([LineBreakOpportunity])
        }

        /// How many code units the job goes through.
        var length: Int {
            switch self {
            case .shape(let request): request.range.count
            case .segment(let text): text.count
            }
        }

        func run() -> Result {
            switch self {
            case .shape(let request): .shaped(request.shape())
            case .segment(let text): .segmented(LineBreakOpportunities().compute(text))
            }
        }
    }

    /// Every inline formatting context of the tree with the style of the block that holds it (which
    /// decides its bidi direction): blocks', atomic inlines' and floats'. Formula tokens are left to
    /// layout: thousands of one-letter texts cost more to list than to shape.
    private static func forEachContent(of box: LayoutBox, _ body: (InlineContent, ElementStyle) -> Void) {
        if let content = box.inlineContent {
            body(content, box.style)
            for item in content.items { if let inner = item.box { forEachContent(of: inner, body) } }
        }
        for child in box.children { forEachContent(of: child, body) }
    }
}
