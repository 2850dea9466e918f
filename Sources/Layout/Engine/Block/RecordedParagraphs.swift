/// The paragraphs block layout has placed, in the order it placed them. With a `ParagraphRetention`, only
/// the paragraphs a range reaches are kept whole; every other one is kept as the bounds of its text rects
/// in viewport coordinates, all the document's facts need of it. A long chapter's lines are most of what
/// its layout holds, and a range reaches few of them.
struct RecordedParagraphs {
    /// What to keep of the paragraphs no range reaches, and how to map their rects.
    struct Retention {
        let reached: ReachedTextNodes
        let body: DOMTextRange.BodyText
        let mapping: FlowToViewport
    }

    /// Where the record stood: what layout rewinds to when it lays a stretch of the flow out again.
    struct Mark {
        fileprivate let whole: Int
        fileprivate let outlines: Int
    }

    private let retention: Retention?
    /// The paragraphs kept whole: every one without a retention.
    private(set) var whole: [PlacedParagraph] = []
    /// The bounds of each paragraph kept only as bounds.
    private var outlines: [ContentBounds] = []

    init(retention: Retention? = nil) {
        self.retention = retention
    }

    var mark: Mark { Mark(whole: whole.count, outlines: outlines.count) }

    mutating func append(_ paragraph: PlacedParagraph) {
        guard let retention, !retention.reached.reaches(paragraph, in: retention.body) else {
            whole.append(paragraph)
            return
        }
        var bounds = ContentBounds()
        paragraph.forEachTextRect { bounds.add(retention.mapping.map($0)) }
        outlines.append(bounds)
    }

    /// Forgets what was recorded after `mark`.
    mutating func rewind(to mark: Mark) {
        whole.removeLast(whole.count - mark.whole)
        outlines.removeLast(outlines.count - mark.outlines)
    }

    /// The bounds of every paragraph not kept whole, in viewport coordinates.
    var outlinedBounds: ContentBounds {
        outlines.reduce(into: ContentBounds()) { $0.add($1) }
    }
}
