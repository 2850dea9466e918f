import DecorEngine
import TestFixtures
import XCTest

final class CFIGeneratorTests: XCTestCase {
    private let chapter = try! Fixtures.document("OPS/chapter_001.xhtml", in: "moby-dick.epub")

    func testAnElementRangeIsTheElementsCFI() throws {
        let sentence = try XCTUnwrap(chapter.element(withID: "c001s0001"))
        let cfi = try EPUBCFI(range: XCTUnwrap(DOMRange(selecting: sentence)))
        XCTAssertFalse(cfi.isRange)
        XCTAssertEqual(cfi.pathText, "/4/2/4/2[c001s0001]")
    }

    func testPointsAndRanges() throws {
        let text = chapter.text
        let start = text.string.range(of: "Call me")!.lowerBound.utf16Offset(in: text.string)
        let point = try EPUBCFI(range: DOMRange(collapsedAt: text.position(at: start + 5)))
        XCTAssertEqual(point.pathText, "/4/2/4/2[c001s0001]/1:5")
        let range = try EPUBCFI(range: text.range(of: (start + 5)..<(start + 30)))
        XCTAssertEqual(range.pathText, "/4/2/4,/2[c001s0001]/1:5,/4[c001s0002]/1:13")
        let sameNode = try EPUBCFI(range: text.range(of: (start + 5)..<(start + 7)))
        XCTAssertEqual(sameNode.pathText, "/4/2/4/2[c001s0001],/1:5,/1:7")
    }

    func testEveryRangeRoundTrips() throws {
        let text = chapter.text
        let resolver = CFIResolver(document: chapter)
        let body = text.offsets(of: try XCTUnwrap(chapter.body))
        for start in stride(from: body.lowerBound, to: body.upperBound - 40, by: 97) {
            let range = text.range(of: start..<(start + 37))
            let cfi = try EPUBCFI(range: range)
            let back = try resolver.resolve(EPUBCFI(cfi.description))
            XCTAssertEqual(back.range.textOffsets, range.textOffsets, cfi.description)
            XCTAssertEqual(back.corrections, [])
        }
        for element in chapter.rootElement!.descendantElements {
            let range = try XCTUnwrap(DOMRange(selecting: element))
            XCTAssertEqual(try resolver.resolve(EPUBCFI(range: range)).range, range)
        }
    }

    func testARangeFromTheRootsOwnTextHasNoCFI() throws {
        XCTAssertThrowsError(try EPUBCFI(range: chapter.text.range(of: 0..<30))) { error in
            XCTAssertEqual((error as? CFIError)?.code, "invalidRange")
        }
    }

    func testPositionsBetweenElementsAndOutsideTheRoot() throws {
        let document = try Document.parseXML(Data("<!--c--><r><a/>x<b/><c/></r>".utf8), name: "t.xml")
        let root = try XCTUnwrap(document.rootElement)
        XCTAssertEqual(try EPUBCFI(range: DOMRange(collapsedAt: DOMPosition(container: root, offset: 3))).pathText, "/5:0")
        XCTAssertEqual(try EPUBCFI(range: DOMRange(collapsedAt: DOMPosition(container: root, offset: 2))).pathText, "/3:1")
        XCTAssertEqual(try EPUBCFI(range: DOMRange(collapsedAt: DOMPosition(container: document.node, offset: 0))).pathText, "/1:0")
        XCTAssertEqual(try EPUBCFI(range: DOMRange(collapsedAt: DOMPosition(container: document.node, offset: 2))).pathText, "/7:0")
    }
}
