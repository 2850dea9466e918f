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
