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
        case text(pieces: TextNodePieces, text: String)
        /// The spec designates no range of this document; the reason goes into the report.
        case failed(String)
    }

    init(id: String, resolved: ResolvedRangeSpec, body: DOMTextRange.BodyText, document: Document) {
        self.id = id
        match = resolved.match
        do {
            let (pieces, text) = try DOMTextRange(resolved, body: body, document: document).pieces(in: body)
            found = .text(pieces: TextNodePieces(pieces), text: text)
        } catch {
            found = .failed("\(error)")
        }
    }
}

/// The pieces of text nodes a located range covers, the first held inline. Most ranges lie in one node,
/// and every range of a document is held through its layout: an array each would leave as many small
/// blocks in the allocator as there are ranges (100,000 for a large group of decorations).
struct TextNodePieces {
    typealias Piece = (node: Node, range: Range<Int>)

    private let first: Piece?
    private let rest: [Piece]

    init(_ pieces: [Piece]) {
        first = pieces.first
        rest = Array(pieces.dropFirst())
    }

    func forEach(_ visit: (Piece) -> Void) {
        if let first { visit(first) }
        rest.forEach(visit)
    }
}
