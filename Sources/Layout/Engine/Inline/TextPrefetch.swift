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

    /// The longest run of a prepared paragraph whose advances the measurement cache keeps packed, in UTF-16
    /// units: shorter ones (headings, names, list labels, table cells) come again in a chapter, or are
    /// measured again by the intrinsic widths of floats and table cells.
    static let longestPackedRun = 256

    /// Builds a tree with `build`, whose builder tells of each paragraph as soon as its content is complete:
    /// another thread starts on the paragraphs then, while the rest of the tree is built, and this thread
    /// joins it on what is left, longest first, so that neither is left with a long paragraph once the
    /// other is done.
    func prefetch(preparingParagraphs: Bool,
                  whileBuilding build: (_ paragraphFound: @escaping (LayoutBox) -> Void) -> LayoutBox) -> LayoutBox {
        let job = ParagraphJob(fonts: fonts, cache: cache, preparing: preparingParagraphs)
        let queue = TwoThreadQueue(worker: job.worker, job.run)
        let root = build { queue.add(Paragraph(box: $0)) }
        for worker in queue.finish(largestFirst: \.length) {
            cache.absorb(worker.cache)
            for (box, paragraph) in worker.prepared { box.preparedParagraph = paragraph }
        }
        return root
    }

    /// A box with complete inline content, handed to the other thread: it only reads the box, which
    /// nothing changes until the threads are joined.
    private struct Paragraph: @unchecked Sendable {
        let box: LayoutBox
        let length: Int

        init(box: LayoutBox) {
            self.box = box
            length = box.inlineContent?.text.count ?? 0
        }
    }

    /// One thread's share of the work: a fork of the fonts and a layer over the run's cache of its own,
    /// which keeps what the thread shapes and segments (a run met again on the same thread is shaped
    /// once), and the paragraphs it prepared. Used by its thread, then by the caller once joined.
    private final class Worker: @unchecked Sendable {
        let fonts: DocumentFonts
        let cache: TextMeasurementCache
        var prepared: [(box: LayoutBox, paragraph: PreparedParagraph)] = []

        init(fonts: DocumentFonts, cache: TextMeasurementCache) {
            self.fonts = fonts
            self.cache = cache
        }
    }

    /// A paragraph's text shaped and segmented, and prepared, as a job for two threads: the run's fonts and
    /// its cache are only read until the threads are joined.
    private struct ParagraphJob: @unchecked Sendable {
        let fonts: DocumentFonts
        let cache: TextMeasurementCache
        let preparing: Bool

        func worker() -> Worker {
            Worker(fonts: fonts.forked(), cache: TextMeasurementCache(over: cache))
        }

        func run(_ worker: Worker, _ paragraph: Paragraph) {
            let box = paragraph.box
            guard let content = box.inlineContent else { return }
            let direction = box.style.computed.direction
            let levels = InlineLayout.bidiLevels(content.text, direction: direction)
            let requests = ParagraphShaper(fonts: worker.fonts, cache: worker.cache)
                .requests(for: content, levels: levels?.levels)
            let prepares = preparing && PreparedParagraph.holdsAtEveryWidth(content)
            let runs = requests.map { request in
                // Layout starts from the preparation: a long run of it is seldom asked for again, and packing
                // its advances to keep them small would cost more than it saves. It is kept as it is, for the
                // chapters that do repeat a paragraph.
                let packing = !prepares || request.range.count <= TextPrefetch.longestPackedRun
                return (range: request.range,
                        group: worker.cache.shapedGroup(for: request.key, packing: packing) { request.shape() })
            }
            guard prepares else {
                _ = worker.cache.opportunities(of: content.text) { LineBreakOpportunities().compute(content.text) }
                return
            }
            // The preparation finds the opportunities through the worker's cache, which keeps them.
            let shaped = ParagraphShaper.assemble(content, runs: runs, atomicWidths: [:])
            worker.prepared.append((box, PreparedParagraph(content, direction: direction, levels: levels,
                                                             shaped: shaped, cache: worker.cache)))
        }
    }
}
