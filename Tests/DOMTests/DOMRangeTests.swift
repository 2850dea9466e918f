import DOM
import Foundation
import XCTest

final class DOMRangeTests: XCTestCase {
    private let document = try! Document.parseXML(Data("<r><p>one <b>two</b> three</p><p>four</p></r>".utf8), name: "t.xml")

    func testCompareBoundaryPoints() throws {
        let root = try XCTUnwrap(document.rootElement)
        let first = try XCTUnwrap(root.child(at: 0)), bold = try XCTUnwrap(first.child(at: 1))
        let insideBold = try DOMPosition(container: bold.firstChildNode!, offset: 1)
        XCTAssertEqual(try DOMPosition(container: root, offset: 0).compare(to: insideBold), -1)
        XCTAssertEqual(try DOMPosition(container: root, offset: 1).compare(to: insideBold), 1)
        XCTAssertEqual(try DOMPosition(container: first, offset: 1).compare(to: insideBold), -1)
        XCTAssertEqual(try DOMPosition(container: first, offset: 2).compare(to: insideBold), 1)
        XCTAssertEqual(insideBold.compare(to: insideBold), 0)
        let four = try DOMPosition(container: root.child(at: 1)!.firstChildNode!, offset: 0)
        XCTAssertEqual(insideBold.compare(to: four), -1)
        XCTAssertEqual(four.compare(to: insideBold), 1)
    }

    func testRangeText() throws {
        let root = try XCTUnwrap(document.rootElement)
        let first = try XCTUnwrap(root.child(at: 0))
        let range = try DOMRange(start: DOMPosition(container: first.firstChildNode!, offset: 2),
                                 end: DOMPosition(container: root.child(at: 1)!.firstChildNode!, offset: 2))
        XCTAssertEqual(range.text, "e two threefo")
        XCTAssertFalse(range.isCollapsed)
        XCTAssertEqual(range.textOffsets, 2..<15)
        XCTAssertEqual(DOMRange(selecting: first)?.text, "one two three")
        XCTAssertEqual(DOMRange(selecting: first)?.selectedNode, first)
        XCTAssertEqual(DOMRange(contentsOf: first).text, "one two three")
    }

    func testBackwardRangeIsRefused() throws {
        let root = try XCTUnwrap(document.rootElement)
        XCTAssertThrowsError(try DOMRange(start: DOMPosition(container: root, offset: 2), end: DOMPosition(container: root, offset: 1)))
    }
}
