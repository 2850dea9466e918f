/// The paragraphs block layout has placed, in the order it placed them. With a retention, only the
/// paragraphs a range reaches are kept whole; every other one only adds its text rects, in viewport
/// coordinates, to the bounds the document's facts are made from. A long chapter's lines are most of
/// what its layout holds, and a range reaches few of them.
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
        fileprivate let outlinedBounds: ContentBounds
    }

    private let retention: Retention?
    /// The paragraphs kept whole: every one without a retention.
    private(set) var whole: [PlacedParagraph] = []
    /// The bounds of the text rects of the paragraphs not kept whole, in viewport coordinates.
    private(set) var outlinedBounds = ContentBounds()

    init(retention: Retention? = nil) {
        self.retention = retention
    }

    var mark: Mark { Mark(whole: whole.count, outlinedBounds: outlinedBounds) }

    mutating func append(_ paragraph: PlacedParagraph) {
        guard let retention, !retention.reached.reaches(paragraph, in: retention.body) else {
            whole.append(paragraph.packed())
            return
        }
        paragraph.forEachTextRect { outlinedBounds.add(retention.mapping.map($0)) }
    }

    /// Forgets what was recorded after `mark`.
    mutating func rewind(to mark: Mark) {
        whole.removeLast(whole.count - mark.whole)
        outlinedBounds = mark.outlinedBounds
    }
}
