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
        let heading = try XCTUnwrap(inside.first { $0.attribute("class") == "card-heading" }?.textContent)
        let page = heading.hasPrefix("Chapter 1. Loomings. · p. ") && heading.hasSuffix(" (layout)")
            ? Int(heading.dropFirst("Chapter 1. Loomings. · p. ".count).dropLast(" (layout)".count)) : nil
        XCTAssertGreaterThan(try XCTUnwrap(page, heading), 1, "pages count from the start of the book")
        XCTAssertTrue(inside.contains { $0.localName == "a" && $0.attribute("href")?.hasPrefix("decor://render/") == true })

        // Ids and font classes are scoped per card, so the excerpts do not collide.
        let ids = elements.compactMap { $0.attribute("id") }
        XCTAssertEqual(ids.count, Set(ids).count, "ids are unique")
        XCTAssertTrue(ids.contains("card-0-decoration-1-0"), "the card's own highlight is the second group's: drawn last")
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
        XCTAssertEqual(narrow.collection?["pages"]?.stringValue, "layout 320x480 16px, pages across the book")
        let markdown = String(decoding: try Data(contentsOf: small.appendingPathComponent("dana/\(mobySlug).md")), as: UTF8.self)
        XCTAssertTrue(markdown.contains("p. \(narrowPage) (layout)"), markdown)

        let printed = try decor(small, childrenSlug)
        XCTAssertEqual(printed.collection?["pages"]?.stringValue, "page-list")
        XCTAssertEqual(printed.highlight?["pageSource"]?.stringValue, "page-list")
        XCTAssertEqual(printed.highlight?["page"], try decor(fixture.output, childrenSlug).highlight?["page"],
                       "a print page does not move with the layout")
    }

    func testLayoutPagesCountThroughTheWholeReadingOrder() async throws {
        // The last line of chapter 1 and the first of chapter 2: a reader's page counter goes on from one
        // to the next, and chapter 1 starts after the pages of the cover, title page, contents and preface.
        let moby = Fixtures.epubURL("moby-dick.epub").path
        try await fixture.importLines([
            ["id": "opening", "reader": "dana", "publication": .string(moby),
             "locator": ["href": "OPS/chapter_001.xhtml", "text": ["highlight": "Call me Ishmael."]]],
            ["id": "closing", "reader": "dana", "publication": .string(moby),
             "locator": ["href": "OPS/chapter_001.xhtml", "text": ["highlight": "like a snow hill in the air"]]],
            ["id": "next", "reader": "dana", "publication": .string(moby),
             "locator": ["href": "OPS/chapter_002.xhtml", "text": ["highlight": "I stuffed a shirt or two into my old carpet-bag"]]],
        ] as [JSONValue])
        _ = try await fixture.run(formats: "json")
        let json = try JSONValue.parse(try Data(contentsOf: fixture.output.appendingPathComponent("dana/\(mobySlug).json")))
        XCTAssertEqual(json["decor"]?["pages"]?.stringValue, "layout 1024x768 16px, pages across the book")
        var pages: [String: Int] = [:]
        for item in json["first"]?["items"]?.arrayValue ?? [] {
            let id = try XCTUnwrap(item["decor"]?["id"]?.stringValue)
            XCTAssertEqual(item["decor"]?["pageSource"]?.stringValue, "layout")
            pages[id] = item["decor"]?["page"]?.stringValue.flatMap(Int.init)
        }
        let opening = try XCTUnwrap(pages["opening"], "\(pages)")
        let closing = try XCTUnwrap(pages["closing"], "\(pages)")
        XCTAssertGreaterThan(opening, 1, "the documents before chapter 1 have pages")
        XCTAssertGreaterThan(closing, opening, "chapter 1 takes more than a page")
        XCTAssertEqual(pages["next"], closing + 1, "chapter 2's first page follows chapter 1's last")
    }

    func testACardDrawsTheReadersOtherHighlightsOnItsLinesUnderItsOwn() async throws {
        let moby = Fixtures.epubURL("moby-dick.epub").path
        func line(_ id: String, _ reader: String, _ quote: String, tint: String) -> JSONValue {
            ["id": .string(id), "reader": .string(reader), "publication": .string(moby), "tint": .string(tint),
             "locator": ["href": "OPS/chapter_001.xhtml", "text": ["highlight": .string(quote)]]]
        }
        try await fixture.importLines([
            line("call", "erin", "Call me Ishmael.", tint: "#ff0000"),
            line("years", "erin", "Some years ago", tint: "#0000ff"),
            line("phantom", "erin", "like a snow hill in the air", tint: "#00ff00"),
            line("someone-else", "frank", "never mind how long precisely", tint: "#ffff00"),
        ] as [JSONValue])
        _ = try await fixture.run(formats: "svg")
        let document = try svg("erin/\(mobySlug).svg", in: fixture.output)
        let cards = cards(of: document)
        XCTAssertEqual(cards.map { $0.attribute("data-highlight-id") }, ["call", "years", "phantom"])

        /// Each drawn decoration of a card: its group, highlight id and fill, in document order.
        func drawn(_ card: Node) -> [(group: String, id: String, fill: String)] {
            card.descendantElements.filter { $0.attribute("data-decoration-id") != nil && $0.attribute("data-group") != nil }.map {
                ($0.attribute("data-group") ?? "", $0.attribute("data-decoration-id") ?? "",
                 $0.descendantElements.first?.attribute("fill")?.lowercased() ?? "")
            }
        }
        let first = drawn(cards[0])
        XCTAssertEqual(first.map(\.group), ["others", "highlight"], "the other highlight on the line first, the card's own on top")
        XCTAssertEqual(first.map(\.id), ["years", "call"])
        XCTAssertEqual(first.map(\.fill), ["#0000ff", "#ff0000"], "each in its own tint")
        XCTAssertEqual(drawn(cards[1]).map(\.id), ["call", "years"])
        XCTAssertEqual(drawn(cards[2]).map(\.id), ["phantom"], "highlights pages away are not in the excerpt")
        XCTAssertFalse(cards.contains { card in drawn(card).contains { $0.id == "someone-else" } }, "only the reader's own highlights")
    }
}
