import Foundation
import GRDB

/// What decor keeps about subscription services between runs: the user token of each service signed in
/// (with the optional feed token) and the credentials of each edition fetched, which stay usable offline
/// after the subscription lapses and after signing out. Sign-in passwords are never given to it.
public struct SubscriptionRepository: Sendable {
    private let database: ProtectionDatabase

    private static let schema = """
        CREATE TABLE IF NOT EXISTS session (
            service TEXT PRIMARY KEY NOT NULL,
            userToken TEXT NOT NULL,
            feedToken TEXT
        );
        CREATE TABLE IF NOT EXISTS edition (
            service TEXT NOT NULL,
            productID TEXT NOT NULL,
            credentials BLOB NOT NULL,
            fetchedAt REAL NOT NULL,
            PRIMARY KEY (service, productID)
        )
        """

    /// The repository at `url`, opened (and created when missing) at its first use.
    public init(url: URL) {
        self.init(database: ProtectionDatabase(at: url, schema: Self.schema))
    }

    /// A repository that forgets everything when released.
    public static func inMemory() throws -> SubscriptionRepository { SubscriptionRepository(database: try ProtectionDatabase(inMemorySchema: Self.schema)) }

    private init(database: ProtectionDatabase) {
        self.database = database
    }

    /// The tokens kept for `service`, if someone signed in.
    public func tokens(service: String) throws -> (user: String, feed: String?)? {
        try database.queue().read { db in
            try Row.fetchOne(db, sql: "SELECT userToken, feedToken FROM session WHERE service = ?", arguments: [service])
                .map { (user: $0["userToken"], feed: $0["feedToken"]) }
        }
    }

    /// Keeps the tokens of `service`, replacing earlier ones.
    public func storeTokens(service: String, user: String, feed: String?) throws {
        try database.queue().write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO session (service, userToken, feedToken) VALUES (?, ?, ?)",
                           arguments: [service, user, feed])
        }
    }

    /// Forgets the tokens of `service`; its editions' credentials stay.
    public func forgetTokens(service: String) throws {
        try database.queue().write { db in try db.execute(sql: "DELETE FROM session WHERE service = ?", arguments: [service]) }
    }

    /// The credentials kept for the edition `productID` of `service`.
    public func credentials(service: String, productID: String) throws -> EditionCredentials? {
        let data = try database.queue().read { db in
            try Data.fetchOne(db, sql: "SELECT credentials FROM edition WHERE service = ? AND productID = ?",
                              arguments: [service, productID])
        }
        return try data.map { try JSONDecoder().decode(EditionCredentials.self, from: $0) }
    }

    /// Keeps the credentials of an edition, replacing earlier ones.
    public func store(_ credentials: EditionCredentials, service: String, productID: String) throws {
        let data = try JSONEncoder().encode(credentials)
        try database.queue().write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO edition (service, productID, credentials, fetchedAt) VALUES (?, ?, ?, ?)",
                arguments: [service, productID, data, Date().timeIntervalSince1970])
        }
    }
}
