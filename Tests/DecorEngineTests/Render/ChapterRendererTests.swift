import DecorEngine
import Foundation
import TestFixtures
import XCTest

final class ChapterRendererTests: XCTestCase {
    private func renderer(geometry: (any RangeGeometrySource)? = nil) throws -> (ChapterRenderer, DecorationsFile) {
        let file = try RenderSamples.file(RenderSamples.mobyDick)
        let markup = DecorationMarkup(templates: try StyleTemplates(file: file), viewport: PagedViewport(width: 600, height: 800))
        return (ChapterRenderer(writer: HTMLWriter(markup: markup), settings: try LayoutSettings(), geometry: geometry), file)
    }

    /// The decorations of `file` whose href is chapter 1 (in any spelling), with their groups.
    private func chapter1Entries(_ file: DecorationsFile) -> [(group: String, decoration: Decoration)] {
        file.groups.flatMap { group in
            group.decorations.filter { Locator.normalize(href: $0.href) == RenderSamples.chapter1 }.map { (group.name, $0) }
        }
    }

    private func groups(_ file: DecorationsFile) -> [ChapterRenderer.GroupInfo] {
        file.groups.map { ChapterRenderer.GroupInfo(name: $0.name, isActivable: file.isActivable(group: $0.name)) }
    }

    private func render(geometry: (any RangeGeometrySource)? = nil,
                        adjust: (inout ChapterRenderer) -> Void = { _ in }) throws -> (ChapterRenderer.Output, Document) {
        var (chapter, file) = try renderer(geometry: geometry)
        adjust(&chapter)
        let data = try Fixtures.entry(RenderSamples.chapter1, in: "moby-dick.epub")
        let document = try chapter.parse(data, href: RenderSamples.chapter1, mediaType: "application/xhtml+xml")
        let resolutions = chapter.resolve(chapter1Entries(file), in: document)
        let output = try chapter.write(resolutions, groups: groups(file), into: document, href: RenderSamples.chapter1)
        return (output, try Document.parseXML(try XCTUnwrap(output.data), name: "out.xhtml"))
    }

    func testEachDecorationHasItsOutcomeAndOneBadDecorationDoesNotStopTheOthers() throws {
        let (output, _) = try render()
        XCTAssertEqual(output.outcomes.map(\.id), ["h1", "h2", "h3", "missing-quote", "s1", "s2", "s3", "nothing"])
        XCTAssertEqual(output.outcomes.map(\.strategy), [.textQuote, .textQuote, .textQuote, nil, .textQuote, .textQuote, .textQuote, nil])
        XCTAssertEqual(output.outcomes.map { $0.error?.code }, [nil, nil, nil, "quoteNotFound", nil, nil, nil, "invalidLocator"])
        XCTAssertTrue(output.outcomes.allSatisfy { $0.href == RenderSamples.chapter1 && $0.pages == nil && $0.boxes == nil })
        XCTAssertEqual(try XCTUnwrap(output.outcomes[0].score), 1, accuracy: 0.001)
    }

    func testGroupsAreWrittenInFileOrderAndDecorationsInDocumentOrder() throws {
        let (_, written) = try render()
        let highlights = try XCTUnwrap(written.element(withID: "r2-decoration-0"))
        let search = try XCTUnwrap(written.element(withID: "r2-decoration-1"))
        XCTAssertEqual(highlights.attribute("data-group"), "user-highlights")
        XCTAssertEqual(search.attribute("data-group"), "search")
        XCTAssertEqual(highlights.childElements.map { $0.attribute("data-decoration-id") }, ["h1", "h3", "h2"])
        XCTAssertEqual(search.childElements.map { $0.attribute("data-decoration-id") }, ["s1", "s3", "s2"])
        let data = try XCTUnwrap(written.element(withID: "decor-ranges")).textContent
        XCTAssertTrue(data.contains(#""group":"user-highlights","activable":true"#), data)
        XCTAssertTrue(data.contains(#""group":"search","activable":false"#), data)
    }

    func testAGeometrySourceFillsPagesAndBoxesAndPlacesTheBoxes() throws {
        let (output, written) = try render(geometry: OneLinePerRange())
        let h1 = try XCTUnwrap(output.outcomes.first { $0.id == "h1" })
        XCTAssertEqual(h1.pages, [0])
        XCTAssertEqual(h1.boxes, [Rect(x: 10, y: 20, width: 100, height: 18)])
        let sidemark = try XCTUnwrap(output.outcomes.first { $0.id == "s2" })
        XCTAssertEqual(sidemark.boxes, [Rect(x: 0, y: 20, width: 600, height: 18)], "a page-wide template fills the column")
        XCTAssertNil(output.outcomes.first { $0.id == "missing-quote" }?.boxes)
        let box = try XCTUnwrap(written.element(withID: "r2-decoration-0-0")?.firstChildNode)
        XCTAssertNil(box.attribute("hidden"))
        XCTAssertTrue(box.attribute("style")?.hasSuffix("position:absolute;left:10px;top:20px;width:100px;height:18px") == true)
    }

    func testADecorationItsTemplateRefusesKeepsHowItWasLocated() throws {
        let (output, written) = try render(geometry: OneLinePerRange()) { chapter in
            chapter.writer.markup.templates.register(HTMLDecorationTemplate(element: { context in
                context.id == "h1" ? "<div>" : "<div class=\"mark\"/>"
            }), for: "highlight")
        }
        let h1 = try XCTUnwrap(output.outcomes.first { $0.id == "h1" })
        XCTAssertEqual(h1.strategy, .textQuote)
        XCTAssertEqual(h1.error?.code, "invalidTemplate")
        XCTAssertNil(h1.pages)
        XCTAssertNil(h1.boxes)
        XCTAssertEqual(written.element(withID: "r2-decoration-0-0")?.attribute("data-decoration-id"), "h3")
    }

    func testADocumentWithoutBodyIsLeftAloneAndEveryDecorationSaysWhy() throws {
        let (chapter, file) = try renderer()
        let svg = try chapter.parse(Data(#"<svg xmlns="http://www.w3.org/2000/svg"><text>Call me Ishmael</text></svg>"#.utf8),
                                    href: "image.svg", mediaType: "image/svg+xml")
        let entries = [(group: "user-highlights", decoration: file.groups[0].decorations[0])]
        let output = try chapter.write(chapter.resolve(entries, in: svg), groups: groups(file), into: svg, href: "image.svg")
        XCTAssertNil(output.data)
        XCTAssertEqual(output.failure?.code, "documentHasNoBody")
        XCTAssertEqual(output.outcomes.map { $0.error?.code }, ["documentHasNoBody"])
    }

    func testHTMLResourcesAreParsedAsHTML() throws {
        let (chapter, _) = try renderer()
        let html = try chapter.parse(Data("<p>unclosed<p>second".utf8), href: "page.xhtml", mediaType: "text/html")
        XCTAssertTrue(html.isHTML)
        XCTAssertThrowsError(try chapter.parse(Data("<p>unclosed<p>second".utf8), href: "page.html", mediaType: "application/xhtml+xml"))
    }
}

/// A stand-in layout: every range on one line of page 0 at (10, 20), 100×18.
private struct OneLinePerRange: RangeGeometrySource {
    func measure(_ ranges: [DOMRange], in document: Document, href: String, settings: LayoutSettings) throws -> [RangeMeasurement?] {
        ranges.map { _ in RangeMeasurement(geometry: RangeGeometry(textPieces: [[Rect(x: 10, y: 20, width: 100, height: 18)]]), pages: [0]) }
    }
}
