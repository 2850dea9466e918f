import Foundation
import GRDB
import Synchronization

/// One of the SQLite databases the protection layer keeps (rights consumption, passphrase hashes, licenses,
/// revocation lists, subscriptions), set up so that several processes can share one file: WAL journal, a
/// busy timeout instead of immediate failures, and `synchronous = FULL` so a committed transaction survives
/// a crash.
/// A file database is opened at its first use, not when its repository is made: opening one costs a write
/// transaction that reaches the disk, which a publication that never needs the repository (a PDF, a book
/// without LCP) should not pay at every start.
final class ProtectionDatabase: Sendable {
    static let busyTimeout: TimeInterval = 10

    private enum State {
        case closed(URL)
        case open(DatabaseQueue)
    }

    private let schema: String
    private let state: Mutex<State>

    /// The database at `url`, created at its first use when missing, with its folder; `schema` runs in a
    /// write transaction each time it is opened, so it must be idempotent (`CREATE … IF NOT EXISTS`).
    init(at url: URL, schema: String) {
        self.schema = schema
        state = Mutex(.closed(url))
    }

    /// A database in memory, open at once, that lives as long as this value.
    init(inMemorySchema schema: String) throws {
        self.schema = schema
        state = Mutex(.open(try Self.open(at: nil, schema: schema)))
    }

    /// The database's queue, opening the file (and creating its tables) the first time.
    func queue() throws -> DatabaseQueue {
        try state.withLock { state in
            switch state {
            case let .open(queue):
                return queue
            case let .closed(url):
                let queue = try Self.open(at: url, schema: schema)
                state = .open(queue)
                return queue
            }
        }
    }

    private static func open(at url: URL?, schema: String) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        let queue: DatabaseQueue
        if let url {
            configuration.journalMode = .wal
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            queue = try DatabaseQueue(path: url.path, configuration: configuration)
        } else {
            queue = try DatabaseQueue(configuration: configuration)
        }
        try queue.write { db in try db.execute(sql: schema) }
        return queue
    }
}
