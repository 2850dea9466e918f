import DOM
import Foundation
import XCTest

/// `serialized(appendingTo:markup:to:)` must give exactly the bytes of inserting every piece and
/// serializing the whole document, however the pieces and the document are written.
final class AppendedMarkupTests: XCTestCase {
    /// Everything `serialized(appendingTo:markup:to:)` writes, in order.
    private func written(_ document: Document, appendingTo parents: [Node],
                         markup: (_ index: Int, _ emit: (AppendedMarkup) throws -> Void) throws -> Void) throws -> Data {
        var output = Data()
        try document.serialized(appendingTo: parents, markup: markup) { output.append($0.assumingMemoryBound(to: UInt8.self)) }
        return output
    }

    /// Pieces with what the serializer rewrites: single quotes, character references, non-ASCII in
    /// attributes and text, an empty element written with an end tag, a nested namespace, a comment and CDATA.
    private let pieces = [
        "\n",
        #"<div id="r2-0-0" data-decoration-id='é "&lt;&amp;&#39;' style="a:1;&#10;b:2"><hr/>x &gt; y&#13;</div>"#,
        "\n<div class='box'></div><!-- a comment --><![CDATA[<raw> & text]]>",
        #"<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg>日本語 text"#,
        "\n",
    ]

    private let documents = [
        // With an XML declaration (libxml2 records the encoding) and without one (it records none).
        #"<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head/><body><p>té</p><div id="c0"/><div id="c1"/></body></html>"#,
        #"<html xmlns="http://www.w3.org/1999/xhtml"><head/><body><p>té</p><div id="c0"/><div id="c1"/></body></html>"#,
        // A doctype that libxml2 writes with its XHTML rules.
        #"<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"><html xmlns="http://www.w3.org/1999/xhtml"><head/><body><div id="c0"/><div id="c1"/></body></html>"#,
    ]

    func testGivesTheBytesOfInsertingEveryPieceInXMLDocuments() throws {
        for (number, source) in documents.enumerated() {
            let expected = try Document.parseXML(Data(source.utf8), name: "expected.xhtml")
            for id in ["c0", "c1"] {
                let parent = try XCTUnwrap(expected.element(withID: id))
                for piece in pieces { try parent.insertMarkup(piece) }
            }
            let streamed = try Document.parseXML(Data(source.utf8), name: "streamed.xhtml")
            let parents = try ["c0", "c1"].map { try XCTUnwrap(streamed.element(withID: $0)) }
            let output = try written(streamed, appendingTo: parents) { _, emit in
                for piece in pieces { try emit(.markup(piece)) }
            }
            XCTAssertEqual(String(decoding: output, as: UTF8.self), String(decoding: try expected.serialized(), as: UTF8.self), "document \(number)")
        }
    }

    func testAPieceInItsAppendedFormIsWrittenAsItsMarkupIs() throws {
        for (number, source) in documents.enumerated() {
            let expected = try Document.parseXML(Data(source.utf8), name: "expected.xhtml")
            let expectedParent = try XCTUnwrap(expected.element(withID: "c0"))
            let asMarkup = try written(expected, appendingTo: [expectedParent]) { _, emit in
                for piece in pieces { try emit(.markup(piece)) }
            }
            let document = try Document.parseXML(Data(source.utf8), name: "forms.xhtml")
            let parent = try XCTUnwrap(document.element(withID: "c0"))
            let forms = try pieces.map { try document.appendedForm(of: $0, in: parent) }
            guard number < 2 else {
                XCTAssertEqual(forms.compactMap { $0 }, [], "an XHTML 1.0 document is written whole")
                continue
            }
            let asForms = try written(document, appendingTo: [parent]) { _, emit in
                for form in forms { try emit(.serialized(try XCTUnwrap(form))) }
            }
            XCTAssertEqual(String(decoding: asForms, as: UTF8.self), String(decoding: asMarkup, as: UTF8.self), "document \(number)")
            XCTAssertTrue(try XCTUnwrap(forms[1]).contains(#"data-decoration-id="é &quot;&lt;&amp;'""#), "as libxml2 writes it")
        }
    }

    func testADocumentWrittenWholeRefusesSerializedPieces() throws {
        let document = try Document.parseXML(Data(documents[2].utf8), name: "whole.xhtml")
        XCTAssertThrowsError(try written(document, appendingTo: [try XCTUnwrap(document.element(withID: "c0"))]) { _, emit in
            try emit(.serialized("<p>x</p>"))
        })
    }

    func testGivesTheBytesOfInsertingEveryPieceInAnHTMLDocument() throws {
        let source = #"<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><p>té</p><div id="c0"></div></body></html>"#
        let expected = try Document.parseHTML(Data(source.utf8), name: "expected.html")
        for piece in pieces { try XCTUnwrap(expected.element(withID: "c0")).insertMarkup(piece) }
        let streamed = try Document.parseHTML(Data(source.utf8), name: "streamed.html")
        let output = try written(streamed, appendingTo: [try XCTUnwrap(streamed.element(withID: "c0"))]) { _, emit in
            for piece in pieces { try emit(.markup(piece)) }
        }
        XCTAssertEqual(String(decoding: output, as: UTF8.self), String(decoding: try expected.serialized(), as: UTF8.self))
    }

    func testAnXMLDocumentIsLeftAsItWas() throws {
        let source = #"<html xmlns="http://www.w3.org/1999/xhtml"><body><div id="c0"/></body></html>"#
        let document = try Document.parseXML(Data(source.utf8), name: "c.xhtml")
        let before = try document.serialized()
        let output = try written(document, appendingTo: [try XCTUnwrap(document.element(withID: "c0"))]) { _, emit in
            try emit(.markup(#"<span id="s">x</span>"#))
        }
        XCTAssertTrue(String(decoding: output, as: UTF8.self).contains(#"<div id="c0"><span id="s">x</span></div>"#))
        XCTAssertEqual(try document.serialized(), before)
        XCTAssertNil(document.element(withID: "s"))
    }

    func testMarkupOverTheParserLimitIsWrittenWhenEachPieceIsUnderIt() throws {
        let source = #"<html xmlns="http://www.w3.org/1999/xhtml"><body><div id="c0"/></body></html>"#
        let piece = "<p>" + String(repeating: "x", count: 1 << 20) + "</p>"
        let pieceCount = 65
        let whole = try Document.parseXML(Data(source.utf8), name: "whole.xhtml")
        XCTAssertThrowsError(try XCTUnwrap(whole.element(withID: "c0")).insertMarkup(String(repeating: piece, count: pieceCount)))
        let document = try Document.parseXML(Data(source.utf8), name: "c.xhtml")
        let empty = try document.serialized()
        let output = try written(document, appendingTo: [try XCTUnwrap(document.element(withID: "c0"))]) { _, emit in
            for _ in 0..<pieceCount { try emit(.markup(piece)) }
        }
        // `<div id="c0"/>` becomes `<div id="c0">` + every piece + `</div>`.
        XCTAssertEqual(output.count, empty.count - #"<div id="c0"/>"#.utf8.count + #"<div id="c0"></div>"#.utf8.count
                           + pieceCount * piece.utf8.count)
        XCTAssertEqual(String(decoding: output.suffix(26), as: UTF8.self), "x</p></div></body></html>\n")
    }

    func testAPieceThatIsNotWellFormedIsRefused() throws {
        let document = try Document.parseXML(Data(#"<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>"#.utf8), name: "c.xhtml")
        XCTAssertThrowsError(try written(document, appendingTo: [try XCTUnwrap(document.body)]) { _, emit in
            try emit(.markup("<div>"))
        })
    }

    func testTheOutputIsWrittenPieceByPieceAndItsErrorStopsTheWriting() throws {
        struct Full: Error {}
        let source = #"<html xmlns="http://www.w3.org/1999/xhtml"><body><div id="c0"/></body></html>"#
        let document = try Document.parseXML(Data(source.utf8), name: "c.xhtml")
        let parent = try XCTUnwrap(document.element(withID: "c0"))
        var writes = 0
        try document.serialized(appendingTo: [parent], markup: { _, emit in
            for _ in 0..<3 { try emit(.markup("<p>x</p>")) }
        }, to: { _ in writes += 1 })
        // Before the container, each piece, after the container.
        XCTAssertEqual(writes, 5)
        var emitted = 0
        XCTAssertThrowsError(try document.serialized(appendingTo: [parent], markup: { _, emit in
            for _ in 0..<3 {
                emitted += 1
                try emit(.markup("<p>x</p>"))
            }
        }, to: { _ in throw Full() })) { XCTAssertTrue($0 is Full) }
        XCTAssertEqual(emitted, 0)
    }
}
