import DecorEngine
import Foundation
import GRDB

/// The decoration groups of every reader, persisted in SQLite (the `--state` database) and held in memory
/// once read. Each change is one transaction (a crash keeps the old state or the new one, never a mix),
/// and the actor orders changes so that every diff goes from the state the previous one left.
public actor GroupStateStore {
    /// A reader's groups by name, and a number that grows with every change of them (entity tags and the
    /// decorated-page cache depend on it).
    public struct ReaderGroups: Sendable {
        /// Each group's state as its last accepted body gave it.
        public var states: [String: GroupStateBody] = [:]
        public var revision = 0

        /// Each group as a decorations file of that one group (with the templates its body declared).
        public var groups: [String: DecorationsFile] { states.mapValues(\.file) }
    }

    private let database: DatabaseQueue
    private let limits: DecorationsFileLimits
    private var readers: [ReaderKey: ReaderGroups] = [:]
    private var nextRevision = 1

    private static let schema = """
        CREATE TABLE IF NOT EXISTS groupState (
            publication TEXT NOT NULL,
            reader TEXT NOT NULL,
            name TEXT NOT NULL,
            body BLOB NOT NULL,
            PRIMARY KEY (publication, reader, name)
        )
        """

    /// The database at `url` (created when missing), or one in memory when nil. Stored bodies are read back
    /// with `limits`.
    public init(url: URL?, limits: DecorationsFileLimits) throws {
        self.limits = limits
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        if let url {
            configuration.journalMode = .wal
            database = try DatabaseQueue(path: url.path, configuration: configuration)
        } else {
            database = try DatabaseQueue(configuration: configuration)
        }
        try database.write { db in try db.execute(sql: Self.schema) }
    }

    /// The reader's groups, read from the database the first time.
    public func groups(of key: ReaderKey) throws -> ReaderGroups {
        if let cached = readers[key] { return cached }
        let rows = try database.read { db in
            try Row.fetchAll(db, sql: "SELECT name, body FROM groupState WHERE publication = ? AND reader = ?",
                             arguments: [key.publication, key.reader])
        }
        var loaded = ReaderGroups(revision: takeRevision())
        for row in rows {
            let name: String = row["name"]
            let body: Data = row["body"]
            loaded.states[name] = try GroupStateBody([UInt8](body), group: name, limits: limits)
        }
        readers[key] = loaded
        return loaded
    }

    /// Replaces a group's state with `state` (the body it was read from is what is stored) and returns the
    /// changes from the previous state, in `decor diff`'s order. Nothing changes when the diff fails.
    public func replace(group: String, of key: ReaderKey, with state: GroupStateBody) throws -> GroupStateChange {
        var current = try groups(of: key)
        let changes = try GroupDiff.changes(group: group, old: current.states[group]?.file.groups.first?.decorations ?? [],
                                            new: state.file.groups.first?.decorations ?? [])
        try database.write { db in
            try db.execute(sql: """
                INSERT INTO groupState (publication, reader, name, body) VALUES (?, ?, ?, ?)
                ON CONFLICT (publication, reader, name) DO UPDATE SET body = excluded.body
                """, arguments: [key.publication, key.reader, group, Data(state.bytes)])
        }
        current.states[group] = state
        current.revision = takeRevision()
        readers[key] = current
        return GroupStateChange(changes: changes, revision: current.revision)
    }

    /// Removes a group and returns its decorations' removal.
    public func clear(group: String, of key: ReaderKey) throws -> GroupStateChange {
        var current = try groups(of: key)
        let changes = try GroupDiff.changes(group: group, old: current.states[group]?.file.groups.first?.decorations ?? [], new: [])
        try database.write { db in
            try db.execute(sql: "DELETE FROM groupState WHERE publication = ? AND reader = ? AND name = ?",
                           arguments: [key.publication, key.reader, group])
        }
        current.states[group] = nil
        current.revision = takeRevision()
        readers[key] = current
        return GroupStateChange(changes: changes, revision: current.revision)
    }

    private func takeRevision() -> Int {
        defer { nextRevision += 1 }
        return nextRevision
    }
}
