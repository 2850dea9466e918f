import Foundation
import GRDB

/// The user keys that unlocked licenses, stored as SHA-256 hex hashes (never passphrases), by license and
/// by provider and user, so that a renewed license or another book of the same user opens without asking.
public struct PassphraseRepository: Sendable {
    /// How many keys of other users are tried at most, most recently used first.
    public static let maximumOtherKeys = 32

    private let database: ProtectionDatabase

    private static let schema = """
        CREATE TABLE IF NOT EXISTS userKey (
            licenseID TEXT PRIMARY KEY NOT NULL,
            provider TEXT NOT NULL,
            userID TEXT,
            keyHash TEXT NOT NULL,
            usedAt REAL NOT NULL
        );
        CREATE INDEX IF NOT EXISTS userKeyByUser ON userKey (provider, userID)
        """

    /// The repository at `url`, opened (and created when missing) at its first use.
    public init(url: URL) {
        self.init(database: ProtectionDatabase(at: url, schema: Self.schema))
    }

    /// A repository that forgets everything when released.
    public static func inMemory() throws -> PassphraseRepository { PassphraseRepository(database: try ProtectionDatabase(inMemorySchema: Self.schema)) }

    private init(database: ProtectionDatabase) {
        self.database = database
    }

    /// Remembers that `key` unlocks the license `licenseID` of `userID` at `provider`.
    public func store(_ key: LCPUserKey, licenseID: String, provider: String, userID: String?) throws {
        try database.queue().write { db in
            try db.execute(
                sql: """
                    INSERT INTO userKey (licenseID, provider, userID, keyHash, usedAt) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (licenseID) DO UPDATE SET
                        provider = excluded.provider, userID = excluded.userID,
                        keyHash = excluded.keyHash, usedAt = excluded.usedAt
                    """,
                arguments: [licenseID, provider, userID, key.hex, Date().timeIntervalSince1970])
        }
    }

    /// Forgets the key remembered for the license `licenseID`; true when there was one.
    @discardableResult
    public func forget(licenseID: String) throws -> Bool {
        try database.queue().write { db in
            try db.execute(sql: "DELETE FROM userKey WHERE licenseID = ?", arguments: [licenseID])
            return db.changesCount > 0
        }
    }

    /// Forgets every remembered key and returns how many there were.
    @discardableResult
    public func forgetAll() throws -> Int {
        try database.queue().write { db in
            try db.execute(sql: "DELETE FROM userKey")
            return db.changesCount
        }
    }

    /// Keys worth trying for a license, without repeats: the one stored for the license, then those of the
    /// same user at the same provider, then the most recently used others.
    public func keys(licenseID: String, provider: String, userID: String?) throws -> [LCPUserKey] {
        let hashes = try database.queue().read { db in
            var hashes = try String.fetchAll(db, sql: "SELECT keyHash FROM userKey WHERE licenseID = ?", arguments: [licenseID])
            if let userID {
                hashes += try String.fetchAll(
                    db, sql: "SELECT keyHash FROM userKey WHERE provider = ? AND userID = ? ORDER BY usedAt DESC",
                    arguments: [provider, userID])
            }
            hashes += try String.fetchAll(
                db, sql: "SELECT keyHash FROM userKey ORDER BY usedAt DESC LIMIT ?", arguments: [Self.maximumOtherKeys])
            return hashes
        }
        var seen: Set<String> = []
        return hashes.filter { seen.insert($0).inserted }.compactMap(LCPUserKey.init(hex:))
    }
}
