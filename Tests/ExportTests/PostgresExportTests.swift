import DecorEngine
import Export
import Foundation
import TestFixtures
import XCTest

/// The PostgreSQL source against a real server: the project's own temporary cluster
/// (`scripts/postgres.sh`, started here when `scripts/test.sh` has not already), never a mock.
/// The script closes the descriptors it inherits before starting the server, so running this test
/// alone, with no cluster yet, does not hang on `waitUntilExit`.
final class PostgresExportTests: XCTestCase {
    private var fixture: ExportFixture!

    override func setUpWithError() throws { fixture = try ExportFixture() }
    override func tearDown() { fixture.remove() }

    /// Runs `scripts/postgres.sh` and returns what it printed (a database URL).
    private func postgres(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = Fixtures.packageRoot.appendingPathComponent("scripts/postgres.sh")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "scripts/postgres.sh \(arguments.joined(separator: " ")) failed")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func freshDatabase() throws -> String {
        _ = try postgres(["start"])
        return try postgres(["database", "export_\(UUID().uuidString.prefix(8).lowercased())"])
    }

    func testPostgreSQLAndSQLiteGiveByteIdenticalExports() async throws {
        let url = try freshDatabase()
        let store = try PostgresHighlightSource(url: url)
        try await store.migrate()
        try await store.migrate()
        let file = try fixture.writeLines(ExportFixture.standardLines() + ["{broken"])
        let handle = try FileHandle(forReadingFrom: file)
        let summary = try await HighlightImporter(store: store).importLines(from: handle, folder: fixture.folder)
        try handle.close()
        XCTAssertEqual(summary.imported, 6)
        XCTAssertEqual(summary.rejected.map(\.line), [7])

        try await fixture.importLines(ExportFixture.standardLines())
        let fromSQLite = try await fixture.run()
        let postgresOutput = fixture.folder.appendingPathComponent("postgres")
        let fromPostgres = try await fixture.run(into: postgresOutput, source: store)
        XCTAssertEqual(fromPostgres.json, fromSQLite.json)
        XCTAssertEqual(ExportFixture.files(under: postgresOutput), ExportFixture.files(under: fixture.output))
        XCTAssertEqual(try Data(contentsOf: postgresOutput.appendingPathComponent("report.json")),
                       try Data(contentsOf: fixture.output.appendingPathComponent("report.json")))
        let latest = try await store.latestChange()
        let sqliteLatest = try await SQLiteHighlightSource(path: fixture.database.path).latestChange()
        XCTAssertEqual(latest, sqliteLatest)
    }

    /// A batch larger than one statement, with ids repeated inside it (a reader who edited a highlight twice
    /// between syncs), leaves PostgreSQL with the same rows as SQLite, which writes them one by one.
    func testABatchOfManyRowsWithRepeatedIdsLeavesTheSameRowsAsSQLite() async throws {
        let store = try PostgresHighlightSource(url: try freshDatabase())
        try await store.migrate()
        let moby = Fixtures.epubURL("moby-dick.epub").path
        let lines: [JSONValue] = (0..<1_300).map { index in
            let id = index < 1_100 ? "h\(index)" : "h\((index - 1_100) * 5)"
            return ["id": .string(id), "reader": .string("reader\(index % 7)"), "publication": .string(moby),
                    "note": .string("version \(index)"), "tags": [.string("t\(index % 3)")],
                    "cfi": "epubcfi(/6/4!/4/2/1:0)", "updated": "2026-01-01T10:00:00Z"]
        }
        let file = try fixture.writeLines(lines)
        let handle = try FileHandle(forReadingFrom: file)
        let summary = try await HighlightImporter(store: store).importLines(from: handle, folder: fixture.folder)
        try handle.close()
        XCTAssertEqual(summary.imported, 1_300)
        _ = try await fixture.importLines(lines)

        let sqlite = try SQLiteHighlightSource(path: fixture.database.path)
        var fromSQLite: [HighlightRecord] = []
        var fromPostgres: [HighlightRecord] = []
        for publication in try await sqlite.publications(changedAfter: nil) {
            try await sqlite.forEachHighlight(of: publication.id) { fromSQLite.append($0) }
            try await store.forEachHighlight(of: publication.id) { fromPostgres.append($0) }
        }
        XCTAssertEqual(fromSQLite.count, 1_100)
        XCTAssertEqual(fromPostgres, fromSQLite)
        XCTAssertEqual(fromPostgres.first { $0.id == "h5" }?.note, "version 1101", "the last version of a repeated id")
    }

    func testAnUnreachableServerIsAnUnreadableSource() async throws {
        let store = try PostgresHighlightSource(url: "postgres://decor@localhost/none?host=/nonexistent-folder&port=1")
        do {
            _ = try await store.publications(changedAfter: nil)
            XCTFail("expected an error")
        } catch let error as ExportError {
            XCTAssertEqual(error.code, "unreadableSource")
        }
    }
}
