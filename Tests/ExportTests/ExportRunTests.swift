import DecorEngine
import Export
import Foundation
import TestFixtures
import XCTest

/// Whole export runs from SQLite: enrichment, report, determinism, incremental runs, shards and resume.
final class ExportRunTests: XCTestCase {
    private var fixture: ExportFixture!

    override func setUpWithError() throws { fixture = try ExportFixture() }
    override func tearDown() { fixture.remove() }

    private var mobySlug: String { PathSlug.publication(Fixtures.epubURL("moby-dick.epub").path) }
    private var childrenSlug: String { PathSlug.publication(Fixtures.epubURL("childrens-literature.epub").path) }

    private func json(_ path: String, in root: URL? = nil) throws -> JSONValue {
        try JSONValue.parse(try Data(contentsOf: (root ?? fixture.output).appendingPathComponent(path)))
    }

    private func annotations(_ path: String) throws -> [JSONValue] {
        try XCTUnwrap(try json(path)["first"]?["items"]?.arrayValue)
    }

    func testTheReportCountsEveryHighlightAndNamesOrphans() async throws {
        try await fixture.importLines(ExportFixture.standardLines())
        let report = try await fixture.run()
        XCTAssertEqual(report.highlights, 5)
        XCTAssertEqual(report.exported, 4)
        XCTAssertEqual(report.units, 3)
        XCTAssertEqual(report.orphans.map(\.id), ["m4"])
        XCTAssertTrue(report.orphans[0].reason.contains("quote not found"), report.orphans[0].reason)
        let written = try json("report.json")
        XCTAssertEqual(written["highlights"]?.integerValue, 5)
        XCTAssertEqual(written["exported"]?.integerValue, 4)
        XCTAssertEqual(written["units"]?.integerValue, 3)
        XCTAssertEqual(written["orphans"]?.arrayValue?.first?["reader"]?.stringValue, "bob")
        XCTAssertEqual(written["restricted"]?.arrayValue?.count, 0)
        let files = ExportFixture.files(under: fixture.output).keys.sorted()
        XCTAssertTrue(files.contains("alice/\(mobySlug).md"))
        XCTAssertTrue(files.contains("alice/index.html"))
        XCTAssertFalse(files.contains { $0.hasPrefix("carol/") }, "carol's only highlight is deleted")
    }

    func testHighlightsAreEnrichedFromTheBooksOwnNavigationAndPageList() async throws {
        try await fixture.importLines(ExportFixture.standardLines())
        _ = try await fixture.run()
        let moby = try annotations("alice/\(mobySlug).json")
        XCTAssertEqual(moby.map { $0["decor"]?["id"]?.stringValue }, ["m1", "m2"])
        let first = try XCTUnwrap(moby.first)
        XCTAssertEqual(first["decor"]?["chapter"], ["Chapter 1. Loomings."])
        XCTAssertEqual(first["decor"]?["page"]?.stringValue, "20",
                       "moby-dick has no page list: the page at the reference layout, after the 19 pages before chapter 1")
        XCTAssertEqual(first["decor"]?["pageSource"]?.stringValue, "layout")
        XCTAssertEqual(first["decor"]?["tint"]?.stringValue, "#ff0000")
        XCTAssertTrue(first["decor"]?["cfi"]?.stringValue?.hasPrefix("epubcfi(/6/") == true)
        let m2 = try XCTUnwrap(moby.last)
        XCTAssertEqual(m2["target"]?["source"]?.stringValue, "OPS/chapter_001.xhtml", "a selector without href is searched for")

        let bob = try annotations("bob/\(mobySlug).json")
        XCTAssertEqual(bob.first?["decor"]?["reanchored"]?.stringValue, "textChanged")
        XCTAssertEqual(bob.first?["target"]?["selector"]?.arrayValue?.first?["exact"]?.stringValue?.hasPrefix("Ishmael. Some years ago"), true)

        let children = try annotations("alice/\(childrenSlug).json")
        let c1 = try XCTUnwrap(children.first)
        XCTAssertEqual(c1["decor"]?["chapter"], [
            "SECTION IV FAIRY STORIES—MODERN FANTASTIC TALES", "Abram S. Isaacs", "190 A FOUR-LEAVED CLOVER",
            "I. The Rabbi and the Diadem",
        ])
        XCTAssertNotNil(c1["decor"]?["page"]?.stringValue.flatMap(Int.init), "the page comes from the page list")
        XCTAssertEqual(c1["decor"]?["pageSource"]?.stringValue, "page-list")
        XCTAssertEqual(try json("alice/\(childrenSlug).json")["decor"]?["pages"]?.stringValue, "page-list")
    }

    func testWebAnnotationsResolveBackToTheSameRanges() async throws {
        try await fixture.importLines(ExportFixture.standardLines())
        _ = try await fixture.run(formats: "json")
        for (path, book) in [("alice/\(mobySlug).json", "moby-dick.epub"), ("bob/\(mobySlug).json", "moby-dick.epub"),
                             ("alice/\(childrenSlug).json", "childrens-literature.epub")] {
            for annotation in try annotations(path) {
                let target = try XCTUnwrap(annotation["target"])
                let resolver = LocatorResolver(document: try Fixtures.document(try XCTUnwrap(target["source"]?.stringValue), in: book))
                let selectors = try XCTUnwrap(target["selector"]?.arrayValue)
                let position = try XCTUnwrap(selectors.first { $0["type"]?.stringValue == "TextPositionSelector" })
                let expected = try XCTUnwrap(position["start"]?.integerValue)..<XCTUnwrap(position["end"]?.integerValue)
                // Each selector alone leads back to the range: the quote, the position and the CFI.
                for selector in selectors {
                    let located = try resolver.resolve(try AnnotationSelector(json: selector))
                    XCTAssertEqual(located.range.textOffsets, expected, "\(path) \(selector)")
                }
            }
        }
    }

    func testTheSameInputsGiveTheSameBytes() async throws {
        try await fixture.importLines(ExportFixture.standardLines())
        _ = try await fixture.run()
        let second = fixture.folder.appendingPathComponent("again")
        _ = try await fixture.run(into: second)
        XCTAssertEqual(ExportFixture.files(under: fixture.output), ExportFixture.files(under: second))
        XCTAssertEqual(try Data(contentsOf: fixture.output.appendingPathComponent("report.json")),
                       try Data(contentsOf: second.appendingPathComponent("report.json")))
    }

    func testAnIncrementalRunRewritesOnlyChangedUnitsAndRemovesDeletedOnes() async throws {
        try await fixture.importLines(ExportFixture.standardLines())
        _ = try await fixture.run()
        let before = ExportFixture.files(under: fixture.output)
        let moby = Fixtures.epubURL("moby-dick.epub").path
        // alice edits a note and deletes her other moby-dick highlight; bob deletes his only exported one.
        try await fixture.importLines([
            ["id": "m1", "reader": "alice", "publication": .string(moby), "note": "edited", "updated": "2026-03-01T00:00:00Z",
             "locator": ["href": "OPS/chapter_001.xhtml", "locations": ["cssSelector": "#c001s0001"], "text": ["highlight": "Call me Ishmael."]]] as JSONValue,
            ["id": "m2", "reader": "alice", "publication": .string(moby), "deleted": "2026-03-01T00:00:00Z",
             "selector": ["type": "TextQuoteSelector", "exact": "Circumambulate the city of a dreamy Sabbath afternoon"]] as JSONValue,
            ["id": "m3", "reader": "bob", "publication": .string(moby), "deleted": "2026-03-01T00:00:00Z",
             "locator": ["href": "OPS/chapter_001.xhtml", "text": ["highlight": "Call me Ishmael."]]] as JSONValue,
        ])
        let report = try await fixture.run(since: "last")
        XCTAssertEqual(report.highlights, 2, "alice's m1 and bob's orphan m4 are in the changed units")
        XCTAssertEqual(report.units, 1)
        let after = ExportFixture.files(under: fixture.output)
        let aliceMoby = try XCTUnwrap(after["alice/\(mobySlug).md"].map { String(decoding: $0, as: UTF8.self) })
        XCTAssertTrue(aliceMoby.contains("edited"))
        XCTAssertFalse(aliceMoby.contains("Circumambulate"))
        XCTAssertNil(after["bob/\(mobySlug).md"], "bob has nothing left to export in moby-dick")
        XCTAssertEqual(after["alice/\(childrenSlug).md"], before["alice/\(childrenSlug).md"])
        let nothing = try await fixture.run(since: "last")
        XCTAssertEqual(nothing.highlights, 0)
        XCTAssertEqual(ExportFixture.files(under: fixture.output), after)
    }

    func testShardsTogetherWriteExactlyWhatOneRunWrites() async throws {
        try await fixture.importLines(ExportFixture.standardLines())
        _ = try await fixture.run()
        let single = ExportFixture.files(under: fixture.output)
        let sharded = fixture.folder.appendingPathComponent("sharded")
        var reports: [ExportReport] = []
        for index in 0..<3 {
            reports.append(try await fixture.run(into: sharded, shard: try ShardAssignment(index: index, count: 3)))
        }
        XCTAssertEqual(ExportFixture.files(under: sharded), single)
        XCTAssertEqual(reports.map(\.highlights).reduce(0, +), 5)
        XCTAssertEqual(try json("report.json", in: sharded), try json("report.json"))
        let owners = ["a.epub", "b.epub", "c.epub", "d.epub"].map { key in
            (0..<3).filter { (try? ShardAssignment(index: $0, count: 3).owns(key)) == true }.count
        }
        XCTAssertEqual(owners, [1, 1, 1, 1], "every publication belongs to exactly one shard")
    }

    func testAResumedRunSkipsFinishedUnitsAndCompletesTheRest() async throws {
        try await fixture.importLines(ExportFixture.standardLines())
        let complete = try await fixture.run()
        let expected = ExportFixture.files(under: fixture.output)
        // Keep the manifest's settings and first finished unit, as if the run had been killed there.
        let manifest = fixture.output.appendingPathComponent(".decor-export/manifest-0-of-1.jsonl")
        let lines = try String(contentsOf: manifest, encoding: .utf8).split(separator: "\n")
        let aliceMoby = try XCTUnwrap(lines.first { line in
            let unit = (try? JSONValue.parse(Data(line.utf8)))?["unit"]
            return unit?["reader"]?.stringValue == "alice" && unit?["publication"]?.stringValue?.hasSuffix("moby-dick.epub") == true
        })
        try ([lines[0], aliceMoby].joined(separator: "\n") + "\n{\"unit\": {\"publ").write(to: manifest, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: fixture.output.appendingPathComponent("bob"))
        let resumed = try await fixture.run(resume: true)
        XCTAssertEqual(resumed.resumedUnits, 1)
        XCTAssertEqual(resumed.json, complete.json)
        XCTAssertEqual(ExportFixture.files(under: fixture.output), expected)
    }

    func testResumingAnInterruptedRunWithOtherSettingsIsRefused() async throws {
        try await fixture.importLines(ExportFixture.standardLines())
        _ = try await fixture.run(formats: "md")
        let manifest = fixture.output.appendingPathComponent(".decor-export/manifest-0-of-1.jsonl")
        let lines = try String(contentsOf: manifest, encoding: .utf8).split(separator: "\n")
        try (lines.dropLast().joined(separator: "\n") + "\n").write(to: manifest, atomically: true, encoding: .utf8)
        do {
            _ = try await fixture.run(formats: "json", resume: true)
            XCTFail("expected invalidManifest")
        } catch let error as ExportError {
            XCTAssertEqual(error.code, "invalidManifest")
        }
        try FileManager.default.removeItem(at: manifest)
        _ = try await fixture.run(formats: "md")
        let fresh = try await fixture.run(formats: "json", resume: true)
        XCTAssertEqual(fresh.resumedUnits, 0, "a completed run leaves nothing to resume")
    }

    func testAPublicationThatCannotBeOpenedOrphansItsHighlightsWhileTheRestExport() async throws {
        var lines = ExportFixture.standardLines()
        lines.append(["id": "g1", "reader": "alice", "publication": "missing.epub",
                      "locator": ["href": "a.xhtml", "text": ["highlight": "anything"]]] as JSONValue)
        try await fixture.importLines(lines)
        let report = try await fixture.run()
        XCTAssertEqual(report.exported, 4)
        let missing = try XCTUnwrap(report.orphans.first { $0.id == "g1" })
        XCTAssertTrue(missing.reason.hasPrefix("the publication cannot be opened"), missing.reason)
    }
}
