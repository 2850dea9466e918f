import DecorEngine
import TestFixtures
import XCTest

final class AnnotationSelectorTests: XCTestCase {
    private static let chapter = try! Fixtures.document("OPS/chapter_001.xhtml", in: "moby-dick.epub")
    private let resolver = LocatorResolver(document: AnnotationSelectorTests.chapter)

    private func resolve(_ json: String) throws -> LocatedRange {
        try resolver.resolve(AnnotationSelector.parseAll(JSONValue.parse(Data(json.utf8))))
    }

    private var callMe: Range<Int> {
        let text = Self.chapter.text.string
        let start = text.range(of: "Call me Ishmael.")!.lowerBound.utf16Offset(in: text)
        return start..<(start + 16)
    }

    func testTextQuoteSelector() throws {
        let located = try resolve(#"{"type":"TextQuoteSelector","exact":"Ishmael","prefix":"Call me ","suffix":"."}"#)
        XCTAssertEqual(located.strategy, .textQuote)
        XCTAssertEqual(located.range.text, "Ishmael")
        XCTAssertThrowsError(try resolve(#"{"type":"TextQuoteSelector","exact":""}"#))
    }

    func testTextPositionSelectorCountsTheHeadToo() throws {
        XCTAssertGreaterThan(callMe.lowerBound, 10, "the title's text comes first")
        let located = try resolve(#"{"type":"TextPositionSelector","start":\#(callMe.lowerBound),"end":\#(callMe.upperBound)}"#)
        XCTAssertEqual(located.strategy, .textPosition)
        XCTAssertEqual(located.range.text, "Call me Ishmael.")
        XCTAssertThrowsError(try resolve(#"{"type":"TextPositionSelector","start":5,"end":99999999}"#))
        XCTAssertThrowsError(try resolve(#"{"type":"TextPositionSelector","start":9,"end":5}"#))
    }

    func testCssFragmentAndCFI() throws {
        XCTAssertEqual(try resolve(##"{"type":"CssSelector","value":"#c001s0002"}"##).range.selectedNode?.id, "c001s0002")
        XCTAssertEqual(try resolve(#"{"type":"FragmentSelector","value":"c001s0003"}"#).range.selectedNode?.id, "c001s0003")
        let cfi = try resolve(#"{"type":"FragmentSelector","conformsTo":"http://www.idpf.org/epub/linking/cfi/epub-cfi.html","value":"epubcfi(/4/2/4/2[c001s0001],/1:0,/1:4)"}"#)
        XCTAssertEqual(cfi.strategy, .cfi)
        XCTAssertEqual(cfi.range.text, "Call")
    }

    func testRefinedByNarrowsTheScope() throws {
        let located = try resolve(##"""
        {"type":"CssSelector","value":"#c001s0004","refinedBy":{"type":"TextQuoteSelector","exact":"whenever"}}
        """##)
        XCTAssertEqual(located.range.start.container.parent?.id, "c001s0004")
        let position = try resolve(#"""
        {"type":"FragmentSelector","value":"c001s0001","refinedBy":{"type":"TextPositionSelector","start":8,"end":15}}
        """#)
        XCTAssertEqual(position.range.text, "Ishmael")
        XCTAssertThrowsError(try resolve(##"""
        {"type":"CssSelector","value":"#c001s0001","refinedBy":{"type":"TextQuoteSelector","exact":"circulation"}}
        """##))
    }

    func testRangeSelectorEndsWhereTheEndSelectorStarts() throws {
        let located = try resolve(#"""
        {"type":"RangeSelector","startSelector":{"type":"TextQuoteSelector","exact":"Call"},
         "endSelector":{"type":"TextQuoteSelector","exact":"Ishmael"}}
        """#)
        XCTAssertEqual(located.range.text, "Call me ")
        XCTAssertEqual(located.strategy, .range)
    }

    func testHypothesisAlternativeSelectors() throws {
        // Hypothesis stores an XPath range, a text position and a quote for one target.
        let stale = #"""
        [{"type":"RangeSelector","startContainer":"/section[1]/p[9]","startOffset":0,"endContainer":"/section[1]/p[9]","endOffset":5},
         {"type":"TextPositionSelector","start":3,"end":19},
         {"type":"TextQuoteSelector","exact":"Call me Ishmael.","prefix":"Loomings.\n\n\n\n","suffix":" Some years"}]
        """#
        let located = try resolve(stale)
        XCTAssertEqual(located.strategy, .textQuote, "the XPath and the position are stale; the quote wins")
        XCTAssertEqual(located.range.text, "Call me Ishmael.")
        let xpath = try resolve(#"[{"type":"RangeSelector","startContainer":"/section[1]/p[1]","startOffset":8,"endContainer":"/section[1]/p[1]","endOffset":15}]"#)
        XCTAssertEqual(xpath.range.text, "Ishmael")
    }

    func testInvalidSelectors() throws {
        for json in [#"{"type":"Nope"}"#, #"{"type":"TextPositionSelector","start":1}"#, #"[]"#, #"{"exact":"x"}"#] {
            let value = try JSONValue.parse(Data(json.utf8))
            XCTAssertThrowsError(try AnnotationSelector.parseAll(value), json) { error in
                XCTAssertEqual((error as? LocatorError)?.code, "invalidLocator")
            }
        }
    }
}
