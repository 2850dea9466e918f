import DOM
import Foundation
import XCTest

/// `childNodes` walks the same nodes as `children`, in order, and none for a DOCTYPE or a leaf.
final class ChildNodesTests: XCTestCase {
    func testChildNodesAreTheChildrenInOrder() throws {
        let xml = "<?xml version=\"1.0\"?><!DOCTYPE r [<!ELEMENT r ANY>]><r>a<b/><!--c--><?p q?><d>e</d>f</r>"
        let document = try Document.parseXML(Data(xml.utf8), name: "t.xml")
        let root = try XCTUnwrap(document.rootElement)
        XCTAssertEqual(Array(root.childNodes), root.children)
        XCTAssertEqual(root.childNodes.map(\.kind), [.text, .element, .comment, .processingInstruction, .element, .text])
        XCTAssertEqual(root.childElements.map(\.localName), ["b", "d"])
        XCTAssertEqual(Array(document.node.childNodes).map(\.kind), [.documentType, .element])
    }

    func testADoctypeAndALeafHaveNoChildNodes() throws {
        let xml = "<?xml version=\"1.0\"?><!DOCTYPE r [<!ELEMENT r ANY>]><r><b/></r>"
        let document = try Document.parseXML(Data(xml.utf8), name: "t.xml")
        let doctype = try XCTUnwrap(document.node.childNodes.first { $0.kind == .documentType })
        XCTAssertTrue(Array(doctype.childNodes).isEmpty, "a DTD's declarations are not DOM children")
        let leaf = try XCTUnwrap(document.rootElement?.firstChildNode)
        XCTAssertNil(leaf.childNodes.first { _ in true })
    }
}

/// Attribute reads skip libxml2 only when nothing could answer: written attributes and attributes a
/// DTD defaults are still found.
final class AttributeLookupTests: XCTestCase {
    func testWrittenAndDTDDefaultedAttributesAreFound() throws {
        let xml = """
            <?xml version="1.0"?><!DOCTYPE r [<!ATTLIST b kind CDATA "plain">]><r><b/><b kind="bold"/><c/></r>
            """
        let document = try Document.parseXML(Data(xml.utf8), name: "t.xml")
        let elements = try XCTUnwrap(document.rootElement).childElements
        XCTAssertEqual(elements.map { $0.attribute("kind") }, ["plain", "bold", nil])
    }

    func testAnElementWithoutAttributesHasNone() throws {
        let xml = "<?xml version=\"1.0\"?><!DOCTYPE html><html><p id='x'><span/></p></html>"
        let document = try Document.parseXML(Data(xml.utf8), name: "t.xml")
        let paragraph = try XCTUnwrap(document.rootElement?.firstChildNode)
        XCTAssertEqual(paragraph.attribute("id"), "x")
        XCTAssertNil(paragraph.firstChildNode?.attribute("id"))
        XCTAssertNil(paragraph.attribute("class"))
    }
}
