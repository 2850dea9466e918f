import Foundation
import GRDB

/// The certificate revocation lists decor downloaded, by the URL they came from, so that a list is
/// downloaded again only once it is past its `nextUpdate` (every open consults it). Only lists whose
/// signature verified are kept.
public struct RevocationListRepository: Sendable {
    private let database: ProtectionDatabase

    private static let schema = """
        CREATE TABLE IF NOT EXISTS revocationList (
            url TEXT PRIMARY KEY NOT NULL,
            thisUpdate REAL NOT NULL,
            document BLOB NOT NULL
        )
        """

    /// The repository at `url`, opened (and created when missing) at its first use.
    public init(url: URL) {
        self.init(database: ProtectionDatabase(at: url, schema: Self.schema))
    }

    /// A repository that forgets everything when released.
    public static func inMemory() throws -> RevocationListRepository { RevocationListRepository(database: try ProtectionDatabase(inMemorySchema: Self.schema)) }

    private init(database: ProtectionDatabase) {
        self.database = database
    }

    /// Keeps `document`, issued at `thisUpdate`, as the list published at `url` unless a list issued
    /// later is already kept.
    public func store(_ document: Data, thisUpdate: Date, from url: URL) throws {
        try database.queue().write { db in
            try db.execute(
                sql: """
                    INSERT INTO revocationList (url, thisUpdate, document) VALUES (?, ?, ?)
                    ON CONFLICT (url) DO UPDATE SET thisUpdate = excluded.thisUpdate, document = excluded.document
                    WHERE excluded.thisUpdate >= revocationList.thisUpdate
                    """,
                arguments: [url.absoluteString, thisUpdate.timeIntervalSince1970, document])
        }
    }

    /// The kept list published at `url`, if any.
    public func document(from url: URL) throws -> Data? {
        try database.queue().read { db in
            try Data.fetchOne(db, sql: "SELECT document FROM revocationList WHERE url = ?", arguments: [url.absoluteString])
        }
    }
}
