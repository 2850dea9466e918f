import DOM

/// A resolved range's place in its document, for sorting decorations in document order: by start, then
/// by end (DOM boundary-point order, so ranges between elements and inside text compare alike).
struct DocumentOrder: Comparable {
    let range: DOMRange

    static func < (lhs: DocumentOrder, rhs: DocumentOrder) -> Bool {
        let start = lhs.range.start.compare(to: rhs.range.start)
        return start != 0 ? start < 0 : lhs.range.end.compare(to: rhs.range.end) < 0
    }

    static func == (lhs: DocumentOrder, rhs: DocumentOrder) -> Bool {
        lhs.range.start == rhs.range.start && lhs.range.end == rhs.range.end
    }
}
