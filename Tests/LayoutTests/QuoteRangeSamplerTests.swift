import Foundation
@testable import Layout
import XCTest

/// Sampled quotes are whole words of the body text, found where they were taken, the same for a seed.
final class QuoteRangeSamplerTests: XCTestCase {
    private func chapter(_ markup: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sampler-\(UUID()).xhtml")
        try Data(markup.utf8).write(to: file)
        addTeardownBlock { try? FileManager.default.removeItem(at: file) }
        return file
    }

    func testQuotesAreWholeWordsOfTheBodyTextAndRepeatForASeed() throws {
        let file = try chapter("""
            <html xmlns="http://www.w3.org/1999/xhtml"><head><style>p { color: red }</style></head>
            <body><p>Call me <em>Ishmael</em>. Some\u{2003}years ago — never mind how long 🐳 precisely.</p>
            <script>var hidden = 1</script></body></html>
            """)
        let sampler = try QuoteRangeSampler(chapter: file)
        let ranges = sampler.sample(count: 25, seed: 3)
        XCTAssertEqual(ranges.count, 25)
        XCTAssertEqual(ranges.map(\.json), sampler.sample(count: 25, seed: 3).map(\.json))
        XCTAssertNotEqual(ranges.map(\.json), sampler.sample(count: 25, seed: 4).map(\.json))
        let search = TextQuoteSearch(bodyText: "Call me Ishmael. Some\u{2003}years ago — never mind how long 🐳 precisely.\n")
        for case .quote(_, let quote) in ranges {
            XCTAssertFalse(quote.highlight.first?.isWhitespace ?? true, quote.highlight)
            XCTAssertFalse(quote.highlight.last?.isWhitespace ?? true, quote.highlight)
            XCTAssertFalse(quote.highlight.contains("hidden"))
            XCTAssertEqual(search.match(quote)?.exact, true, quote.highlight)
        }
    }

    func testAChapterWithoutTextGivesNoRanges() throws {
        let file = try chapter(#"<html xmlns="http://www.w3.org/1999/xhtml"><body> </body></html>"#)
        XCTAssertEqual(try QuoteRangeSampler(chapter: file).sample(count: 5, seed: 1).count, 0)
    }
}
