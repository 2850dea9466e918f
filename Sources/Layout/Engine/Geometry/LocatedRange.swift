import DOM

/// A range spec resolved and found in the document's text nodes: the pieces of text nodes it covers and
/// its text, or why it could not be found. Neither depends on the layout, so a document's ranges are
/// located once and measured in every viewport; two viewports measure them at once, each in its own
/// layout, reading only this.
struct LocatedRange: Sendable {
    let id: String
    let match: QuoteMatch?
    let place: Place

    enum Place: Sendable {
        case found(pieces: [(node: Node, range: Range<Int>)], text: String)
        case failed(String)
    }

    /// `resolution` of `spec` located in `body`'s text nodes (a boundary's selector queried in `document`).
    init(_ spec: RangeSpec, _ resolution: ResolvedRangeSpec, body: DOMTextRange.BodyText, document: Document) {
        id = spec.id
        match = resolution.match
        do {
            let (pieces, text) = try DOMTextRange(resolution, body: body, document: document).pieces(in: body)
            place = .found(pieces: pieces, text: text)
        } catch {
            place = .failed(error.description)
        }
    }
}
