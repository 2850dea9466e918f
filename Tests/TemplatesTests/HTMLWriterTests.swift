import DOM
import DecorModel
import Foundation
@testable import Templates
import TestFixtures
import XCTest

final class HTMLWriterTests: XCTestCase {
    private func written(_ source: String, name: String, nonce: String? = nil) throws -> (HTMLWriter.Output, String) {
        let file = try TestDecorations.file(WriterSamples.decorationsFile)
        let document = try WriterSamples.parse(source, name: name)
        let output = try WriterSamples.writer(file, nonce: nonce).write(try WriterSamples.groups(file, in: document), into: document)
        return (output, String(decoding: output.data, as: UTF8.self))
    }

    func testXHTMLGolden() throws {
        let (output, _) = try written(WriterSamples.xhtml, name: "c.xhtml", nonce: "bm9uY2U=")
        XCTAssertEqual(output.rejected, [])
        if let mismatch = try Snapshots.mismatch(output.data, name: "writer/loomings.xhtml") { XCTFail(mismatch) }
    }

    func testHTMLGolden() throws {
        let (output, _) = try written(WriterSamples.html, name: "c.html")
        XCTAssertEqual(output.rejected, [])
        if let mismatch = try Snapshots.mismatch(output.data, name: "writer/loomings.html") { XCTFail(mismatch) }
    }

    func testInjectsOneStyleTheDataBlockAndTheScriptInHeadAndContainersAtTheEndOfBody() throws {
        let (_, text) = try written(WriterSamples.xhtml, name: "c.xhtml", nonce: "bm9uY2U=")
        let document = try Document.parseXML(Data(text.utf8), name: "out.xhtml")
        let head = try XCTUnwrap(document.rootElement?.firstChild(named: "head", namespace: XHTML.namespace))
        XCTAssertEqual(head.childElements.map { $0.localName }, ["title", "link", "style", "script", "script"])
        XCTAssertEqual(head.childElements[2].attribute("nonce"), "bm9uY2U=")
        XCTAssertEqual(head.childElements[3].attribute("type"), "application/json")
        XCTAssertNil(head.childElements[3].attribute("nonce"))
        XCTAssertEqual(head.childElements[4].attribute("nonce"), "bm9uY2U=")
        XCTAssertEqual(head.childElements[4].textContent, RuntimeScript.source)
        XCTAssertEqual(document.rootElement?.descendants(named: "style", namespace: XHTML.namespace).count, 1)

        let body = try XCTUnwrap(document.body)
        let containers = body.childElements.suffix(2)
        XCTAssertEqual(containers.map { $0.attribute("id") }, ["r2-decoration-0", "r2-decoration-1"])
        XCTAssertEqual(containers.map { $0.attribute("data-group") }, ["user-highlights", "</style><script>window.__pwned=1</script>"])
        XCTAssertTrue(containers.allSatisfy { $0.attribute("style") == "pointer-events:none" && $0.namespaceURI == XHTML.namespace })
        let decorations = containers.flatMap(\.childElements)
        XCTAssertEqual(decorations.map { $0.attribute("id") }, ["r2-decoration-0-0", "r2-decoration-0-1", "r2-decoration-1-0"])
        XCTAssertEqual(decorations.map { $0.attribute("data-style") }, ["highlight", "underline", "sidemark"])
        XCTAssertEqual(decorations.map { $0.attribute("data-decoration-id") }, ["12", #"x" onclick="window.__pwned=1"#, "s1"])
        XCTAssertTrue(decorations.allSatisfy { $0.attribute("onclick") == nil })
        let sidemark = try XCTUnwrap(decorations.last?.firstChildNode)
        XCTAssertEqual(sidemark.attribute("title"), #""; background:url(javascript:window.__pwned=1)"#)
        XCTAssertEqual(sidemark.attribute("style")?.hasPrefix(#"--tint: rgba(41, 163, 41, 1); --label: "\22 \3b  background\3a url\28 javascript\3a window.__pwned\3d 1\29 ""#), true,
                       sidemark.attribute("style") ?? "")
    }

    func testTheDataBlockPointsAtTheSameTextAfterSerialization() throws {
        for (source, name) in [(WriterSamples.xhtml, "c.xhtml"), (WriterSamples.html, "c.html")] {
            let (_, text) = try written(source, name: name)
            let document = try Document.parse(Data(text.utf8), name: name)
            let data = try WriterSamples.runtimeData(in: document)
            let groups = try XCTUnwrap(data["groups"] as? [[String: Any]])
            let items = groups.flatMap { $0["items"] as? [[String: Any]] ?? [] }
            let texts = try items.map { item -> String in
                let body = try XCTUnwrap(document.body)
                func position(_ key: String) throws -> DOMPosition {
                    let boundary = try XCTUnwrap(item[key] as? [String: Any])
                    var node = body
                    for index in try XCTUnwrap(boundary["path"] as? [Int]) { node = try XCTUnwrap(node.child(at: index)) }
                    return try DOMPosition(container: node, offset: try XCTUnwrap(boundary["offset"] as? Int))
                }
                return try DOMRange(start: position("start"), end: position("end")).text
            }
            XCTAssertEqual(texts, ["Call me Ishmael", "precisely", "driving off the spleen"], name)
        }
    }

    func testADecorationThatCannotBeWrittenIsLeftOutAndTheOthersAreNumberedInOrder() throws {
        let file = try TestDecorations.file("""
            {"groups": {"g": [
              {"id": "a", "locator": {"href": "c.xhtml", "text": {"highlight": "Call me"}}, "style": {"type": "highlight"}},
              {"id": "no-template", "locator": {"href": "c.xhtml", "text": {"highlight": "Ishmael"}}, "style": {"type": "mystery"}},
              {"id": "in-head", "locator": {"href": "c.xhtml", "text": {"highlight": "Loomings"}}, "style": {"type": "highlight"}},
              {"id": "bad-element", "locator": {"href": "c.xhtml", "text": {"highlight": "Some years"}}, "style": {"type": "underline"}},
              {"id": "b", "locator": {"href": "c.xhtml", "text": {"highlight": "spleen"}}, "style": {"type": "underline"}}
            ]}, "templates": {"mystery": {"element": "<div/>"}}}
            """)
        let document = try WriterSamples.parse(WriterSamples.xhtml, name: "c.xhtml")
        var writer = try WriterSamples.writer(file)
        // The renderer's templates lack the file's "mystery"; its underline is well-formed for some values only.
        writer.markup.templates = StyleTemplates()
        writer.markup.templates.register(HTMLDecorationTemplate(element: { context in
            context.id == "bad-element" ? "<div>" : "<div class=\"u\"/>"
        }), for: "underline")
        let output = try writer.write(try WriterSamples.groups(file, in: document), into: document)
        XCTAssertEqual(output.rejected.map(\.id), ["in-head", "no-template", "bad-element"])
        XCTAssertEqual(output.rejected.map(\.code), ["rangeOutsideBody", "invalidTemplate", "invalidTemplate"])
        XCTAssertTrue(output.rejected[1].message.contains("mystery"), output.rejected[1].message)
        let written = try Document.parseXML(output.data, name: "out.xhtml")
        XCTAssertEqual(written.element(withID: "r2-decoration-0-0")?.attribute("data-decoration-id"), "a")
        XCTAssertEqual(written.element(withID: "r2-decoration-0-1")?.attribute("data-decoration-id"), "b")
        XCTAssertNil(written.element(withID: "r2-decoration-0-2"))
    }

    func testRangesAreCutToTheBodysContents() throws {
        let document = try WriterSamples.parse(WriterSamples.xhtml, name: "c.xhtml")
        let body = try XCTUnwrap(document.body)
        let wholeBody = try XCTUnwrap(DOMRange(selecting: body))
        XCTAssertEqual(DOMRangeEndpoints(wholeBody, body: body),
                       DOMRangeEndpoints(start: DOMBoundary(path: [], offset: 0), end: DOMBoundary(path: [], offset: body.childCount)))
        let title = try XCTUnwrap(document.rootElement?.firstChild(named: "head", namespace: XHTML.namespace))
        XCTAssertNil(DOMRangeEndpoints(DOMRange(contentsOf: title), body: body))
        let quote = try WriterSamples.range(of: "precisely", in: document)
        XCTAssertEqual(DOMRangeEndpoints(quote, body: body),
                       DOMRangeEndpoints(start: DOMBoundary(path: [3, 1, 0], offset: 0), end: DOMBoundary(path: [3, 1, 0], offset: 9)))
    }

    func testADocumentWithoutHeadGetsOneAndADocumentWithoutBodyIsRefused() throws {
        let file = try TestDecorations.file(WriterSamples.decorationsFile)
        let headless = try WriterSamples.parse(#"<html xmlns="http://www.w3.org/1999/xhtml"><body><p>x</p></body></html>"#, name: "h.xhtml")
        let output = try WriterSamples.writer(file).write([], into: headless)
        let text = String(decoding: output.data, as: UTF8.self)
        XCTAssertTrue(text.contains(#"<html xmlns="http://www.w3.org/1999/xhtml"><head>"#), text)
        XCTAssertTrue(text.contains("</head><body><p>x</p>\n</body>"), text)

        let svg = try WriterSamples.parse(#"<svg xmlns="http://www.w3.org/2000/svg"><text>x</text></svg>"#, name: "p.svg")
        XCTAssertThrowsError(try WriterSamples.writer(file).write([], into: svg)) {
            XCTAssertEqual($0 as? HTMLWriterError, .noBody(document: "p.svg"))
        }
    }

    func testTheSameInputsGiveTheSameBytes() throws {
        let first = try written(WriterSamples.xhtml, name: "c.xhtml").0.data
        let second = try written(WriterSamples.xhtml, name: "c.xhtml").0.data
        XCTAssertEqual(first, second)
    }

    func testRawHTMLScriptTextCannotEndItsElement() {
        // HTML serialization writes script and style text raw: none of what goes there may close the
        // element or open a comment that changes how the HTML parser reads the script.
        XCTAssertFalse(RuntimeScript.source.lowercased().contains("</script"))
        XCTAssertFalse(RuntimeScript.source.contains("<!--"))
    }
}

/// The XHTML namespace, for lookups in written documents.
enum XHTML {
    static let namespace = "http://www.w3.org/1999/xhtml"
}
