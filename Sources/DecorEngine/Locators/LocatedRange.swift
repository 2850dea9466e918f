import DOM

/// Which evidence produced a range.
public enum LocatingStrategy: String, Sendable, Codable {
    /// `locations.domRange`, checked against `text.highlight`.
    case domRange
    /// `text.highlight` with `before`/`after` (or a W3C TextQuoteSelector).
    case textQuote
    /// `locations.partialCfi`.
    case partialCfi
    /// The element named by `locations.cssSelector` (or a W3C CssSelector).
    case cssSelector
    /// The element whose id is the first existing `locations.fragments` entry (or a W3C FragmentSelector id).
    case fragment
    /// `locations.progression`: a collapsed range at that fraction of the text.
    case progression
    /// An EPUB CFI given directly (or a W3C FragmentSelector conforming to EPUB CFI).
    case cfi
    /// A W3C TextPositionSelector.
    case textPosition
    /// A W3C RangeSelector.
    case range
}

/// A DOM range found for a locator or selector, with how it was found and how sure decor is of it.
///
/// Scores: 1 for a domRange that matches its highlight, a CFI that resolved without correction, or a
/// text position; 0.8 for a domRange with no highlight to check; 0.9 for a CFI that an id or text
/// assertion had to correct; the match score (0.5…1, see `QuoteMatcher`) for quotes; 0.5 for an
/// element from a CSS selector, 0.4 for a fragment id, 0.2 for a bare progression.
public struct LocatedRange: Sendable {
    public let range: DOMRange
    public let strategy: LocatingStrategy
    public let score: Double

    public init(range: DOMRange, strategy: LocatingStrategy, score: Double) {
        self.range = range
        self.strategy = strategy
        self.score = score
    }
}
