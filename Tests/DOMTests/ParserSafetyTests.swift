import DOM
import Foundation
import XCTest

final class ParserSafetyTests: XCTestCase {
    private func parse(_ xml: String) throws -> Document {
        try Document.parseXML(Data(xml.utf8), name: "test.xhtml")
    }

    func testBillionLaughsIsRefusedQuickly() {
        var xml = "<?xml version=\"1.0\"?><!DOCTYPE lolz [<!ENTITY lol \"lol\">"
        for level in 1...9 {
            xml += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">"
        }
        xml += "]><lolz>&lol9;</lolz>"
        XCTAssertThrowsError(try parse(xml)) { error in
            XCTAssertEqual(error as? DOMError, .entityDeclarationRefused(document: "test.xhtml", entity: "lol"))
        }
    }

    func testExternalEntityIsNeverRead() {
        let xml = "<?xml version=\"1.0\"?><!DOCTYPE r [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]><r>&xxe;</r>"
        XCTAssertThrowsError(try parse(xml)) { error in
            XCTAssertEqual(error as? DOMError, .entityDeclarationRefused(document: "test.xhtml", entity: "xxe"))
        }
    }

    func testExternalDTDIsNotLoaded() throws {
        let xml = "<?xml version=\"1.0\"?><!DOCTYPE r SYSTEM \"file:///etc/passwd\"><r>a&amp;b</r>"
        let document = try parse(xml)
        XCTAssertEqual(document.rootElement?.textContent, "a&b")
        XCTAssertFalse(try document.serialized().contains(Data("root:".utf8)))
    }

    func testXHTMLNamedEntitiesUnderAnXHTMLDoctype() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">
        <html xmlns="http://www.w3.org/1999/xhtml"><body><p title="caf&eacute;">a&nbsp;b&mdash;c&#233;&lt;</p></body></html>
        """
        let document = try parse(xml)
        let paragraph = try XCTUnwrap(document.body?.firstChildNode)
        XCTAssertEqual(paragraph.textContent, "a\u{A0}b\u{2014}c\u{E9}<")
        XCTAssertEqual(paragraph.attribute("title"), "caf\u{E9}")
        // The entity becomes plain text: one text node, no entity-reference node.
        XCTAssertEqual(paragraph.children.map(\.kind), [.text])
    }

    func testEntitiesInCommentsAndCDATAStayLiteral() throws {
        let xml = "<!DOCTYPE html SYSTEM \"x.dtd\"><html><!-- &nbsp; --><body><![CDATA[&nbsp;]]>&copy;</body></html>"
        let document = try parse(xml)
        XCTAssertEqual(document.rootElement?.firstChildNode?.characterData, " &nbsp; ")
        XCTAssertEqual(document.body?.textContent, "&nbsp;\u{A9}")
    }

    func testUndeclaredEntityWithoutExternalDTDIsAnError() {
        XCTAssertThrowsError(try parse("<html><body>a&nbsp;b</body></html>")) { error in
            guard case .malformed(_, _, let reason) = error as? DOMError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("nbsp"), reason)
        }
        XCTAssertThrowsError(try parse("<!DOCTYPE html><html><body>a&nbsp;b</body></html>"))
    }

    func testUnknownEntityUnderXHTMLDoctypeIsNotInvented() throws {
        let xml = "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.1//EN\" \"xhtml11.dtd\"><html><body>a&bogus;b</body></html>"
        let document = try parse(xml)
        XCTAssertEqual(document.rootElement?.textContent, "ab")
    }

    func testMalformedXMLHasALine() {
        XCTAssertThrowsError(try parse("<a>\n<b></a>")) { error in
            guard case .malformed(_, let line, _) = error as? DOMError else { return XCTFail("\(error)") }
            XCTAssertEqual(line, 2)
        }
    }

    func testHTMLParserAddsNoDoctype() throws {
        let document = try Document.parseHTML(Data("<p>Hello <b>you</b>".utf8), name: "x.html")
        XCTAssertTrue(document.isHTML)
        XCTAssertNotEqual(document.node.firstChildNode?.kind, .documentType)
        XCTAssertEqual(document.body?.textContent, "Hello you")
    }

    func testParseChoosesTheParserFromTheName() throws {
        XCTAssertTrue(try Document.parse(Data("<p>x".utf8), name: "a/b.HTML").isHTML)
        XCTAssertThrowsError(try Document.parse(Data("<p>x".utf8), name: "a/b.xhtml"))
    }
}
