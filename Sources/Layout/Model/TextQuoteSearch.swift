/// Finds a text quote in a document's body text the way client_rects.py does: every occurrence of the
/// highlight (overlapping ones included) is scored by how many UTF-16 units of `before` match just
/// before it plus how many of `after` match just after it; the first best-scoring occurrence wins.
public struct TextQuoteSearch: Sendable {
    private let text: [UInt16]

    public init(bodyText: String) {
        text = Array(bodyText.utf16)
    }

    /// The body text's length in UTF-16 units.
    public var length: Int { text.count }

    /// The best occurrence of the quote, nil when the highlight does not occur.
    public func match(_ quote: TextQuote) -> QuoteMatch? {
        let highlight = Array(quote.highlight.utf16)
        let before = Array(quote.before.utf16)
        let after = Array(quote.after.utf16)
        guard !highlight.isEmpty, highlight.count <= text.count else { return nil }
        var best: (start: Int, score: Int)?
        var occurrences = 0
        for start in 0...(text.count - highlight.count) where matches(highlight, at: start) {
            occurrences += 1
            let score = matchingSuffix(of: before, endingAt: start)
                + matchingPrefix(of: after, startingAt: start + highlight.count)
            if score > best?.score ?? -1 { best = (start, score) }
        }
        guard let best else { return nil }
        return QuoteMatch(
            occurrences: occurrences, charStart: best.start, charEnd: best.start + highlight.count,
            exact: best.score == before.count + after.count)
    }

    private func matches(_ needle: [UInt16], at start: Int) -> Bool {
        guard text[start] == needle[0] else { return false }
        for offset in 1..<needle.count where text[start + offset] != needle[offset] { return false }
        return true
    }

    /// How many units at the end of `before` equal the units just before `end`.
    private func matchingSuffix(of before: [UInt16], endingAt end: Int) -> Int {
        var count = 0
        while count < before.count, end - 1 - count >= 0, text[end - 1 - count] == before[before.count - 1 - count] {
            count += 1
        }
        return count
    }

    /// How many units at the start of `after` equal the units from `start` on.
    private func matchingPrefix(of after: [UInt16], startingAt start: Int) -> Int {
        var count = 0
        while count < after.count, start + count < text.count, text[start + count] == after[count] {
            count += 1
        }
        return count
    }
}
