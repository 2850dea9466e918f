@testable import DOM
import Foundation
import XCTest

final class SafeParserTests: XCTestCase {
    func testKeepsWhiteSpaceTextNodesAndNamespaces() throws {
        let document = try Document.parseXML(Data("<html xmlns=\"http://www.w3.org/1999/xhtml\"><body>\n  <p>a</p>\n</body></html>".utf8), name: "t.xhtml")
        let body = try XCTUnwrap(document.rootElement?.firstChild(named: "body", namespace: "http://www.w3.org/1999/xhtml"))
        XCTAssertEqual(body.children.map(\.kind), [.text, .element, .text])
        XCTAssertEqual(body.textContent, "\n  a\n")
    }

    func testRefusesBillionLaughs() {
        let xml = """
        <?xml version="1.0"?>
        <!DOCTYPE lolz [
          <!ENTITY lol "lol">
          <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
          <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
        ]>
        <lolz>&lol3;</lolz>
        """
        XCTAssertThrowsError(try Document.parseXML(Data(xml.utf8), name: "laughs.xml")) { error in
            XCTAssertEqual(error as? DOMError, .entityDeclarationRefused(document: "laughs.xml", entity: "lol"))
        }
    }

    func testRefusesExternalEntitiesWithoutReadingTheFile() {
        let xml = """
        <?xml version="1.0"?>
        <!DOCTYPE x [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
        <x>&xxe;</x>
        """
        XCTAssertThrowsError(try Document.parseXML(Data(xml.utf8), name: "xxe.xml")) { error in
            XCTAssertFalse("\(error)".contains("root:"))
            XCTAssertEqual(error as? DOMError, .entityDeclarationRefused(document: "xxe.xml", entity: "xxe"))
        }
    }

    func testNeverLoadsAnExternalDTD() throws {
        let xml = """
        <?xml version="1.0"?>
        <!DOCTYPE html SYSTEM "file:///etc/passwd">
        <html xmlns="http://www.w3.org/1999/xhtml"><body>x</body></html>
        """
        let document = try Document.parseXML(Data(xml.utf8), name: "dtd.xhtml")
        XCTAssertEqual(document.rootElement?.textContent, "x")
    }

    func testMalformedXMLNamesTheDocumentAndLine() {
        XCTAssertThrowsError(try Document.parseXML(Data("<a>\n<b></a>".utf8), name: "bad.xhtml")) { error in
            guard case let .malformed(document, line, _) = error as? DOMError else { return XCTFail("\(error)") }
            XCTAssertEqual(document, "bad.xhtml")
            XCTAssertEqual(line, 2)
        }
    }

    func testHTMLParserReadsTagSoup() throws {
        let document = try Document.parseHTML(Data("<p>one<p>two".utf8), name: "soup.html")
        XCTAssertEqual(document.rootElement?.localName, "html")
        XCTAssertEqual(document.rootElement?.textContent, "onetwo")
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
