import DecorEngine
import Export
import Foundation
import TestFixtures
import XCTest

/// SVG cards (each highlight drawn on the excerpt of its page at the reference layout) and the page
/// numbers of that layout for books without a page list.
final class SVGCardExportTests: XCTestCase {
    private var fixture: ExportFixture!

    override func setUpWithError() throws { fixture = try ExportFixture() }
    override func tearDown() { fixture.remove() }

    private var mobySlug: String { PathSlug.publication(Fixtures.epubURL("moby-dick.epub").path) }
    private var childrenSlug: String { PathSlug.publication(Fixtures.epubURL("childrens-literature.epub").path) }

    private func svg(_ path: String, in root: URL) throws -> Document {
        let data = try Data(contentsOf: root.appendingPathComponent(path))
        return try Document.parseXML(data, name: path)
    }

    private func cards(of document: Document) -> [Node] {
        document.node.descendantElements.filter { $0.attribute("class") == "card" }
    }

    func testCardsAreWellFormedDrawTheHighlightOnItsPageAndKeepHostileTextAsText() async throws {
        try await fixture.importLines(ExportFixture.standardLines())
        _ = try await fixture.run(formats: "svg")
        let document = try svg("alice/\(mobySlug).svg", in: fixture.output)
        let cards = cards(of: document)
        XCTAssertEqual(cards.map { $0.attribute("data-highlight-id") }, ["m1", "m2"], "one card per highlight, in reading order")

        let elements = document.node.descendantElements
        XCTAssertTrue(elements.allSatisfy { $0.localName != "script" })
        XCTAssertTrue(elements.allSatisfy { element in element.attributes.allSatisfy { !$0.localName.hasPrefix("on") } })

        let first = cards[0]
        let inside = first.descendantElements
        // The excerpt is the snapshot writer's page: the decoration drawn, the page's text around it.
        let mark = try XCTUnwrap(inside.first { $0.attribute("data-decoration-id") == "m1" }, "the highlight is drawn")
        XCTAssertEqual(mark.attribute("data-style"), "highlight")
        XCTAssertEqual(mark.descendantElements.first?.attribute("fill")?.lowercased(), "#ff0000", "drawn in the highlight's tint")
        let pageText = inside.filter { $0.attribute("class")?.contains("decor-font-") == true }.map(\.textContent).joined(separator: " ")
        XCTAssertTrue(pageText.lowercased().contains("call me ishmael"), pageText)
        let excerpt = try XCTUnwrap(inside.first { $0.attribute("data-page-index") != nil })
        XCTAssertEqual(excerpt.attribute("data-page-index"), "0")
        XCTAssertLessThan(Double(excerpt.attribute("height") ?? "") ?? .infinity, 768, "an excerpt, not the whole page")

        // The note's lines are text; the tags too, as written.
        let note = inside.filter { $0.localName == "tspan" }.map(\.textContent).joined(separator: "\n")
        XCTAssertEqual(note, ExportFixture.hostileNote)
        XCTAssertTrue(inside.contains { $0.attribute("class") == "card-details" && $0.textContent.contains(ExportFixture.hostileTag) })
        XCTAssertTrue(inside.contains { $0.attribute("class") == "card-heading" && $0.textContent == "Chapter 1. Loomings. · p. 1 (layout)" })
        XCTAssertTrue(inside.contains { $0.localName == "a" && $0.attribute("href")?.hasPrefix("decor://render/") == true })

        // Ids and font classes are scoped per card, so the excerpts do not collide.
        let ids = elements.compactMap { $0.attribute("id") }
        XCTAssertEqual(ids.count, Set(ids).count, "ids are unique")
        XCTAssertTrue(ids.contains("card-0-decoration-0-0"))
        XCTAssertNil(ExportFixture.files(under: fixture.output)["alice/index.svg"], "cards have no index: the HTML one lists the units")
    }

    func testCardsAreDeterministicBytes() async throws {
        try await fixture.importLines(ExportFixture.standardLines())
        let second = fixture.folder.appendingPathComponent("second")
        _ = try await fixture.run(formats: "svg,json")
        _ = try await fixture.run(into: second, formats: "svg,json")
        let files = ExportFixture.files(under: fixture.output)
        XCTAssertEqual(files, ExportFixture.files(under: second))
        XCTAssertEqual(files.keys.filter { $0.hasSuffix(".svg") }.count, 3)
    }

    func testWithoutAReferenceLayoutCardsShowTheQuoteAndThereIsNoLayoutPage() async throws {
        try await fixture.importLines(ExportFixture.standardLines())
        _ = try await fixture.run(formats: "svg,json", referenceLayout: nil)
        let document = try svg("alice/\(mobySlug).svg", in: fixture.output)
        let first = try XCTUnwrap(cards(of: document).first)
        XCTAssertFalse(first.descendantElements.contains { $0.attribute("data-page-index") != nil })
        XCTAssertTrue(first.descendantElements.contains { $0.localName == "tspan" && $0.textContent == "Call me Ishmael." })
        let json = try JSONValue.parse(try Data(contentsOf: fixture.output.appendingPathComponent("alice/\(mobySlug).json")))
        XCTAssertEqual(json["decor"]?["pages"]?.stringValue, "none")
        XCTAssertEqual(json["first"]?["items"]?.arrayValue?.first?["decor"]?["page"], .null)
    }

    func testTheLayoutPageDependsOnTheDeclaredLayoutAndAPageListWins() async throws {
        // A quote some way into chapter 1: on a later page of a small window than of a large one.
        let moby = Fixtures.epubURL("moby-dick.epub").path
        let children = Fixtures.epubURL("childrens-literature.epub").path
        try await fixture.importLines([
            ["id": "deep", "reader": "dana", "publication": .string(moby),
             "selector": ["type": "TextQuoteSelector", "exact": "Circumambulate the city of a dreamy Sabbath afternoon"]],
            ["id": "printed", "reader": "dana", "publication": .string(children),
             "locator": ["href": "EPUB/s04.xhtml", "text": ["highlight": "Great was the alarm in the palace of Rome"]]],
        ] as [JSONValue])
        let small = fixture.folder.appendingPathComponent("small")
        _ = try await fixture.run(formats: "json,md")
        _ = try await fixture.run(into: small, formats: "json,md", referenceLayout: try ReferenceLayout(parsing: "320x480"))
        func decor(_ root: URL, _ slug: String) throws -> (collection: JSONValue?, highlight: JSONValue?) {
            let json = try JSONValue.parse(try Data(contentsOf: root.appendingPathComponent("dana/\(slug).json")))
            return (json["decor"], json["first"]?["items"]?.arrayValue?.first?["decor"])
        }
        let large = try decor(fixture.output, mobySlug)
        let narrow = try decor(small, mobySlug)
        XCTAssertEqual(large.highlight?["pageSource"]?.stringValue, "layout")
        let largePage = try XCTUnwrap(large.highlight?["page"]?.stringValue.flatMap(Int.init))
        let narrowPage = try XCTUnwrap(narrow.highlight?["page"]?.stringValue.flatMap(Int.init))
        XCTAssertGreaterThan(narrowPage, largePage)
        XCTAssertEqual(narrow.collection?["pages"]?.stringValue, "layout 320x480 16px, pages per chapter")
        let markdown = String(decoding: try Data(contentsOf: small.appendingPathComponent("dana/\(mobySlug).md")), as: UTF8.self)
        XCTAssertTrue(markdown.contains("p. \(narrowPage) (layout)"), markdown)

        let printed = try decor(small, childrenSlug)
        XCTAssertEqual(printed.collection?["pages"]?.stringValue, "page-list")
        XCTAssertEqual(printed.highlight?["pageSource"]?.stringValue, "page-list")
        XCTAssertEqual(printed.highlight?["page"], try decor(fixture.output, childrenSlug).highlight?["page"],
                       "a print page does not move with the layout")
    }
}
