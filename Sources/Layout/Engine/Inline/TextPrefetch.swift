import WorkSharing

/// Shapes a newly built box tree's text and finds its line break opportunities before it is laid out,
/// on two threads, and, when asked, prepares each paragraph's width-independent layout from them
/// (`PreparedParagraph`) for every viewport's layout to start from. The first layout of a document
/// spends most of its time there, and none of it depends on widths: only on the text, its styles and
/// the fonts. The requests are the ones layout makes (the same `ParagraphShaper` requests, the same
/// UAX #14 pass) and their results go into the measurement cache under the same keys, so layout finds
/// them there and its results do not change.
struct TextPrefetch {
    let fonts: DocumentFonts
    let cache: TextMeasurementCache

    func prefetch(_ root: LayoutBox, preparingParagraphs: Bool) {
        var paragraphs: [LayoutBox] = []
        Self.forEachParagraph(of: root) { paragraphs.append($0) }
        // Their indices are sorted, longest first, so that neither thread is left with a long paragraph
        // once the other is done.
        let lengths = paragraphs.map { $0.inlineContent?.text.count ?? 0 }
        let order = paragraphs.indices.sorted { lengths[$0] > lengths[$1] }
        let job = ParagraphJob(fonts: fonts, cache: cache, paragraphs: paragraphs, preparing: preparingParagraphs)
        for worker in TwoThreadMap.forEach(order, worker: job.worker, job.run) {
            cache.absorb(worker.cache)
            for (index, paragraph) in worker.prepared { paragraphs[index].preparedParagraph = paragraph }
        }
    }

    /// One thread's share of the work: a fork of the fonts and a layer over the run's cache of its own,
    /// which keeps what the thread shapes and segments (a run met again on the same thread is shaped
    /// once), and the paragraphs it prepared. Used by its thread, then by the caller once joined.
    private final class Worker: @unchecked Sendable {
        let fonts: DocumentFonts
        let cache: TextMeasurementCache
        var prepared: [(index: Int, paragraph: PreparedParagraph)] = []

        init(fonts: DocumentFonts, cache: TextMeasurementCache) {
            self.fonts = fonts
            self.cache = cache
        }
    }

    /// A paragraph's text shaped and segmented, and prepared, as a job for two threads: the run's fonts,
    /// its cache and the boxes are only read until the threads are joined.
    private struct ParagraphJob: @unchecked Sendable {
        let fonts: DocumentFonts
        let cache: TextMeasurementCache
        let paragraphs: [LayoutBox]
        let preparing: Bool

        var worker: @Sendable () -> Worker {
            { [self] in Worker(fonts: fonts.forked(), cache: TextMeasurementCache(over: cache)) }
        }

        func run(_ worker: Worker, _ index: Int) {
            let box = paragraphs[index]
            guard let content = box.inlineContent else { return }
            let direction = box.style.computed.direction
            let levels = InlineLayout.bidiLevels(content.text, direction: direction)
            let requests = ParagraphShaper(fonts: worker.fonts, cache: worker.cache)
                .requests(for: content, levels: levels?.levels)
            let runs = requests.map { request in
                (range: request.range, group: worker.cache.shapedGroup(for: request.key) { request.shape() })
            }
            _ = worker.cache.opportunities(of: content.text) { LineBreakOpportunities().compute(content.text) }
            guard preparing, PreparedParagraph.holdsAtEveryWidth(content) else { return }
            let shaped = ParagraphShaper.assemble(content, runs: runs, atomicWidths: [:])
            worker.prepared.append((index, PreparedParagraph(content, direction: direction, levels: levels,
                                                             shaped: shaped, cache: worker.cache)))
        }
    }

    /// Every block that holds an inline formatting context: blocks, atomic inlines and floats. Formula
    /// tokens are left to layout: thousands of one-letter texts cost more to list than to shape.
    private static func forEachParagraph(of box: LayoutBox, _ body: (LayoutBox) -> Void) {
        if let content = box.inlineContent {
            body(box)
            for item in content.items { if let inner = item.box { forEachParagraph(of: inner, body) } }
        }
        for child in box.children { forEachParagraph(of: child, body) }
    }
}
