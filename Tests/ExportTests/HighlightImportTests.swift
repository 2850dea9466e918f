import DecorEngine
import Export
import Foundation
import XCTest

/// `decor export import`'s line checking and the SQLite source's streaming order.
final class HighlightImportTests: XCTestCase {
    private var fixture: ExportFixture!

    override func setUpWithError() throws { fixture = try ExportFixture() }
    override func tearDown() { fixture.remove() }

    func testBadLinesAreRejectedWithTheirNumbersAndTheRestImported() async throws {
        let good = ExportFixture.standardLines()
        let summary = try await fixture.importLines([
            good[0], "{not json", "", good[1],
            #"{"id": "x", "publication": "a.epub", "locator": {"href": "a.xhtml"}}"#,
            #"{"id": "y", "reader": "r", "publication": "a.epub"}"#,
            #"{"id": "z", "reader": "r", "publication": "a.epub", "cfi": "/4/2"}"#,
            #"{"id": "t", "reader": "r", "publication": "a.epub", "cfi": "/4/2", "href": "a.xhtml", "created": "yesterday"}"#,
            good[2],
        ])
        XCTAssertEqual(summary.imported, 3)
        XCTAssertEqual(summary.rejected.map(\.line), [2, 5, 6, 7, 8])
        XCTAssertEqual(summary.rejected[0].reason, "not valid JSON")
        XCTAssertEqual(summary.rejected[1].reason, "reader: a non-empty string is required")
        XCTAssertEqual(summary.rejected[2].reason, "needs exactly one of locator, selector or cfi")
        XCTAssertTrue(summary.rejected[3].reason.hasPrefix("cfi: a partial CFI needs"), summary.rejected[3].reason)
        XCTAssertEqual(summary.rejected[4].reason, "created: not an ISO 8601 date-time")
    }

    func testImportingAgainUpdatesByIDAndStreamsByReaderThenID() async throws {
        try await fixture.importLines(ExportFixture.standardLines())
        var edited = ExportFixture.standardLines()[1]
        edited = .object((edited.members ?? []).map { $0.key == "updated" ? JSONMember("updated", "2026-02-01T00:00:00+01:00") : $0 })
        try await fixture.importLines([edited])
        let source = try SQLiteHighlightSource(path: fixture.database.path)
        let publications = try await source.publications(changedAfter: nil)
        XCTAssertEqual(publications.count, 2)
        var seen: [String] = []
        try await source.forEachHighlight(of: publications.first { $0.id.hasSuffix("moby-dick.epub") }!.id) { seen.append("\($0.reader)/\($0.id)") }
        XCTAssertEqual(seen, ["alice/m1", "alice/m2", "bob/m3", "bob/m4", "carol/m5"])
        let changed = try await source.publications(changedAfter: "2026-01-20T00:00:00.000Z")
        XCTAssertEqual(changed.map(\.id), publications.filter { $0.id.hasSuffix("moby-dick.epub") }.map(\.id))
        let latest = try await source.latestChange()
        XCTAssertEqual(latest, "2026-01-31T23:00:00.000Z")
    }

    func testSourcesPageThroughMoreRowsThanOnePage() async throws {
        let lines: [Any] = (0..<4500).map { index in
            ["id": .string(String(format: "h%05d", index)), "reader": .string("r\(index % 3)"), "publication": "book.epub",
             "cfi": "/4/2/1:0", "href": "a.xhtml"] as JSONValue
        }
        let summary = try await fixture.importLines(lines)
        XCTAssertEqual(summary.imported, 4500)
        let source = try SQLiteHighlightSource(path: fixture.database.path)
        var count = 0
        var previous = ("", "")
        try await source.forEachHighlight(of: "book.epub") { highlight in
            XCTAssertTrue(previous < (highlight.reader, highlight.id))
            previous = (highlight.reader, highlight.id)
            count += 1
        }
        XCTAssertEqual(count, 4500)
        var shelf: [ShelfEntry] = []
        try await source.forEachShelfEntry { shelf.append($0) }
        XCTAssertEqual(shelf.map(\.highlights), [1500, 1500, 1500])
    }

    func testADatabaseThatIsNotDecorsIsRefused() throws {
        let path = fixture.folder.appendingPathComponent("other.sqlite").path
        XCTAssertThrowsError(try SQLiteHighlightSource(path: path)) { error in
            XCTAssertEqual((error as? ExportError)?.code, "unreadableSource")
        }
    }
}
