/// Finds a quote in a document's text the way Hypothesis anchors annotations, with the position hint
/// actually supplied: exact occurrences first (O(n)), otherwise approximate ones (Myers, at most
/// min(256, length/2) errors); each candidate is scored from the similarity of the quote (weight 50),
/// of the text before it to the prefix (20), of the text after it to the suffix (20), and from its
/// closeness to the hint (2), normalised to 0…1. The best candidate wins unless it scores below
/// `minimumScore`, in which case nothing is drawn rather than the wrong text.
struct QuoteMatcher {
    /// Below this, a match is rejected. An exact quote always passes (50/92 ≈ 0.54 even with wrong
    /// context); a quote with half its characters wrong passes only with matching context.
    static let minimumScore = 0.5
    static let maximumCandidates = 1000
    /// Longer quotes are only searched exactly: approximate search costs O(n · m/64), and quotes come
    /// from untrusted locators.
    static let maximumApproximateLength = 4096

    let text: NormalizedText
    /// The index of `text.units`, for exact occurrences without a scan.
    let index: QGramIndex

    struct Match: Equatable {
        /// Offsets in the original (not normalized) text.
        let range: Range<Int>
        let score: Double
        let errors: Int
    }

    enum Outcome: Equatable {
        case found(Match)
        case notFound
        case belowMinimum(Match)
    }

    /// Searches `bounds` (original offsets); `hint` is an original offset where the quote is expected.
    func find(_ quote: TextQuoteSelector, within bounds: Range<Int>, hint: Int?) -> Outcome {
        let exact = NormalizedText.normalize(quote.exact)
        guard !exact.isEmpty else { return .notFound }
        let searched = text.normalizedRange(bounds)
        let exactStarts = index.occurrences(of: exact, within: searched, limit: Self.maximumCandidates)
            ?? ExactTextSearch(exact).occurrences(in: text.units, within: searched, limit: Self.maximumCandidates)
        var candidates = exactStarts.map { MyersSearch.Match(start: $0, end: $0 + exact.count, errors: 0) }
        if candidates.isEmpty, exact.count <= Self.maximumApproximateLength {
            let maxErrors = min(256, exact.count / 2)
            candidates = FilteredApproximateSearch(index: index).bestMatches(exact, in: text.units, within: searched,
                                                                             maxErrors: maxErrors, limit: Self.maximumCandidates)
        }
        let scorer = QuoteCandidateScorer(text: text.units, quoteLength: exact.count, prefix: NormalizedText.normalize(quote.prefix),
                                          suffix: NormalizedText.normalize(quote.suffix), hint: hint.map(text.normalizedOffset))
        guard let best = scorer.best(of: candidates) else { return .notFound }
        let match = Match(range: text.sourceStart(best.candidate.start)..<text.sourceEnd(best.candidate.end), score: best.score,
                          errors: best.candidate.errors)
        return best.score >= Self.minimumScore ? .found(match) : .belowMinimum(match)
    }
}
