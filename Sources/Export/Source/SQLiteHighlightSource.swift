import Foundation
import GRDB

/// The embedded highlights database (`HighlightSchema`), read and written through GRDB. Reads page through
/// the highlights by key, so memory stays flat whatever the database holds; publications read concurrently
/// share one WAL-mode pool.
public final class SQLiteHighlightSource: HighlightStore {
    public let path: String
    private let pool: DatabasePool
    /// The writer's page cache: the highlights' indexes take rows in random key order, and with SQLite's
    /// default 2 MiB cache an import wrote the same index pages to the log over and over.
    static let writerCacheKibibytes = 32 << 10

    /// Opens the database at `path`. With `create`, a missing file is created (and needs `migrate()`);
    /// without it, the file must exist and hold decor's schema.
    public init(path: String, create: Bool = false) throws(ExportError) {
        self.path = path
        guard create || FileManager.default.fileExists(atPath: path) else {
            throw .unreadableSource(location: path, reason: "no such file")
        }
        do {
            var configuration = Configuration()
            configuration.prepareDatabase { db in
                // Readers keep SQLite's default cache: only the writer takes rows into the indexes.
                if !db.configuration.readonly { try db.execute(sql: "PRAGMA cache_size = -\(Self.writerCacheKibibytes)") }
            }
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch {
            throw .unreadableSource(location: path, reason: "\(error)")
        }
        if !create {
            try checkSchema()
        }
    }

    private func checkSchema() throws(ExportError) {
        let version: Int?
        do {
            version = try pool.read { db in
                try db.tableExists("decor_schema") ? try Int.fetchOne(db, sql: "SELECT version FROM decor_schema") : nil
            }
        } catch {
            throw .unreadableSource(location: path, reason: "\(error)")
        }
        guard let version else {
            throw .unreadableSource(location: path, reason: "not a decor highlights database (run decor export init)")
        }
        guard version == HighlightSchema.version else {
            throw .unreadableSource(location: path, reason: "schema version \(version), this decor reads \(HighlightSchema.version) (run decor export init to migrate)")
        }
    }

    public func migrate() async throws {
        try await pool.write { db in
            try db.execute(sql: "CREATE TABLE IF NOT EXISTS decor_schema (version INTEGER NOT NULL)")
            let current = try Int.fetchOne(db, sql: "SELECT version FROM decor_schema")
            if current == nil { try db.execute(sql: "INSERT INTO decor_schema (version) VALUES (0)") }
            for statements in HighlightSchema.migrations.dropFirst(current ?? 0) {
                for statement in statements { try db.execute(sql: statement) }
            }
            try db.execute(sql: "UPDATE decor_schema SET version = ?", arguments: [HighlightSchema.version])
        }
    }

    public func upsert(publications: [PublicationRecord], highlights: [HighlightRecord]) async throws {
        try await pool.write { db in
            for publication in publications {
                try db.execute(sql: """
                    INSERT INTO publications (id, location, credentials_ref) VALUES (?, ?, ?)
                    ON CONFLICT (id) DO UPDATE SET location = excluded.location, credentials_ref = excluded.credentials_ref
                    """, arguments: [publication.id, publication.location, publication.credentialsReference])
            }
            let statement = try db.cachedStatement(sql: """
                INSERT OR REPLACE INTO highlights (\(HighlightSchema.highlightColumns))
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for highlight in highlights {
                try statement.execute(arguments: StatementArguments(HighlightRow(highlight).columns))
            }
        }
    }

    public func publications(changedAfter since: String?) async throws -> [PublicationRecord] {
        let changed = since == nil ? "" : "AND h.updated_at > ?"
        return try await pool.read { db in
            try Row.fetchAll(db, sql: """
                SELECT p.id, p.location, p.credentials_ref FROM publications p
                WHERE EXISTS (SELECT 1 FROM highlights h WHERE h.publication_id = p.id \(changed))
                ORDER BY p.id
                """, arguments: StatementArguments(since.map { [$0] } ?? []))
            .map { PublicationRecord(id: $0[0], location: $0[1], credentialsReference: $0[2]) }
        }
    }

    public func forEachHighlight(of publication: String, _ visit: (HighlightRecord) async throws -> Void) async throws {
        var after = ("", "")
        while true {
            let key = after
            // A cursor's rows are read in place, column by index: fetchAll would copy every row first.
            let page = try await pool.read { db in
                let rows = try Row.fetchCursor(db, sql: """
                    SELECT \(HighlightSchema.highlightColumns) FROM highlights
                    WHERE publication_id = ? AND (reader_id, id) > (?, ?)
                    ORDER BY reader_id, id LIMIT \(HighlightSchema.pageSize)
                    """, arguments: [publication, key.0, key.1])
                var page: [HighlightRow] = []
                page.reserveCapacity(HighlightSchema.pageSize)
                while let row = try rows.next() {
                    page.append(HighlightRow(columns: (0..<14).map { row[$0] as String? }))
                }
                return page
            }
            for row in page { try await visit(try row.record()) }
            guard page.count == HighlightSchema.pageSize, let last = page.last else { return }
            after = (last.columns[1] ?? "", last.columns[0] ?? "")
        }
    }

    public func forEachShelfEntry(_ visit: (ShelfEntry) async throws -> Void) async throws {
        var after = ("", "")
        while true {
            let key = after
            let page = try await pool.read { db in
                try Row.fetchAll(db, sql: """
                    SELECT \(HighlightSchema.shelfColumns) FROM highlights WHERE (reader_id, publication_id) > (?, ?)
                    GROUP BY reader_id, publication_id ORDER BY reader_id, publication_id LIMIT \(HighlightSchema.pageSize)
                    """, arguments: [key.0, key.1])
                .map { ShelfEntry(reader: $0[0], publication: $0[1], highlights: $0[2], latestChange: $0[3]) }
            }
            for entry in page { try await visit(entry) }
            guard page.count == HighlightSchema.pageSize, let last = page.last else { return }
            after = (last.reader, last.publication)
        }
    }

    public func latestChange() async throws -> String? {
        try await pool.read { db in try String.fetchOne(db, sql: "SELECT MAX(updated_at) FROM highlights") }
    }
}
