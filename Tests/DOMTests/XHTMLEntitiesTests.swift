import DOM
import Foundation
import XCTest

/// The XHTML named entities (`&nbsp;`…) under an external DTD, and XML's rule elsewhere.
final class XHTMLEntitiesTests: XCTestCase {
    private func parse(_ xml: String) throws -> Document {
        try Document.parseXML(Data(xml.utf8), name: "test.xhtml")
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
}
