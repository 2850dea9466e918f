import DOM
import Foundation
import TestFixtures
import XCTest

final class NodePathTests: XCTestCase {
    func testDoctypeCountsInPaths() throws {
        let xml = "<?xml version=\"1.0\"?><!DOCTYPE html><!--c--><html><head/><body><p>a</p></body></html>"
        let document = try Document.parseXML(Data(xml.utf8), name: "t.xhtml")
        XCTAssertEqual(document.node.children.map(\.kind), [.documentType, .comment, .element])
        let text = try XCTUnwrap(document.body?.firstChildNode?.firstChildNode)
        XCTAssertEqual(text.path, [2, 1, 0, 0])
        XCTAssertEqual(document.node(atPath: [2, 1, 0, 0]), text)
        XCTAssertNil(document.node(atPath: [2, 5]))
        XCTAssertEqual(document.node.path, [])
    }

    func testPathsRoundTripOnARealChapter() throws {
        let document = try Document.parseXML(try Fixtures.entry("OPS/chapter_001.xhtml", in: "moby-dick.epub"), name: "c1")
        let root = try XCTUnwrap(document.rootElement)
        XCTAssertEqual(root.path, [0])
        for element in root.descendantElements {
            XCTAssertEqual(document.node(atPath: element.path), element)
        }
    }

    func testElementLookupByIDAndXMLID() throws {
        let xml = "<r xmlns='urn:x'><a id='one'/><b xml:id='two'/><c id='one'/></r>"
        let document = try Document.parseXML(Data(xml.utf8), name: "t.xml")
        XCTAssertEqual(document.element(withID: "one")?.localName, "a")
        XCTAssertEqual(document.element(withID: "two")?.localName, "b")
        XCTAssertEqual(document.element(withID: "two")?.id, "two")
        XCTAssertNil(document.element(withID: "three"))
    }

    func testNavigation() throws {
        let document = try Document.parseXML(Data("<r><a/>t<b/><!--c--><c/></r>".utf8), name: "t.xml")
        let root = try XCTUnwrap(document.rootElement)
        XCTAssertEqual(root.childCount, 5)
        XCTAssertEqual(root.child(at: 2)?.localName, "b")
        XCTAssertEqual(root.child(at: 2)?.index, 2)
        XCTAssertEqual(root.lastChildNode?.localName, "c")
        XCTAssertEqual(root.child(at: 4)?.previousElementSibling?.localName, "b")
        XCTAssertEqual(root.child(at: 1)?.domLength, 1)
        XCTAssertEqual(root.domLength, 5)
        XCTAssertTrue(root.contains(root.child(at: 3)!))
        XCTAssertFalse(root.child(at: 0)!.contains(root))
    }
}
