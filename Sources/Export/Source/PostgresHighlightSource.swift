import Foundation
import Logging
import PostgresNIO
import Synchronization

/// The highlights database in PostgreSQL, with the same schema as SQLite (`HighlightSchema`), through
/// PostgresNIO. Rows stream from the server (with back-pressure), and ordering is by byte (`COLLATE "C"`)
/// as in SQLite, so both give the same exports. The URL is `postgres://USER[:PASSWORD]@HOST[:PORT]/DB`,
/// or `postgres://USER@localhost/DB?host=/socket/folder&port=5432` for a Unix socket (as libpq writes
/// it); `sslmode=disable|prefer|require` (prefer by default).
public final class PostgresHighlightSource: HighlightStore {
    public let location: String
    private let client: PostgresClient
    private let runner: Task<Void, Never>
    private let isReachable = Mutex(false)
    /// How long the first query waits for a connection: the pool itself retries an unreachable server forever.
    static let connectionTimeout = Duration.seconds(10)

    public init(url: String) throws(ExportError) {
        location = Self.redacted(url)
        guard let components = URLComponents(string: url), ["postgres", "postgresql"].contains(components.scheme ?? ""),
              let user = components.user, !user.isEmpty else {
            throw .unreadableSource(location: location, reason: "expected postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE")
        }
        let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
        let database = components.path.split(separator: "/").first.map(String.init)
        // PGPASSWORD (as libpq reads it) keeps the password out of argv.
        let password = components.password?.removingPercentEncoding ?? ProcessInfo.processInfo.environment["PGPASSWORD"]
        var configuration: PostgresClient.Configuration
        if let socketFolder = query["host"], socketFolder.hasPrefix("/") {
            let port = query["port"].flatMap(Int.init) ?? components.port ?? 5432
            configuration = .init(unixSocketPath: "\(socketFolder)/.s.PGSQL.\(port)", username: user,
                                  password: password, database: database)
        } else {
            let tls: PostgresClient.Configuration.TLS
            switch query["sslmode"] ?? "prefer" {
            case "disable": tls = .disable
            case "require": tls = .require(.makeClientConfiguration())
            default: tls = .prefer(.makeClientConfiguration())
            }
            configuration = .init(host: components.host ?? "localhost", port: components.port ?? 5432, username: user,
                                  password: password, database: database, tls: tls)
        }
        configuration.options.maximumConnections = max(4, ProcessInfo.processInfo.activeProcessorCount * 2)
        let client = PostgresClient(configuration: configuration)
        self.client = client
        runner = Task { await client.run() }
    }

    deinit {
        runner.cancel()
    }

    /// The URL without its password, for messages and manifests.
    public static func redacted(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.password != nil else { return url }
        components.password = "***"
        return components.string ?? url
    }

    /// Fails with `unreadableSource` when no connection can be made within `connectionTimeout`.
    private func checkReachable() async throws {
        guard !isReachable.withLock({ $0 }) else { return }
        let client = client
        try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                for try await _ in try await client.query("SELECT 1") {}
                return true
            }
            group.addTask {
                try await Task.sleep(for: Self.connectionTimeout)
                return false
            }
            let connected = try await group.next() ?? false
            group.cancelAll()
            guard connected else {
                throw ExportError.unreadableSource(location: location, reason: "no connection to the server within \(Self.connectionTimeout)")
            }
        }
        isReachable.withLock { $0 = true }
    }

    private func failing<T>(_ body: () async throws -> T) async throws -> T {
        do {
            try await checkReachable()
            return try await body()
        } catch let error as PSQLError {
            throw ExportError.unreadableSource(location: location, reason: error.serverInfo?[.message] ?? "\(error.code)")
        } catch let error as ExportError {
            throw error
        } catch {
            throw ExportError.unreadableSource(location: location, reason: "\(error)")
        }
    }

    /// Runs `sql` with text binds (nil as NULL) and hands each row's cells to `visit` as optional strings or integers.
    private func query(_ sql: String, _ values: [String?], _ visit: (PostgresRandomAccessRow) async throws -> Void) async throws {
        var binds = PostgresBindings()
        for value in values {
            if let value { binds.append(value) } else { binds.appendNull() }
        }
        try await failing {
            let rows = try await client.query(PostgresQuery(unsafeSQL: sql, binds: binds))
            for try await row in rows { try await visit(row.makeRandomAccess()) }
        }
    }

    public func migrate() async throws {
        let logger = Logger(label: "decor.export")
        try await failing {
            try await client.withTransaction(logger: logger) { connection in
                try await connection.query("CREATE TABLE IF NOT EXISTS decor_schema (version INTEGER NOT NULL)", logger: logger)
                var current: Int?
                for try await version in try await connection.query("SELECT version FROM decor_schema", logger: logger).decode(Int.self) {
                    current = version
                }
                if current == nil {
                    try await connection.query("INSERT INTO decor_schema (version) VALUES (0)", logger: logger)
                }
                for statements in HighlightSchema.migrations.dropFirst(current ?? 0) {
                    for statement in statements {
                        try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                    }
                }
                try await connection.query("UPDATE decor_schema SET version = \(HighlightSchema.version)", logger: logger)
            }
        }
    }

    public func upsert(publications: [PublicationRecord], highlights: [HighlightRecord]) async throws {
        let logger = Logger(label: "decor.export")
        try await failing {
            try await client.withTransaction(logger: logger) { connection in
                for publication in publications {
                    try await connection.query("""
                        INSERT INTO publications (id, location, credentials_ref)
                        VALUES (\(publication.id), \(publication.location), \(publication.credentialsReference))
                        ON CONFLICT (id) DO UPDATE SET location = EXCLUDED.location, credentials_ref = EXCLUDED.credentials_ref
                        """, logger: logger)
                }
                for statement in PostgresHighlightUpsert.statements(for: highlights) {
                    try await connection.query(statement, logger: logger)
                }
            }
        }
    }

    public func publications(changedAfter since: String?) async throws -> [PublicationRecord] {
        var records: [PublicationRecord] = []
        try await query("""
            SELECT p.id, p.location, p.credentials_ref FROM publications p
            WHERE EXISTS (SELECT 1 FROM highlights h WHERE h.publication_id = p.id \(since == nil ? "" : "AND h.updated_at > $1"))
            ORDER BY p.id COLLATE "C"
            """, since.map { [$0] } ?? []) { row in
            records.append(PublicationRecord(id: try row[0].decode(String.self), location: try row[1].decode(String.self),
                                             credentialsReference: try row[2].decode(String?.self)))
        }
        return records
    }

    public func forEachHighlight(of publication: String, _ visit: (HighlightRecord) async throws -> Void) async throws {
        try await query("""
            SELECT \(HighlightSchema.highlightColumns) FROM highlights WHERE publication_id = $1
            ORDER BY reader_id COLLATE "C", id COLLATE "C"
            """, [publication]) { row in
            try await visit(try HighlightRow(columns: (0..<14).map { try row[$0].decode(String?.self) }).record())
        }
    }

    public func forEachShelfEntry(_ visit: (ShelfEntry) async throws -> Void) async throws {
        try await query("""
            SELECT \(HighlightSchema.shelfColumns) FROM highlights GROUP BY reader_id, publication_id
            ORDER BY reader_id COLLATE "C", publication_id COLLATE "C"
            """, []) { row in
            try await visit(ShelfEntry(reader: try row[0].decode(String.self), publication: try row[1].decode(String.self),
                                       highlights: try row[2].decode(Int.self), latestChange: try row[3].decode(String.self)))
        }
    }

    public func latestChange() async throws -> String? {
        var latest: String?
        try await query("SELECT MAX(updated_at) FROM highlights", []) { row in latest = try row[0].decode(String?.self) }
        return latest
    }
}
