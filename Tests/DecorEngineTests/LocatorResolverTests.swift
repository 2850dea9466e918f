import DecorEngine
import TestFixtures
import XCTest

final class LocatorResolverTests: XCTestCase {
    private static let chapter = try! Fixtures.document("OPS/chapter_001.xhtml", in: "moby-dick.epub")
    private let resolver = LocatorResolver(document: LocatorResolverTests.chapter)

    private func locator(_ locations: Locator.Locations = .init(), highlight: String? = nil, before: String? = nil,
                         after: String? = nil) -> Locator {
        Locator(href: "OPS/chapter_001.xhtml", locations: locations, text: .init(after: after, before: before, highlight: highlight))
    }

    private let sentence2 = "Some years ago—never mind how long precisely—having little or no money in my purse"

    func testDomRangeCheckedAgainstTheHighlight() throws {
        let domRange = Locator.DomRange(start: .init(cssSelector: "#c001s0001", textNodeIndex: 0, charOffset: 8),
                                        end: .init(cssSelector: "#c001s0001", textNodeIndex: 0, charOffset: 16))
        let located = try resolver.resolve(locator(.init(domRange: domRange), highlight: " Ishmael. \n"))
        XCTAssertEqual(located.strategy, .domRange)
        XCTAssertEqual(located.score, 1)
        XCTAssertEqual(located.range.text, "Ishmael.")
        let unchecked = try resolver.resolve(locator(.init(domRange: domRange)))
        XCTAssertEqual(unchecked.score, 0.8)
    }

    func testAStaleDomRangeFallsBackToTheQuote() throws {
        let stale = Locator.DomRange(start: .init(cssSelector: "#c001s0001", textNodeIndex: 0, charOffset: 0),
                                     end: .init(cssSelector: "#c001s0001", textNodeIndex: 0, charOffset: 4))
        let located = try resolver.resolve(locator(.init(domRange: stale), highlight: "Ishmael"))
        XCTAssertEqual(located.strategy, .textQuote)
        XCTAssertEqual(located.range.text, "Ishmael")
    }

    func testExactQuoteWithContext() throws {
        let located = try resolver.resolve(locator(highlight: "little or no money", before: "having ", after: " in my purse"))
        XCTAssertEqual(located.strategy, .textQuote)
        XCTAssertEqual(located.range.text, "little or no money")
        XCTAssertEqual(located.score, 1, accuracy: 0.001)
        XCTAssertEqual(located.range.start.container.parent?.id, "c001s0002")
    }

    func testQuoteWithTyposIsFoundApproximately() throws {
        let typoed = "Some yeers ago—nevr mind how long precisly—having little or no mony in my purse"
        let located = try resolver.resolve(locator(highlight: typoed, before: "Call me Ishmael. ", after: ", and nothing"))
        XCTAssertEqual(located.strategy, .textQuote)
        XCTAssertEqual(located.range.text, sentence2)
        XCTAssertLessThan(located.score, 1)
        XCTAssertGreaterThan(located.score, 0.9)
    }

    func testSelectionWhiteSpaceDiffersFromTheSource() throws {
        let located = try resolver.resolve(locator(highlight: "Chapter 1. Loomings.\n\n\n\nCall me Ishmael."))
        XCTAssertEqual(located.strategy, .textQuote)
        XCTAssertTrue(located.range.text.hasPrefix("Chapter 1. Loomings."))
        XCTAssertTrue(located.range.text.hasSuffix("Call me Ishmael."))
    }

    func testContextAndHintChooseBetweenRepeatedQuotes() throws {
        let text = Self.chapter.text.string
        let occurrences = text.ranges(of: "the sea").map { $0.lowerBound.utf16Offset(in: text) }
        XCTAssertEqual(occurrences.count, 2)
        let last = try XCTUnwrap(occurrences.last)
        let byHint = try resolver.resolve(locator(.init(progression: Double(last) / Double(text.utf16.count)), highlight: "the sea"))
        XCTAssertEqual(Self.chapter.text.offset(of: byHint.range.start), last)
        let suffix = String(text.utf16.dropFirst(last + 7).prefix(30))!
        let byContext = try resolver.resolve(locator(highlight: "the sea", after: suffix))
        XCTAssertEqual(Self.chapter.text.offset(of: byContext.range.start), last)
    }

    func testQuoteSearchedInTheCSSSelectorElementFirst() throws {
        let located = try resolver.resolve(locator(.init(cssSelector: "#c001s0008"), highlight: "the"))
        XCTAssertEqual(located.range.start.container.parent?.id, "c001s0008")
    }

    func testPartialCFI() throws {
        let located = try resolver.resolve(locator(.init(partialCfi: "/4/2/4/2[c001s0001]/1:5")))
        XCTAssertEqual(located.strategy, .partialCfi)
        XCTAssertTrue(located.range.isCollapsed)
        XCTAssertEqual(located.range.start.offset, 5)
    }

    func testElementFallbacks() throws {
        let css = try resolver.resolve(locator(.init(cssSelector: "#c001s0003"), highlight: "words that are not in the book at all"))
        XCTAssertEqual(css.strategy, .cssSelector)
        XCTAssertEqual(css.range.selectedNode?.id, "c001s0003")
        XCTAssertEqual(css.score, 0.5)
        let fragment = try resolver.resolve(locator(.init(fragments: ["missing", "#c001s0004"])))
        XCTAssertEqual(fragment.strategy, .fragment)
        XCTAssertEqual(fragment.range.selectedNode?.id, "c001s0004")
    }

    func testProgressionAlone() throws {
        let located = try resolver.resolve(locator(.init(progression: 0.5)))
        XCTAssertEqual(located.strategy, .progression)
        XCTAssertTrue(located.range.isCollapsed)
        XCTAssertEqual(Self.chapter.text.offset(of: located.range.start), Self.chapter.text.length / 2, accuracy: 1)
    }

    func testFailureListsEveryStrategy() {
        let failing = locator(.init(cssSelector: "#p12", partialCfi: "/4/99"), highlight: "zzzz qqqq xxxx wwww")
        XCTAssertThrowsError(try resolver.resolve(failing)) { error in
            let error = error as! LocatingError
            XCTAssertEqual(error.code, "quoteNotFound")
            XCTAssertEqual(error.attempts.map(\.strategy), [.textQuote, .partialCfi, .cssSelector])
            XCTAssertTrue(error.message.hasPrefix("quote not found in OPS/chapter_001.xhtml"), error.message)
            XCTAssertTrue(error.message.contains("cssSelector #p12 does not exist"), error.message)
        }
        XCTAssertThrowsError(try resolver.resolve(locator())) { error in
            XCTAssertEqual((error as? LocatingError)?.code, "invalidLocator")
        }
        XCTAssertThrowsError(try resolver.resolve(locator(highlight: ""))) { error in
            XCTAssertEqual((error as? LocatingError)?.message, "the quote is empty")
        }
        XCTAssertThrowsError(try resolver.resolve(locator(.init(fragments: ["nope"]), highlight: nil))) { error in
            XCTAssertEqual((error as? LocatingError)?.code, "locationNotFound")
        }
    }

    func testAQuoteBelowTheMinimumScoreIsRejected() {
        XCTAssertThrowsError(try resolver.resolve(locator(highlight: "Call mx Ixhmxxl.", before: "qqqqqqqqqq", after: "wwwwwwwwww"))) { error in
            XCTAssertTrue((error as? LocatingError)?.message.contains("below 0.5") ?? false, "\(error)")
        }
    }

    func testEmptyDocument() throws {
        let empty = LocatorResolver(document: try Document.parseXML(Data("<html xmlns='http://www.w3.org/1999/xhtml'><body/></html>".utf8), name: "e.xhtml"))
        XCTAssertThrowsError(try empty.resolve(locator(.init(progression: 0.5), highlight: "x")))
    }
}
