import Foundation

/// Finds a text quote in a document's body text the way client_rects.py does: every occurrence of the
/// highlight (overlapping ones included) is scored by how many UTF-16 units of `before` match just
/// before it plus how many of `after` match just after it; the first best-scoring occurrence wins.
public struct TextQuoteSearch: Sendable {
    private let text: [UInt16]
    private let places: PlacesAfterFirstQuotes

    public init(bodyText: String) {
        self.init(units: Array(bodyText.utf16))
    }

    /// The body text as UTF-16 units, as an engine that indexed the text nodes already holds it.
    /// `expectedSearches` is how many quotes will be searched for, when known: with more than the few a
    /// scan serves, the index is made at the first one instead of after those scans.
    public init(units: [UInt16], expectedSearches: Int = 0) {
        text = units
        places = PlacesAfterFirstQuotes(indexingAtOnce: expectedSearches > PlacesAfterFirstQuotes.scannedSearches)
    }

    /// The body text's length in UTF-16 units.
    public var length: Int { text.count }

    /// The best occurrence of the quote, nil when the highlight does not occur.
    public func match(_ quote: RangeSpec.Quote) -> QuoteMatch? {
        let highlight = Array(quote.highlight.utf16)
        let before = Array(quote.before.utf16)
        let after = Array(quote.after.utf16)
        guard !highlight.isEmpty, highlight.count <= text.count else { return nil }
        var best: (start: Int, score: Int)?
        var occurrences = 0
        for start in occurrenceStarts(of: highlight) {
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

    /// Where `needle` starts in the text, overlapping occurrences included: the places of the needle's
    /// rarest unit that the whole needle matches around, or, before the index is made and for a needle
    /// of white space only, a scan for its first unit.
    private func occurrenceStarts(of needle: [UInt16]) -> [Int] {
        guard !needle.isEmpty, needle.count <= text.count else { return [] }
        let anchors = needle.enumerated().filter { !UnitPlaces.isWhiteSpace($0.element) }
        let index = places.index(of: text)
        return text.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { needle in
                let matches = { (start: Int) in
                    start >= 0 && start + needle.count <= text.count
                        && memcmp(text.baseAddress! + start, needle.baseAddress!, needle.count * 2) == 0
                }
                if let index, let rarest = anchors.min(by: { index.count(of: $0.element) < index.count(of: $1.element) }) {
                    return index.places(of: rarest.element).map { Int($0) - rarest.offset }.filter(matches)
                }
                let first = needle[0]
                return (0...(text.count - needle.count)).filter { text[$0] == first && matches($0) }
            }
        }
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

/// The text's `UnitPlaces`, made when more than `scannedSearches` quotes have been searched for (or at the
/// first, when that many are known to come): the largest thing a search holds (four bytes a character),
/// which a document measured only by offsets, boundaries or a few quotes never needs; those few are found
/// by scanning the text. A text too long for the index (over `UnitPlaces.maximumLength` units) is always
/// scanned.
private final class PlacesAfterFirstQuotes: @unchecked Sendable {
    /// A scan of a long chapter's text takes a few milliseconds; the index pays for itself over many.
    static let scannedSearches = 8
    private let lock = NSLock()
    private var searches: Int
    private var built: UnitPlaces?

    init(indexingAtOnce: Bool) {
        searches = indexingAtOnce ? Self.scannedSearches : 0
    }

    /// The index, when this search has earned it; nil while the text is to be scanned.
    func index(of text: [UInt16]) -> UnitPlaces? {
        guard text.count <= UnitPlaces.maximumLength else { return nil }
        return lock.withLock {
            if let built { return built }
            searches += 1
            guard searches > Self.scannedSearches else { return nil }
            let made = UnitPlaces(text)
            built = made
            return made
        }
    }
}
