import DecorEngine
import XCTest

final class NearestHrefsTests: XCTestCase {
    private let readingOrder = ["OPS/chapter_001.xhtml", "OPS/chapter_002.xhtml", "OPS/chapter_010.xhtml", "OPS/toc.xhtml"]

    func testTheNearestComeFirst() {
        XCTAssertEqual(NearestHrefs.suggestions(for: "OPS/chapter_01.xhtml", among: readingOrder),
                       ["OPS/chapter_001.xhtml", "OPS/chapter_010.xhtml", "OPS/chapter_002.xhtml"])
        XCTAssertEqual(NearestHrefs.suggestions(for: "OPS/chapter_002.html", among: readingOrder, count: 1), ["OPS/chapter_002.xhtml"])
    }

    func testUnrelatedNamesSuggestNothing() {
        XCTAssertEqual(NearestHrefs.suggestions(for: "images/cover.jpg", among: readingOrder), [])
        XCTAssertEqual(NearestHrefs.suggestions(for: "", among: readingOrder), [])
    }

    func testHostileLengthsStayCheap() {
        let long = String(repeating: "a", count: 1_000_000)
        XCTAssertEqual(NearestHrefs.suggestions(for: long, among: [long + "b", "OPS/x.xhtml"]), [long + "b"])
    }
}
