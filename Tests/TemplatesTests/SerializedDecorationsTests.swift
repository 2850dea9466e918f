import DOM
import DecorModel
import Foundation
@testable import Templates
import XCTest

/// Decorations written in their template elements' serialized forms give exactly the bytes of writing
/// their markup, which the document parses and serializes: for built-in and file templates, ids and
/// names that need escaping, empty and hidden elements, several pieces.
final class SerializedDecorationsTests: XCTestCase {
    private static let templates = #"""
        {"sidemark": {"layout": "bounds", "width": "page", "element": "<div class=\"sidemark\" style=\"--tint: {{tint}}\"></div>"},
         "band": {"layout": "boxes", "element": "<div class='band' data-x='a &amp; &#34;b&#34;' style='--tint: {{tint}};'/>"},
         "weird": {"layout": "boxes", "element": "<span   class = \"w\"\ttitle=\"x&#10;y\" hidden=\"no\" data-writing-mode=\"zz\"><b>bold é</b><!-- c -->a&lt;b</span>"},
         "svgmark": {"layout": "bounds", "element": "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"m\"><rect width=\"1\"/></svg>"}}
        """#

    private let markup = DecorationMarkup(
        templates: try! StyleTemplates(file: TestDecorations.file(#"{"groups": {}, "templates": \#(templates)}"#)),
        viewport: PagedViewport(width: 800, height: 600, columnCount: 1))

    private func drawable() throws -> DrawableMarkup {
        let styles = [##"{"type": "highlight", "tint": "#FFD700"}"##, #"{"type": "underline", "isActive": true}"#,
                      #"{"type": "sidemark", "tint": "teal"}"#, #"{"type": "band"}"#, #"{"type": "weird"}"#, #"{"type": "svgmark"}"#]
        let ids = ["q1", #"h&2"<x>'"#, "é 日本", "tab\there", "plain-id_7"]
        var decorations: [DrawnDecoration] = []
        for index in 0..<2_500 {
            let decoration = try TestDecorations.decoration(id: "\(ids[index % ids.count])-\(index)", style: styles[index % styles.count],
                                                            templates: Self.templates)
            let lines = index % 7 == 0 ? [] : [Rect(x: Double(index % 300), y: Double(index) * 1.5, width: 40.25, height: 18)]
            decorations.append(DrawnDecoration(decoration: decoration, lines: lines, writingMode: index % 11 == 0 ? .verticalRL : .horizontalTB))
        }
        return DrawableMarkup([DrawnGroup(name: "g", decorations: decorations), DrawnGroup(name: "empty", decorations: [])], markup: markup)
    }

    /// The document written with the decorations appended, in serialized form where `usesForms`.
    private func written(usesForms: Bool) throws -> (output: String, pieces: [AppendedMarkup]) {
        let source = #"<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head/><body><p>text</p></body></html>"#
        let document = try Document.parseXML(Data(source.utf8), name: "c.xhtml")
        let drawable = try drawable()
        XCTAssertTrue(drawable.rejected.isEmpty)
        let containers = try XCTUnwrap(document.body).insertMarkup(drawable.emptyContainers).filter { $0.kind == .element }
        let forms = usesForms ? try drawable.serializedForms { try document.appendedForm(of: $0, in: containers[0]) } : []
        XCTAssertEqual(forms.count, usesForms ? 6 : 0)
        XCTAssertTrue(forms.allSatisfy { $0 != nil }, "every element has its form")
        var output = Data()
        var pieces: [AppendedMarkup] = []
        try document.serialized(appendingTo: containers, markup: { index, emit in
            try drawable.writeContent(ofGroup: index, markup: markup, forms: usesForms ? forms : Array(repeating: nil, count: 6)) {
                pieces.append($0)
                try emit($0)
            }
        }, to: { output.append($0.assumingMemoryBound(to: UInt8.self)) })
        return (String(decoding: output, as: UTF8.self), pieces)
    }

    func testSerializedFormsGiveTheBytesOfTheMarkup() throws {
        let serialized = try written(usesForms: true)
        let parsed = try written(usesForms: false)
        XCTAssertEqual(serialized.output, parsed.output)
        XCTAssertTrue(parsed.pieces.allSatisfy { if case .markup = $0 { true } else { false } })
        let serializedPieces = serialized.pieces.filter { if case .serialized = $0 { true } else { false } }
        XCTAssertGreaterThan(serializedPieces.count, 2, "plain ids are written in their form, in pieces")
        XCTAssertGreaterThan(serialized.pieces.count - serializedPieces.count, 2, "ids that need escaping are written as markup")
    }

    func testAnIdThatWritesAsItselfIsPrintableASCIIWithoutMarkupCharacters() {
        XCTAssertTrue(DecorationMarkup.writesAsItself("q-1_x.y:z/(9) ~"))
        for id in ["a&b", "a<b", "a>b", #"a"b"#, "a'b", "tab\t", "line\n", "é", "\u{7F}"] {
            XCTAssertFalse(DecorationMarkup.writesAsItself(id), id)
        }
    }

    func testAnElementHoldingAMarkerHasNoForm() throws {
        let element = try ElementMarkup.parse(#"<div title="decor-position-3f9c1a7e"/>"#, template: "t")
        XCTAssertNil(SerializedElement(element) { $0 })
        XCTAssertNotNil(SerializedElement(try ElementMarkup.parse("<div/>", template: "t")) { $0 })
    }
}
