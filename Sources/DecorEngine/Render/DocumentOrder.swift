import DOM

/// A resolved range's place in its document, for sorting decorations in document order: by start, then
/// by end. The text offsets of the boundaries, taken once, decide most comparisons; boundaries at the
/// same text offset (between elements, around empty ones) fall back to the DOM's boundary-point order.
struct DocumentOrder: Comparable {
    let range: DOMRange
    private let startOffset: Int
    private let endOffset: Int

    init(range: DOMRange) {
        self.range = range
        let text = range.document.text
        startOffset = text.offset(of: range.start)
        endOffset = text.offset(of: range.end)
    }

    static func < (lhs: DocumentOrder, rhs: DocumentOrder) -> Bool {
        if lhs.startOffset != rhs.startOffset { return lhs.startOffset < rhs.startOffset }
        let start = lhs.range.start.compare(to: rhs.range.start)
        if start != 0 { return start < 0 }
        if lhs.endOffset != rhs.endOffset { return lhs.endOffset < rhs.endOffset }
        return lhs.range.end.compare(to: rhs.range.end) < 0
    }

    static func == (lhs: DocumentOrder, rhs: DocumentOrder) -> Bool {
        lhs.range.start == rhs.range.start && lhs.range.end == rhs.range.end
    }
}
