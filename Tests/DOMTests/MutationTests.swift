import DOM
import Foundation
import XCTest

final class MutationTests: XCTestCase {
    private let xhtml = "http://www.w3.org/1999/xhtml"

    func testWrapASplitTextAndSerialize() throws {
        let source = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>Call me Ishmael.</p></body></html>"
        let document = try Document.parseXML(Data(source.utf8), name: "t.xhtml")
        let paragraph = try XCTUnwrap(document.body?.firstChildNode)
        XCTAssertEqual(document.text.length, 16)
        let text = try XCTUnwrap(paragraph.firstChildNode)
        let rest = try text.splitText(at: 5)
        try rest.splitText(at: 2)
        XCTAssertEqual(paragraph.children.map { $0.characterData }, ["Call ", "me", " Ishmael."])
        let mark = try rest.wrap(in: "mark", namespace: xhtml)
        try mark.setAttribute("class", value: "highlight")
        XCTAssertEqual(mark.namespaceURI, xhtml)
        XCTAssertEqual(mark.textContent, "me")
        XCTAssertEqual(document.text.offsets(of: mark), 5..<7)
        let output = String(decoding: try document.serialized(), as: UTF8.self)
        XCTAssertTrue(output.contains("<p>Call <mark class=\"highlight\">me</mark> Ishmael.</p>"), output)
        mark.removeAttribute("class")
        XCTAssertNil(mark.attribute("class"))
    }

    func testInsertElementAndTextKeepNeighboursApart() throws {
        let document = try Document.parseXML(Data("<r>a</r>".utf8), name: "t.xml")
        let root = try XCTUnwrap(document.rootElement)
        try root.insertText("b")
        let element = try root.insertElement("x", namespace: nil, before: root.firstChildNode)
        try element.insertText("in")
        XCTAssertEqual(root.children.map(\.kind), [.element, .text, .text])
        XCTAssertEqual(document.text.string, "inab")
        XCTAssertEqual(String(decoding: try document.serialized(), as: UTF8.self),
                       "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<r><x>in</x>ab</r>\n")
    }

    func testRemovedNodesStayUsable() throws {
        let document = try Document.parseXML(Data("<r><a>x</a><b/></r>".utf8), name: "t.xml")
        let a = try XCTUnwrap(document.rootElement?.firstChildNode)
        a.remove()
        XCTAssertEqual(a.textContent, "x")
        XCTAssertNil(a.parent)
        XCTAssertEqual(document.rootElement?.childCount, 1)
        XCTAssertEqual(document.text.length, 0)
    }

    func testInvalidMutationsThrow() throws {
        let document = try Document.parseXML(Data("<r>t</r>".utf8), name: "t.xml")
        let text = try XCTUnwrap(document.rootElement?.firstChildNode)
        XCTAssertThrowsError(try text.insertText("x"))
        XCTAssertThrowsError(try text.splitText(at: 9))
        XCTAssertThrowsError(try document.node.wrap(in: "x", namespace: nil))
        XCTAssertThrowsError(try text.setAttribute("a", value: "b"))
    }

    func testHTMLSerialization() throws {
        let document = try Document.parseHTML(Data("<html><body><p>x<br>y</p></body></html>".utf8), name: "t.html")
        let paragraph = try XCTUnwrap(document.body?.firstChildNode)
        try paragraph.firstChildNode!.wrap(in: "span", namespace: nil)
        let output = String(decoding: try document.serialized(), as: UTF8.self)
        XCTAssertTrue(output.contains("<p><span>x</span><br>y</p>"), output)
    }
}
