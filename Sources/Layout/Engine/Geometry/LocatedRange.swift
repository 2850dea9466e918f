import DOM

/// A range spec found in the document's DOM, before any layout: the pieces of text nodes it covers and
/// its text. Finding it takes the body's whole text; measuring it in a layout takes only this. So a
/// document's ranges are found once for every viewport, and the body's text can be let go before layout,
/// which needs the memory.
struct LocatedRange {
    let id: String
    /// How a quote was matched, for the report.
    let match: QuoteMatch?
    let found: Found

    enum Found {
        /// The text nodes the range touches, in document order, with the piece of each it covers, and
        /// the range's text (`Range.toString()`).
        case text(pieces: [(node: Node, range: Range<Int>)], text: String)
        /// The spec designates no range of this document; the reason goes into the report.
        case failed(String)
    }

    init(id: String, resolved: ResolvedRangeSpec, body: DOMTextRange.BodyText, document: Document) {
        self.id = id
        match = resolved.match
        do {
            let (pieces, text) = try DOMTextRange(resolved, body: body, document: document).pieces(in: body)
            found = .text(pieces: pieces, text: text)
        } catch {
            found = .failed("\(error)")
        }
    }
}
