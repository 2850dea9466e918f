import DecorEngine
import Export
import Foundation
import TestFixtures
import XCTest

/// Every format parsed back, with a hostile note and tag: front matter that stays front matter, HTML with
/// no script, JSON that parses, CSV cells that are not formulas.
final class ExportFormatsTests: XCTestCase {
    private var fixture: ExportFixture!
    private var files: [String: Data] = [:]
    private var stem = ""

    override func setUp() async throws {
        fixture = try ExportFixture()
        try await fixture.importLines(ExportFixture.standardLines())
        _ = try await fixture.run()
        files = ExportFixture.files(under: fixture.output)
        stem = "alice/\(PathSlug.publication(Fixtures.epubURL("moby-dick.epub").path))"
    }

    override func tearDown() { fixture.remove() }

    private func text(_ path: String) throws -> String {
        String(decoding: try XCTUnwrap(files[path], "no \(path) in \(files.keys.sorted())"), as: UTF8.self)
    }

    func testMarkdownFrontMatterCannotBeBrokenOutOf() throws {
        let markdown = try text("\(stem).md")
        let parts = markdown.components(separatedBy: "\n---\n")
        XCTAssertTrue(markdown.hasPrefix("---\n"))
        let frontMatter = parts[0].dropFirst(4).split(separator: "\n")
        XCTAssertEqual(frontMatter.map { $0.split(separator: ":")[0] },
                       ["title", "authors", "publication", "identifier", "reader", "highlights", "pages", "tags"])
        XCTAssertEqual(frontMatter.first, "title: \"Moby-Dick\"")
        XCTAssertTrue(frontMatter.contains("reader: \"alice\""))
        XCTAssertTrue(frontMatter.contains("pages: \"layout 1024x768 16px, pages across the book\""))
        // Each YAML value is a JSON string (YAML's double-quoted scalar): it parses back to the tag.
        let tags = try XCTUnwrap(frontMatter.first { $0.hasPrefix("tags: ") })
        XCTAssertEqual(try JSONValue.parse(Data(tags.dropFirst(6).utf8)).arrayValue?.count, 2)
        let body = parts.dropFirst().joined(separator: "\n---\n")
        XCTAssertFalse(body.contains("<script"), "raw HTML would run in Markdown previews")
        XCTAssertFalse(body.contains("\n---\n"), "the note cannot write a thematic break or new front matter")
        XCTAssertFalse(body.contains("\n# heading"), "the note cannot start a heading")
        XCTAssertTrue(body.contains("## Chapter 1. Loomings."))
        XCTAssertTrue(body.contains("> Call me Ishmael."))
        XCTAssertTrue(body.contains("#whales"))
        XCTAssertTrue(body.contains("(<decor://render/"))
    }

    func testHTMLHasNoScriptAndKeepsHostileTextAsText() throws {
        let html = try text("\(stem).html")
        let document = try Document.parseHTML(Data(html.utf8), name: "export.html")
        let elements = document.node.descendantElements
        XCTAssertTrue(elements.allSatisfy { $0.localName != "script" })
        XCTAssertTrue(elements.allSatisfy { element in element.attributes.allSatisfy { !$0.localName.hasPrefix("on") } })
        let note = try XCTUnwrap(elements.first { $0.attribute("class") == "note" })
        XCTAssertEqual(note.textContent, ExportFixture.hostileNote)
        let tags = elements.filter { $0.attribute("class") == "tag" }.map(\.textContent)
        XCTAssertEqual(tags, ["whales", ExportFixture.hostileTag])
        let articles = elements.filter { $0.localName == "article" }
        XCTAssertEqual(articles.map { $0.attribute("id") }, ["h-m1", "h-m2"])
        XCTAssertEqual(articles.first?.attribute("style"), "--tint: #ff0000")
        XCTAssertEqual(elements.filter { $0.localName == "h2" }.map(\.textContent), ["Chapter 1. Loomings."])
        XCTAssertTrue(html.contains("Content-Security-Policy"))
        XCTAssertTrue(html.contains("@media print"))
    }

    func testWebAnnotationJSONCarriesTheNoteAndTagsAsBodies() throws {
        let json = try JSONValue.parse(try XCTUnwrap(files["\(stem).json"]))
        XCTAssertEqual(json["type"]?.stringValue, "AnnotationCollection")
        XCTAssertEqual(json["total"]?.integerValue, 2)
        let first = try XCTUnwrap(json["first"]?["items"]?.arrayValue?.first)
        XCTAssertEqual(first["motivation"]?.stringValue, "commenting")
        let bodies = try XCTUnwrap(first["body"]?.arrayValue)
        XCTAssertEqual(bodies.map { $0["value"]?.stringValue }, [ExportFixture.hostileNote, "whales", ExportFixture.hostileTag])
        XCTAssertEqual(first["target"]?["selector"]?.arrayValue?.map { $0["type"]?.stringValue },
                       ["TextQuoteSelector", "TextPositionSelector", "FragmentSelector"])
        let index = try JSONValue.parse(try XCTUnwrap(files["alice/index.json"]))
        XCTAssertEqual(index["publications"]?.arrayValue?.map { $0["highlights"]?.integerValue }, [1, 2])
    }

    func testWebAnnotationJSONIsThePrettyJSONWritersLayout() throws {
        // The collections are written straight to bytes; parsed and written again as a tree they give the
        // same bytes: a highlight with a note and tags, one with neither, one without a chapter, a page list.
        let collections = files.filter { $0.key.hasSuffix(".json") && !$0.key.hasSuffix("calibre.json") && !$0.key.hasSuffix("index.json") }
        XCTAssertEqual(collections.count, 3)
        for (path, data) in collections {
            var rewritten = JSONWriter(pretty: true).bytes(try JSONValue.parse(data))
            rewritten.append(UInt8(ascii: "\n"))
            XCTAssertEqual(String(decoding: data, as: UTF8.self), String(decoding: rewritten, as: UTF8.self), path)
        }
    }

    func testCalibreHighlightsCarryCFIsAndBuiltinColours() throws {
        let json = try JSONValue.parse(try XCTUnwrap(files["\(stem).calibre.json"]))
        XCTAssertEqual(json["type"]?.stringValue, "calibre_highlights")
        let first = try XCTUnwrap(json["highlights"]?.arrayValue?.first)
        XCTAssertEqual(first["highlighted_text"]?.stringValue, "Call me Ishmael.")
        XCTAssertEqual(first["style"]?["which"]?.stringValue, "red")
        XCTAssertEqual(first["spine_name"]?.stringValue, "OPS/chapter_001.xhtml")
        XCTAssertEqual(first["toc_family_titles"], ["Chapter 1. Loomings."])
        XCTAssertTrue(first["start_cfi"]?.stringValue?.hasPrefix("/4/") == true, "\(first)")
        XCTAssertEqual(first["uuid"]?.stringValue?.count, 22)
    }

    func testReadwiseCSVParsesBackAndNeverStartsACellWithAFormula() throws {
        let rows = CSV.parse(try text("\(stem).readwise.csv"))
        XCTAssertEqual(rows.first, ["Highlight", "Title", "Author", "URL", "Note", "Location", "Date"])
        XCTAssertEqual(rows.count, 3)
        XCTAssertEqual(rows[1][0], "Call me Ishmael.")
        XCTAssertEqual(rows[1][1], "Moby-Dick")
        XCTAssertEqual(rows[1][2], "Herman Melville")
        XCTAssertEqual(rows[1][4], ExportFixture.hostileNote + " .whales .script-alert-3-/script")
        XCTAssertEqual(rows[1][6], "2026-01-01 10:00:00")
        for cell in rows.joined() {
            XCTAssertFalse(["=", "+", "-", "@"].contains(cell.first.map(String.init) ?? ""), cell)
        }
    }
}

/// A small RFC 4180 reader for the test (quoted cells, doubled quotes, CRLF rows).
private enum CSV {
    static func parse(_ text: String) -> [[String]] {
        var rows: [[String]] = [], row: [String] = [], cell = "", quoted = false
        var characters = Array(text).makeIterator()
        while let character = characters.next() {
            if quoted {
                if character == "\"" {
                    guard let next = characters.next() else { quoted = false; break }
                    if next == "\"" { cell.append("\"") } else {
                        quoted = false
                        if next == "," { row.append(cell); cell = "" } else if next == "\r\n" || next == "\n" { row.append(cell); rows.append(row); row = []; cell = "" }
                    }
                } else {
                    cell.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                row.append(cell)
                cell = ""
            } else if character == "\r\n" || character == "\n" {
                row.append(cell)
                rows.append(row)
                row = []
                cell = ""
            } else {
                cell.append(character)
            }
        }
        return rows
    }
}
