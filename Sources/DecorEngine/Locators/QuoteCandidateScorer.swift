/// Scores the places a quote was found at (weights in `QuoteMatcher`) and picks the best one: the
/// highest score, the earliest candidate among equals.
///
/// A short quote has up to 1,000 candidates, and the edit distance of both contexts at each of them was
/// most of the cost of placing 100,000 decorations. Most candidates lose on their context, and an equality
/// test of the text around a candidate settles a lot: an equal context scores 1, a different one at most
/// 1 − 1/length (it is at least one edit away). So every candidate is first scored or bounded that way,
/// and the edit distances are computed only where the bound could still beat the best score found; the
/// candidate chosen and its score are exactly those of scoring every candidate in full.
struct QuoteCandidateScorer {
    let text: [UInt16]
    let quoteLength: Int
    let prefix: [UInt16]
    let suffix: [UInt16]
    /// The normalized offset where the quote is expected.
    let hint: Int?
    private let prefixSearch: MyersSearch?
    private let suffixSearch: MyersSearch?

    init(text: [UInt16], quoteLength: Int, prefix: [UInt16], suffix: [UInt16], hint: Int?) {
        self.text = text
        self.quoteLength = quoteLength
        self.prefix = prefix
        self.suffix = suffix
        self.hint = hint
        prefixSearch = prefix.isEmpty ? nil : MyersSearch(prefix)
        suffixSearch = suffix.isEmpty ? nil : MyersSearch(suffix)
    }

    /// The candidate with the highest score (the first of equals) and its score; nil without candidates.
    func best(of candidates: [MyersSearch.Match]) -> (candidate: MyersSearch.Match, score: Double)? {
        let estimates = candidates.map(estimate)
        var best: (index: Int, score: Double)?
        func beats(_ score: Double, _ index: Int) -> Bool {
            guard let best else { return true }
            return score > best.score || (score == best.score && index < best.index)
        }
        for (index, estimate) in estimates.enumerated() where estimate.isExact && beats(estimate.score, index) {
            best = (index, estimate.score)
        }
        for (index, estimate) in estimates.enumerated() where !estimate.isExact && beats(estimate.score, index) {
            let score = score(candidates[index])
            if beats(score, index) { best = (index, score) }
        }
        return best.map { (candidates[$0.index], $0.score) }
    }

    /// The candidate's score in full.
    func score(_ candidate: MyersSearch.Match) -> Double {
        combined(candidate, prefix: exactScore(of: prefixBounds(candidate), prefix, prefixSearch),
                 suffix: exactScore(of: suffixBounds(candidate), suffix, suffixSearch))
    }

    /// A score, or a bound on it, with whether it is the score itself.
    private struct Estimate {
        let score: Double
        let isExact: Bool
    }

    /// The candidate's score when both contexts are settled by an equality test, otherwise a bound on it.
    private func estimate(_ candidate: MyersSearch.Match) -> Estimate {
        let prefixScore = contextEstimate(prefix, within: prefixBounds(candidate))
        let suffixScore = contextEstimate(suffix, within: suffixBounds(candidate))
        return Estimate(score: combined(candidate, prefix: prefixScore.score, suffix: suffixScore.score),
                        isExact: prefixScore.isExact && suffixScore.isExact)
    }

    private func combined(_ candidate: MyersSearch.Match, prefix prefixScore: Double, suffix suffixScore: Double) -> Double {
        let quoteScore = 1 - Double(candidate.errors) / Double(quoteLength)
        let positionScore = hint.map { 1 - Double(abs(candidate.start - $0)) / Double(max(1, text.count)) } ?? 1
        return (50 * quoteScore + 20 * prefixScore + 20 * suffixScore + 2 * positionScore) / 92
    }

    private func prefixBounds(_ candidate: MyersSearch.Match) -> Range<Int> {
        max(0, candidate.start - prefix.count)..<candidate.start
    }

    private func suffixBounds(_ candidate: MyersSearch.Match) -> Range<Int> {
        candidate.end..<min(text.count, candidate.end + suffix.count)
    }

    /// A context's similarity when an equality test settles it (no context: 1; no text there: 0; the same
    /// text: 1); otherwise the most it can be, one edit away.
    private func contextEstimate(_ context: [UInt16], within bounds: Range<Int>) -> Estimate {
        if context.isEmpty { return Estimate(score: 1, isExact: true) }
        if bounds.isEmpty { return Estimate(score: 0, isExact: true) }
        if isText(at: bounds, equalTo: context) { return Estimate(score: 1, isExact: true) }
        return Estimate(score: 1 - 1 / Double(context.count), isExact: false)
    }

    /// 1 minus the fewest edits of `context` against the text in `bounds`, over its length.
    private func exactScore(of bounds: Range<Int>, _ context: [UInt16], _ search: MyersSearch?) -> Double {
        let estimate = contextEstimate(context, within: bounds)
        guard !estimate.isExact, let search else { return estimate.score }
        return 1 - Double(search.minimumErrors(in: text, within: bounds)) / Double(context.count)
    }

    private func isText(at bounds: Range<Int>, equalTo context: [UInt16]) -> Bool {
        bounds.count == context.count && text[bounds].elementsEqual(context)
    }
}
