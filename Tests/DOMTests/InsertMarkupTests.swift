import DOM
import Foundation
import XCTest

final class InsertMarkupTests: XCTestCase {
    private let xhtml = "http://www.w3.org/1999/xhtml"

    func testMarkupInAnXHTMLBodyTakesTheXHTMLNamespaceWithoutRedeclaringIt() throws {
        let source = #"<html xmlns="http://www.w3.org/1999/xhtml"><head/><body><p>text</p></body></html>"#
        let document = try Document.parseXML(Data(source.utf8), name: "c.xhtml")
        let body = try XCTUnwrap(document.body)
        let inserted = try body.insertMarkup(#"<div id="a" title="&lt;&amp;"><span/>x</div><!--c-->tail"#)
        XCTAssertEqual(inserted.map(\.kind), [.element, .comment, .text])
        XCTAssertEqual(inserted[0].namespaceURI, xhtml)
        XCTAssertEqual(inserted[0].firstChildNode?.namespaceURI, xhtml)
        XCTAssertEqual(inserted[0].attribute("title"), "<&")
        XCTAssertEqual(document.element(withID: "a"), inserted[0])
        let output = String(decoding: try document.serialized(), as: UTF8.self)
        XCTAssertTrue(output.contains(#"<body><p>text</p><div id="a" title="&lt;&amp;"><span/>x</div><!--c-->tail</body>"#), output)
    }

    func testMarkupKeepsItsOwnNamespaces() throws {
        let document = try Document.parseXML(Data(#"<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>"#.utf8), name: "c.xhtml")
        let body = try XCTUnwrap(document.body)
        let svg = try body.insertMarkup(#"<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>"#)[0]
        XCTAssertEqual(svg.namespaceURI, "http://www.w3.org/2000/svg")
        XCTAssertEqual(svg.firstChildNode?.namespaceURI, "http://www.w3.org/2000/svg")
        let output = String(decoding: try document.serialized(), as: UTF8.self)
        XCTAssertTrue(output.contains(#"<body><svg xmlns="http://www.w3.org/2000/svg"><rect/></svg></body>"#), output)
    }

    func testMarkupIsReadAsXMLInAnHTMLDocument() throws {
        let document = try Document.parseHTML(Data("<!DOCTYPE html><html><body><p>text</p></body></html>".utf8), name: "c.html")
        let body = try XCTUnwrap(document.body)
        let paragraph = try XCTUnwrap(body.firstChildNode)
        try body.insertMarkup(#"<div class="box"/><div class="next"/>"#, before: paragraph)
        XCTAssertEqual(body.children.map { $0.attribute("class") }, ["box", "next", nil])
        XCTAssertNil(body.children[0].namespaceURI)
        let output = String(decoding: try document.serialized(), as: UTF8.self)
        XCTAssertTrue(output.contains(#"<body><div class="box"></div><div class="next"></div><p>text</p></body>"#), output)
    }

    func testMalformedMarkupAndEntityDeclarationsAreRefusedAndLeaveTheTreeAlone() throws {
        let document = try Document.parseXML(Data("<r>t</r>".utf8), name: "t.xml")
        let root = try XCTUnwrap(document.rootElement)
        XCTAssertThrowsError(try root.insertMarkup("<b>"))
        XCTAssertThrowsError(try root.insertMarkup(#"<!DOCTYPE x [<!ENTITY e "boom">]><b/>"#))
        XCTAssertThrowsError(try root.insertMarkup("</r><r>"))
        XCTAssertEqual(root.children.count, 1)
        let text = try XCTUnwrap(root.firstChildNode)
        XCTAssertThrowsError(try text.insertMarkup("<b/>"))
    }
}
