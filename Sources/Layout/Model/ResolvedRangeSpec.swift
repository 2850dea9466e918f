/// A range spec brought down to what an engine's DOM step needs: quotes found in the body's text and
/// turned into character offsets, character offsets checked against the text's length. Every engine
/// resolves quotes this one way, so that they measure the same occurrence.
public enum ResolvedRangeSpec: Sendable, Equatable {
    /// UTF-16 offsets into the body's text; `match` says how a quote was found, nil for a chars spec.
    case characters(start: Int, end: Int, match: QuoteMatch?)
    case boundaries(start: RangeBoundary, end: RangeBoundary)
    /// The spec cannot designate a range of this document; the reason goes into the report.
    case unresolvable(reason: String)

    /// Resolves `spec` in the body text `search` searches.
    public init(_ spec: RangeSpec, in search: TextQuoteSearch) {
        self.init(spec, textLength: search.length) { search }
    }

    /// Resolves `spec` in a body text `textLength` units long, asking for `quoteSearch` only for a quote:
    /// its index holds the whole text, which a chars spec does not need.
    init(_ spec: RangeSpec, textLength: Int, quoteSearch: () -> TextQuoteSearch) {
        switch spec {
        case let .quote(_, quote):
            guard let match = quoteSearch().match(quote) else {
                self = .unresolvable(reason: "quote not found")
                return
            }
            self = .characters(start: match.charStart, end: match.charEnd, match: match)
        case let .characters(_, start, end):
            guard end <= textLength else {
                self = .unresolvable(
                    reason: "chars [\(start), \(end)] run past the end of the body's text (\(textLength) UTF-16 units)")
                return
            }
            self = .characters(start: start, end: end, match: nil)
        case let .boundaries(_, start, end):
            self = .boundaries(start: start, end: end)
        }
    }

    /// How the quote was matched, for the report.
    public var match: QuoteMatch? {
        if case let .characters(_, _, match) = self { match } else { nil }
    }
}
