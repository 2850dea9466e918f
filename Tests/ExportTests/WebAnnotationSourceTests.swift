import DecorEngine
import Export
import Foundation
import TestFixtures
import XCTest

/// W3C Web Annotation files as a highlights source: decor's own `--format json` read back to the same
/// ranges, Hypothesis-shaped annotations mapped field by field, bad annotations rejected by index, and
/// the format told apart from JSON Lines by content.
final class WebAnnotationSourceTests: XCTestCase {
    private var fixture: ExportFixture!

    override func setUpWithError() throws {
        fixture = try ExportFixture()
    }

    override func tearDown() { fixture.remove() }

    private func write(_ text: String, name: String) throws -> URL {
        let url = fixture.folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// The annotations of a W3C JSON export, by decor id, without what a second resolution may say otherwise
    /// (the strategy that found it, the annotation's modification time).
    private func annotations(in file: URL) throws -> [String: JSONValue] {
        let collection = try JSONValue.parse(Data(contentsOf: file))
        var byID: [String: JSONValue] = [:]
        for item in collection["first"]?["items"]?.arrayValue ?? [] {
            let id = try XCTUnwrap(item["decor"]?["id"]?.stringValue)
            byID[id] = ["target": item["target"] ?? .null, "body": item["body"] ?? .null, "creator": item["creator"] ?? .null,
                        "cfi": item["decor"]?["cfi"] ?? .null, "tint": item["decor"]?["tint"] ?? .null,
                        "chapter": item["decor"]?["chapter"] ?? .null, "created": item["created"] ?? .null]
        }
        return byID
    }

    func testDecorsOwnJSONExportReadsBackToTheSameRangesAndQuotes() async throws {
        try await fixture.importLines(ExportFixture.standardLines())
        _ = try await fixture.run(formats: "json")
        let first = ExportFixture.files(under: fixture.output).keys.filter { !$0.hasSuffix("index.json") }.sorted()
        XCTAssertEqual(first.count, 3, "alice × 2 books, bob × 1")
        for path in first {
            let exported = fixture.output.appendingPathComponent(path)
            let source = try await HighlightFileSource.load(path: exported.path)
            XCTAssertEqual(source.rejected, [])
            let again = fixture.folder.appendingPathComponent("again-\(UUID().uuidString)")
            let report = try await fixture.run(into: again, formats: "json", source: source)
            XCTAssertEqual(report.orphans, [])
            let before = try annotations(in: exported)
            XCTAssertFalse(before.isEmpty)
            XCTAssertEqual(try annotations(in: again.appendingPathComponent(path)), before, path)
        }
    }

    func testHypothesisAnnotationsMapToHighlightsAndBadOnesAreRejectedByIndex() async throws {
        let books = fixture.folder.appendingPathComponent("books")
        try FileManager.default.createDirectory(at: books, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: books.appendingPathComponent("moby.epub"),
                                                   withDestinationURL: Fixtures.epubURL("moby-dick.epub"))
        let good: JSONValue = [
            "id": "hyp-1", "user": "acct:alice@hypothes.is", "created": "2026-01-01T10:00:00.123456+00:00",
            "updated": "2026-01-02T10:00:00.000000+00:00", "text": "A note", "tags": ["sea"],
            "target": [["source": "books/moby.epub#OPS/chapter_001.xhtml", "selector": [
                ["type": "EPUBContentSelector", "cfi": "/6/14", "url": "https://example.org/ch1", "title": "Loomings"],
                ["type": "TextPositionSelector", "start": 1, "end": 9],
                ["type": "TextQuoteSelector", "exact": "Call me Ishmael.", "prefix": "", "suffix": " Some years ago"],
            ]]],
        ]
        let w3c: JSONValue = [
            "id": "urn:x:2", "type": "Annotation", "creator": ["id": "https://example.org/bob", "name": "Bob"],
            "modified": "2026-02-01T00:00:00Z",
            "body": [["type": "TextualBody", "value": "whale", "purpose": "tagging"],
                     ["type": "TextualBody", "value": "Bob's note", "purpose": "commenting"]],
            "target": ["source": "books/moby.epub", "selector": ["type": "TextQuoteSelector",
                                                                  "exact": "Circumambulate the city of a dreamy Sabbath afternoon"]],
        ]
        let items = [JSONWriter(pretty: true).string(good), "{\"id\": \"no-target\", \"user\": \"x\"}", "42",
                     "{\"id\": \"late\", \"user\": \"x\", \"created\": \"yesterday\", \"target\": {\"source\": \"b.epub\", \"selector\": {\"type\": \"TextQuoteSelector\", \"exact\": \"x\"}}}",
                     JSONWriter().string(w3c)]
        let text = "{\n  \"type\": \"AnnotationCollection\",\n  \"first\": {\n    \"items\": [\n" + items.joined(separator: ",\n") + "\n]}}\n"
        let file = try write(text, name: "hypothesis.json")
        let store = try SQLiteHighlightSource(path: fixture.database.path, create: true)
        try await store.migrate()
        let summary = try await HighlightImporter(store: store).importFile(at: file.path)
        XCTAssertEqual(summary.imported, 2)
        XCTAssertEqual(summary.rejected.map(\.annotation), [1, 2, 3])
        let goodLines = JSONWriter(pretty: true).string(good).split(separator: "\n").count
        XCTAssertEqual(summary.rejected.map(\.line), [5 + goodLines, 6 + goodLines, 7 + goodLines])
        XCTAssertEqual(summary.rejected.map(\.reason), ["target: no target with a selector", "not a JSON object",
                                                         "created: not an ISO 8601 date-time"])
        XCTAssertEqual(summary.rejected[0].json, ["line": JSONValue(5 + goodLines), "annotation": 1,
                                                   "reason": "target: no target with a selector"])

        let publications = try await store.publications(changedAfter: nil)
        XCTAssertEqual(publications, [PublicationRecord(id: "books/moby.epub", location: books.appendingPathComponent("moby.epub").path)])
        var records: [HighlightRecord] = []
        try await store.forEachHighlight(of: "books/moby.epub") { records.append($0) }
        XCTAssertEqual(records.map(\.id), ["hyp-1", "urn:x:2"], "ordered by reader")
        let alice = try XCTUnwrap(records.first)
        XCTAssertEqual(alice.reader, "acct:alice@hypothes.is")
        XCTAssertEqual(alice.note, "A note")
        XCTAssertEqual(alice.tags, ["sea"])
        XCTAssertEqual(alice.created, "2026-01-01T10:00:00.123Z")
        XCTAssertEqual(alice.updated, "2026-01-02T10:00:00.000Z")
        guard case let .selector(json, href) = alice.target else { return XCTFail("\(alice.target)") }
        XCTAssertEqual(href, "OPS/chapter_001.xhtml")
        XCTAssertEqual(try JSONValue.parse(Data(json.utf8)).arrayValue?.compactMap { $0["type"]?.stringValue },
                       ["TextPositionSelector", "TextQuoteSelector"], "Hypothesis's EPUBContentSelector is left out")
        let bob = try XCTUnwrap(records.last)
        XCTAssertEqual(bob.reader, "https://example.org/bob")
        XCTAssertEqual(bob.note, "Bob's note")
        XCTAssertEqual(bob.tags, ["whale"])

        // Exported: the stale text position is re-anchored by the quote; the other is found in the reading order.
        let report = try await fixture.run(formats: "json")
        XCTAssertEqual(report.exported, 2)
        XCTAssertEqual(report.orphans, [])
    }

    func testAFullCFIFragmentNamesItsChapter() async throws {
        let annotation: JSONValue = ["id": "cfi-only", "creator": "erin", "target": [
            "source": .string(Fixtures.epubURL("moby-dick.epub").path),
            "selector": ["type": "FragmentSelector", "conformsTo": "http://www.idpf.org/epub/linking/cfi/epub-cfi.html",
                         "value": "epubcfi(/6/14!/4/2/4/2[c001s0001],/1:0,/1:16)"]]]
        let file = try write(JSONWriter().string(annotation), name: "cfi.json")
        let report = try await fixture.run(formats: "json", source: try await HighlightFileSource.load(path: file.path))
        XCTAssertEqual(report.orphans, [])
        let output = try XCTUnwrap(ExportFixture.files(under: fixture.output).first { $0.key.hasPrefix("erin/") && !$0.key.hasSuffix("index.json") })
        let item = try JSONValue.parse(output.value)["first"]?["items"]?.arrayValue?.first
        XCTAssertEqual(item?["target"]?["source"], "OPS/chapter_001.xhtml")
        XCTAssertEqual(item?["target"]?["selector"]?.arrayValue?.first?["exact"], "Call me Ishmael.")
        XCTAssertEqual(item?["decor"]?["strategy"], "cfi")
    }

    func testTheFormatIsToldApartByContent() async throws {
        let moby = Fixtures.epubURL("moby-dick.epub").path
        let annotation: JSONValue = ["id": "one", "creator": "carol", "target": [
            "source": .string(moby + "#OPS/chapter_001.xhtml"), "selector": ["type": "TextQuoteSelector", "exact": "Call me Ishmael."]]]
        let single = try write(JSONWriter(pretty: true).string(annotation), name: "single.json")
        let array = try write("\u{FEFF}[" + JSONWriter().string(annotation) + "]", name: "array.json")
        let lines = try write(JSONWriter().string(["id": "l1", "reader": "dan", "publication": .string(moby),
                                                   "selector": ["type": "TextQuoteSelector", "exact": "Call me Ishmael."]]) + "\n",
                              name: "lines.json")
        for (file, reader) in [(single, "carol"), (array, "carol"), (lines, "dan")] {
            let source = try await HighlightFileSource.load(path: file.path)
            XCTAssertEqual(source.rejected, [], file.lastPathComponent)
            var readers: [String] = []
            try await source.forEachShelfEntry { readers.append($0.reader) }
            XCTAssertEqual(readers, [reader], file.lastPathComponent)
        }

        let broken = try write("{\"items\": [\n" + JSONWriter().string(annotation) + ",\n{\"id\": \"cut", name: "broken.json")
        do {
            _ = try await HighlightFileSource.load(path: broken.path)
            XCTFail("a collection that breaks off is unreadable")
        } catch let error as ExportError {
            XCTAssertEqual(error.code, "unreadableSource")
            XCTAssertTrue(error.message.contains("broken.json") && error.message.contains("line 3"), error.message)
        }
    }
}
