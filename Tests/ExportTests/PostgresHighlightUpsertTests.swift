@testable import Export
import XCTest

/// How a batch of highlights becomes PostgreSQL statements: many rows each, every id once as its last version.
final class PostgresHighlightUpsertTests: XCTestCase {
    private func record(_ id: String, note: String? = nil) -> HighlightRecord {
        HighlightRecord(id: id, reader: "alice", publication: "book", target: .cfi("epubcfi(/6/2!/4/2/1:0)", href: nil),
                        note: note, updated: "2026-01-01T00:00:00.000Z")
    }

    func testAnIdGivenTwiceIsWrittenOnceAsItsLastVersionInTheOrderOfLastVersions() {
        let batch = [record("a", note: "first"), record("b"), record("a", note: "second"), record("c"), record("b", note: "last")]
        XCTAssertEqual(PostgresHighlightUpsert.lastVersions(of: batch).map(\.id), ["a", "c", "b"])
        XCTAssertEqual(PostgresHighlightUpsert.lastVersions(of: batch).map(\.note), ["second", nil, "last"])
    }

    func testABatchIsSplitIntoStatementsOfAtMostFiveHundredRows() {
        let batch = (0..<1001).map { record("h\($0)") } + [record("h0", note: "again")]
        let statements = PostgresHighlightUpsert.statements(for: batch)
        XCTAssertEqual(statements.map(\.binds.count), [500 * 14, 500 * 14, 14])
        XCTAssertTrue(statements[2].sql.contains("VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT"))
        XCTAssertTrue(statements[0].sql.contains("($6987, $6988, $6989, $6990, $6991, $6992, $6993, $6994, $6995, $6996, $6997, $6998, $6999, $7000) ON CONFLICT"))
        XCTAssertFalse(statements[0].sql.contains("$7001"))
        XCTAssertTrue(PostgresHighlightUpsert.sql(rows: 1).hasSuffix("deleted_at = EXCLUDED.deleted_at"))
        XCTAssertTrue(PostgresHighlightUpsert.statements(for: []).isEmpty)
    }
}
