import DOM
import Foundation
import XCTest

/// An attribute read by qualified name is the first written attribute whose name compares equal, as
/// searching `attributes` finds it; defaulted attributes, other nodes and other names give nil.
final class WrittenAttributeTests: XCTestCase {
    private func firstElement(_ xml: String) throws -> Node {
        let document = try Document.parseXML(Data(xml.utf8), name: "t.xml")
        return try XCTUnwrap(document.rootElement?.childElements.first)
    }

    func testFindsWhatSearchingTheAttributesFinds() throws {
        let element = try firstElement("""
            <r xmlns:epub="http://www.idpf.org/2007/ops"><e epub:type="note" type="plain" empty="" \
            data-x="1"/></r>
            """)
        for name in ["epub:type", "type", "empty", "data-x", "epub:typ", "types", "x:type", "", ":type", "\u{212A}"] {
            XCTAssertEqual(element.writtenAttribute(qualifiedName: name),
                           element.attributes.first { $0.qualifiedName == name }?.value, name)
        }
        XCTAssertEqual(element.writtenAttribute(qualifiedName: "epub:type"), "note")
        XCTAssertEqual(element.writtenAttribute(qualifiedName: "empty"), "")
    }

    func testNamesEqualAsStringsButNotAsBytesAreFound() throws {
        let element = try firstElement("<r><e \u{212A}=\"kelvin\" caf\u{E9}=\"composed\"/></r>")
        XCTAssertEqual(element.writtenAttribute(qualifiedName: "K"), "kelvin", "U+212A is canonically K")
        XCTAssertEqual(element.writtenAttribute(qualifiedName: "cafe\u{301}"), "composed")
        XCTAssertNil(element.writtenAttribute(qualifiedName: "cafe"))
    }

    func testDefaultedAttributesAndOtherNodesHaveNone() throws {
        let xml = "<?xml version=\"1.0\"?><!DOCTYPE r [<!ATTLIST e kind CDATA \"given\">]><r><e/>text</r>"
        let document = try Document.parseXML(Data(xml.utf8), name: "t.xml")
        let element = try XCTUnwrap(document.rootElement?.childElements.first)
        XCTAssertEqual(element.attribute("kind"), "given")
        XCTAssertNil(element.writtenAttribute(qualifiedName: "kind"), "only written attributes, as selectors see them")
        let text = try XCTUnwrap(document.rootElement?.lastChildNode)
        XCTAssertNil(text.writtenAttribute(qualifiedName: "kind"))
    }
}
