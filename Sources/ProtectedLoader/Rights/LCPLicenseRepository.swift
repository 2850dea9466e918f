import Foundation
import GRDB

/// What decor remembers about licenses between runs: the latest copy of each license (so that a renewed
/// license wins over an older one still inside a package), which licenses this device registered, and
/// the device's own id, made once.
public struct LCPLicenseRepository: Sendable {
    private let database: ProtectionDatabase

    private static let schema = """
        CREATE TABLE IF NOT EXISTS license (
            id TEXT PRIMARY KEY NOT NULL,
            updated REAL NOT NULL,
            document BLOB NOT NULL
        );
        CREATE TABLE IF NOT EXISTS registration (
            licenseID TEXT PRIMARY KEY NOT NULL,
            registeredAt REAL NOT NULL
        );
        CREATE TABLE IF NOT EXISTS device (
            singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
            id TEXT NOT NULL
        )
        """

    /// The repository at `url`, opened (and created when missing) at its first use.
    public init(url: URL) {
        self.init(database: ProtectionDatabase(at: url, schema: Self.schema))
    }

    /// A repository that forgets everything when released.
    public static func inMemory() throws -> LCPLicenseRepository { LCPLicenseRepository(database: try ProtectionDatabase(inMemorySchema: Self.schema)) }

    private init(database: ProtectionDatabase) {
        self.database = database
    }

    /// This device's id: a random UUID made on first use and kept.
    public func deviceID() throws -> String {
        try database.queue().write { db in
            if let id = try String.fetchOne(db, sql: "SELECT id FROM device WHERE singleton = 1") { return id }
            let id = UUID().uuidString.lowercased()
            try db.execute(sql: "INSERT INTO device (singleton, id) VALUES (1, ?)", arguments: [id])
            return id
        }
    }

    /// Keeps `document` as the license `license.id` unless a copy updated later is already kept.
    public func store(_ license: LCPLicense, document: Data) throws {
        try database.queue().write { db in
            try db.execute(
                sql: """
                    INSERT INTO license (id, updated, document) VALUES (?, ?, ?)
                    ON CONFLICT (id) DO UPDATE SET updated = excluded.updated, document = excluded.document
                    WHERE excluded.updated > license.updated
                    """,
                arguments: [license.id, license.signingDate.timeIntervalSince1970, document])
        }
    }

    /// The kept copy of the license `id`, if any.
    public func latestDocument(id: String) throws -> Data? {
        try database.queue().read { db in try Data.fetchOne(db, sql: "SELECT document FROM license WHERE id = ?", arguments: [id]) }
    }

    public func isRegistered(licenseID: String) throws -> Bool {
        try database.queue().read { db in
            try Bool.fetchOne(db, sql: "SELECT 1 FROM registration WHERE licenseID = ?", arguments: [licenseID]) ?? false
        }
    }

    public func markRegistered(licenseID: String) throws {
        try database.queue().write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO registration (licenseID, registeredAt) VALUES (?, ?)",
                arguments: [licenseID, Date().timeIntervalSince1970])
        }
    }
}
