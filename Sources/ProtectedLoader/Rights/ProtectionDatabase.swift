import Foundation
import GRDB

/// Opens the SQLite databases the protection layer keeps (rights consumption, passphrase hashes) so that
/// several processes can share one file: WAL journal, a busy timeout instead of immediate failures, and
/// `synchronous = FULL` so a committed transaction survives a crash.
enum ProtectionDatabase {
    static let busyTimeout: TimeInterval = 10

    /// A database at `url`, created when missing, or in memory when `url` is nil; `schema` runs in a write
    /// transaction each time, so it must be idempotent (`CREATE … IF NOT EXISTS`).
    static func open(at url: URL?, schema: String) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        let queue: DatabaseQueue
        if let url {
            configuration.journalMode = .wal
            queue = try DatabaseQueue(path: url.path, configuration: configuration)
        } else {
            queue = try DatabaseQueue(configuration: configuration)
        }
        try queue.write { db in try db.execute(sql: schema) }
        return queue
    }
}
