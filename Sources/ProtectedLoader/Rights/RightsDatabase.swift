import Foundation
import GRDB

/// How much of each counted right each license has used, persisted in SQLite. Consuming is one IMMEDIATE
/// transaction that reads and writes the total, so concurrent processes never overspend and a committed
/// consumption survives a crash.
public struct RightsDatabase: Sendable {
    private let database: ProtectionDatabase

    private static let schema = """
        CREATE TABLE IF NOT EXISTS rightConsumption (
            licenseID TEXT NOT NULL,
            "right" TEXT NOT NULL,
            used INTEGER NOT NULL CHECK (used >= 0),
            PRIMARY KEY (licenseID, "right")
        )
        """

    /// The database at `url`, opened (and created when missing) at its first use.
    public init(url: URL) {
        self.init(database: ProtectionDatabase(at: url, schema: Self.schema))
    }

    /// A database that lives as long as this value: consumption is counted for one session only.
    public static func inMemory() throws -> RightsDatabase { RightsDatabase(database: try ProtectionDatabase(inMemorySchema: Self.schema)) }

    private init(database: ProtectionDatabase) {
        self.database = database
    }

    /// How much of `right` the license has used.
    public func consumed(licenseID: String, right: ConsumableRight) throws -> Int {
        try database.queue().read { db in try Self.used(db, licenseID: licenseID, right: right) }
    }

    /// Adds `amount` to the license's use of `right` if the total stays within `allowance`. Returns false,
    /// consuming nothing, when it would not (or when `amount` is negative).
    public func consume(licenseID: String, right: ConsumableRight, amount: Int, allowance: Int) throws -> Bool {
        guard amount >= 0 else { return false }
        var consumed = false
        try database.queue().inTransaction(.immediate) { db in
            let used = try Self.used(db, licenseID: licenseID, right: right)
            guard used <= allowance - amount else { return .rollback }
            try db.execute(
                sql: """
                    INSERT INTO rightConsumption (licenseID, "right", used) VALUES (?, ?, ?)
                    ON CONFLICT (licenseID, "right") DO UPDATE SET used = excluded.used
                    """,
                arguments: [licenseID, right.rawValue, used + amount])
            consumed = true
            return .commit
        }
        return consumed
    }

    private static func used(_ db: Database, licenseID: String, right: ConsumableRight) throws -> Int {
        try Int.fetchOne(
            db, sql: #"SELECT used FROM rightConsumption WHERE licenseID = ? AND "right" = ?"#,
            arguments: [licenseID, right.rawValue]) ?? 0
    }
}
