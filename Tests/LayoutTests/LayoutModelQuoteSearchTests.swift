import XCTest
@testable import Layout

/// Text quotes found the way client_rects.py finds them, in UTF-16 offsets.
final class LayoutModelQuoteSearchTests: XCTestCase {
    func testTheOccurrenceWithTheMostContextWinsAndTheFirstWinsTies() {
        let search = TextQuoteSearch(bodyText: "a cat, a cat sat, the cat sat.")
        XCTAssertEqual(search.match(RangeSpec.Quote(before: "the ", highlight: "cat", after: " sat")),
                       QuoteMatch(occurrences: 3, charStart: 22, charEnd: 25, exact: true))
        XCTAssertEqual(search.match(RangeSpec.Quote(before: "a ", highlight: "cat")),
                       QuoteMatch(occurrences: 3, charStart: 2, charEnd: 5, exact: true))
        XCTAssertEqual(search.match(RangeSpec.Quote(before: "xa ", highlight: "cat", after: " sat!")),
                       QuoteMatch(occurrences: 3, charStart: 9, charEnd: 12, exact: false))
    }

    func testOverlappingOccurrencesCountAndContextStopsAtTheTextsEnds() {
        let search = TextQuoteSearch(bodyText: "aaaa")
        XCTAssertEqual(search.match(RangeSpec.Quote(before: "zz", highlight: "aa", after: "aazz")),
                       QuoteMatch(occurrences: 3, charStart: 0, charEnd: 2, exact: false))
    }

    func testOffsetsCountUTF16Units() {
        let search = TextQuoteSearch(bodyText: "🐳 whale “Moby”")
        XCTAssertEqual(search.length, 15)
        XCTAssertEqual(search.match(RangeSpec.Quote(highlight: "Moby")), QuoteMatch(occurrences: 1, charStart: 10, charEnd: 14, exact: true))
    }

    func testAbsentOrTooLongHighlightsAreNotFound() {
        let search = TextQuoteSearch(bodyText: "short")
        XCTAssertNil(search.match(RangeSpec.Quote(highlight: "longer than the text")))
        XCTAssertNil(search.match(RangeSpec.Quote(highlight: "x")))
        XCTAssertNil(TextQuoteSearch(bodyText: "").match(RangeSpec.Quote(highlight: "x")))
    }

    /// The search looks only where the highlight's rarest character is (or scans, for the first quotes
    /// and for a highlight of white space only): overlapping occurrences and occurrences at either end
    /// must all be counted, as a plain scan counts them.
    func testSkippingSearchFindsWhatAPlainScanFinds() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = ["a", "Ł", " ", "\n"]
        for _ in 0..<300 {
            let text = String((0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement()! })
            let highlight = String((0..<Int.random(in: 1...4, using: &generator)).map { _ in alphabet.randomElement()! })
            let units = Array(text.utf16)
            let needle = Array(highlight.utf16)
            let expected = units.count < needle.count ? 0
                : (0...(units.count - needle.count)).filter { Array(units[$0..<($0 + needle.count)]) == needle }.count
            // The first searches scan the text, later ones use its index: both count the same. A search told
            // that many quotes come uses the index from the first.
            let search = TextQuoteSearch(bodyText: text)
            for _ in 0..<10 {
                let match = search.match(RangeSpec.Quote(highlight: highlight))
                XCTAssertEqual(match?.occurrences ?? 0, expected, "\(highlight) in \(text)")
            }
            let indexed = TextQuoteSearch(units: units, expectedSearches: 40)
            XCTAssertEqual(indexed.match(RangeSpec.Quote(highlight: highlight))?.occurrences ?? 0, expected,
                           "\(highlight) in \(text), indexed at once")
        }
    }
}
