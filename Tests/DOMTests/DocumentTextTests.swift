import DOM
import Foundation
import TestFixtures
import XCTest

final class DocumentTextTests: XCTestCase {
    private func chapter() throws -> Document {
        try Document.parseXML(try Fixtures.entry("OPS/chapter_001.xhtml", in: "moby-dick.epub"), name: "chapter_001.xhtml")
    }

    func testTextIsTheDocumentElementsTextContent() throws {
        let document = try chapter()
        XCTAssertEqual(document.text.string, document.rootElement?.textContent)
        XCTAssertTrue(document.text.string.hasPrefix("\n\n\nMoby-Dick"), document.text.substring(0..<20).debugDescription)
    }

    func testSubstringsOfASCIIAndOtherTextAreTheTextsOwn() throws {
        let document = try Document.parseXML(Data("<r>plain ASCII, then é and 日本 and 🙂 and a lone end</r>".utf8), name: "t.xml")
        let text = document.text
        let units = Array(text.string.utf16)
        for range in [0..<5, 0..<15, 14..<20, 20..<28, 30..<34, 0..<units.count, 3..<3] {
            XCTAssertEqual(text.substring(range), String(decoding: units[range], as: UTF16.self), "\(range)")
        }
        XCTAssertEqual(text.substring(0..<5), "plain")
        XCTAssertEqual(text.substring(-4..<5), "plain", "offsets are clamped to the text")
    }

    func testCDATAIsText() throws {
        let document = try Document.parseXML(Data("<r>a<![CDATA[<b>]]>c</r>".utf8), name: "t.xml")
        XCTAssertEqual(document.text.string, "a<b>c")
        XCTAssertEqual(document.text.characterDataNodes.map(\.kind), [.text, .cdata, .text])
    }

    func testOffsetsCountUTF16Units() throws {
        let document = try Document.parseXML(Data("<r>😀<i>é</i>x</r>".utf8), name: "t.xml")
        let text = document.text
        XCTAssertEqual(text.length, 4)
        let x = text.position(at: 3)
        XCTAssertEqual(x.container.characterData, "x")
        XCTAssertEqual(x.offset, 0)
        XCTAssertEqual(text.offsets(of: document.rootElement!.child(at: 1)!), 2..<3)
    }

    func testEveryPositionRoundTrips() throws {
        let text = try chapter().text
        for offset in stride(from: 0, through: text.length, by: 7) {
            XCTAssertEqual(text.offset(of: text.position(at: offset, affinity: .forward)), offset)
            XCTAssertEqual(text.offset(of: text.position(at: offset, affinity: .backward)), offset)
        }
    }

    func testAffinityAtANodeBoundary() throws {
        let document = try Document.parseXML(Data("<r>ab<i>cd</i></r>".utf8), name: "t.xml")
        let text = document.text
        XCTAssertEqual(text.position(at: 2, affinity: .forward).container.characterData, "cd")
        XCTAssertEqual(text.position(at: 2, affinity: .backward).container.characterData, "ab")
        XCTAssertEqual(text.position(at: 2, affinity: .backward).offset, 2)
        XCTAssertEqual(text.range(of: 1..<3).text, "bc")
    }

    func testElementPositionsMapToTheFollowingText() throws {
        let document = try Document.parseXML(Data("<r>ab<i>cd</i><b/>ef</r>".utf8), name: "t.xml")
        let root = try XCTUnwrap(document.rootElement)
        XCTAssertEqual(document.text.offset(of: try DOMPosition(container: root, offset: 1)), 2)
        XCTAssertEqual(document.text.offset(of: try DOMPosition(container: root, offset: 2)), 4)
        XCTAssertEqual(document.text.offset(of: try DOMPosition(container: root, offset: 4)), 6)
        XCTAssertThrowsError(try DOMPosition(container: root, offset: 5))
    }

    func testEmptyDocumentText() throws {
        let document = try Document.parseXML(Data("<r><a/></r>".utf8), name: "t.xml")
        XCTAssertEqual(document.text.length, 0)
        XCTAssertEqual(document.text.position(at: 3).container, document.rootElement)
    }
}
