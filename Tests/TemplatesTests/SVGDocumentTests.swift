import DOM
import Foundation
@testable import Templates
import XCTest

final class SVGDocumentTests: XCTestCase {
    func testAttributesKeepTheOrderTheyWereSetIn() {
        var element = SVGElement("rect", ["y": "2", "x": "1"])
        element.set("width", 3)
        element.set("y", "20")
        XCTAssertEqual(element.attributes.map(\.name), ["y", "x", "width"])
        XCTAssertEqual(element.markup, #"<rect y="20" x="1" width="3"/>"#)
    }

    func testElementsAreIndentedAndTextStaysOnItsLine() {
        var text = SVGElement("text", ["x": "0"])
        text.append(text: "a  ")
        text.append(SVGElement("tspan", children: [.element(SVGElement("a", children: [.element(SVGElement("b"))]))]))
        let root = SVGElement("svg", children: [.element(SVGElement("g", children: [.element(SVGElement("rect"))])), .element(text)])
        XCTAssertEqual(SVGDocument(root: root).xml, """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg>
              <g>
                <rect/>
              </g>
              <text x="0">a  <tspan><a><b/></a></tspan></text>
            </svg>

            """)
    }

    func testNumbersHaveAtMostTwoDecimals() {
        var element = SVGElement("rect")
        element.set("x", 1.0 / 3)
        element.set("y", 2.0)
        element.set("width", -0.001)
        element.set("height", 12.5)
        element.set("rx", Double.nan)
        XCTAssertEqual(element.markup, #"<rect x="0.33" y="2" width="0" height="12.5" rx="0"/>"#)
    }

    func testTextAndAttributesAreEscapedForXML() throws {
        var element = SVGElement("text", ["data-id": "\"><script>alert('1')</script>&\t\n"])
        element.append(text: "]]> <script> & \u{1}\u{FFFE}")
        XCTAssertEqual(element.markup, "<text data-id=\"&quot;&gt;&lt;script&gt;alert(&#39;1&#39;)&lt;/script&gt;&amp;&#9;&#10;\">"
            + "]]&gt; &lt;script&gt; &amp; \u{FFFD}\u{FFFD}</text>")
        let parsed = try Document.parseXML(Data(SVGDocument(root: element).xml.utf8), name: "escaped.svg")
        let root = try XCTUnwrap(parsed.rootElement)
        XCTAssertEqual(root.attribute("data-id"), "\"><script>alert('1')</script>&\t\n")
        XCTAssertEqual(root.textContent, "]]> <script> & \u{FFFD}\u{FFFD}")
        XCTAssertTrue(root.childElements.isEmpty)
    }

    func testSpacedTextIsPreservedOnlyWhenSVGWouldChangeIt() {
        for (text, preserved) in [("plain words", false), (" leading", true), ("trailing ", true), ("two  spaces", true),
                                  ("tab\there", true), ("line\nbreak", true), ("", false)] {
            var element = SVGElement("text")
            element.append(spacedText: text)
            XCTAssertEqual(element.attribute("xml:space") == "preserve", preserved, text)
        }
    }
}
