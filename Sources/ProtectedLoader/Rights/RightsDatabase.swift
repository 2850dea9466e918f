import Foundation
import GRDB

/// How much of each counted right each license has used, persisted in SQLite. Consuming is one IMMEDIATE
/// transaction that reads and writes the total, so concurrent processes never overspend and a committed
/// consumption survives a crash.
public struct RightsDatabase: Sendable {
    private let queue: DatabaseQueue

    private static let schema = """
        CREATE TABLE IF NOT EXISTS rightConsumption (
            licenseID TEXT NOT NULL,
            "right" TEXT NOT NULL,
            used INTEGER NOT NULL CHECK (used >= 0),
            PRIMARY KEY (licenseID, "right")
        )
        """

    /// The database at `url`, created when missing.
    public init(url: URL) throws {
        try self.init(location: url)
    }

    /// A database that lives as long as this value: consumption is counted for one session only.
    public static func inMemory() throws -> RightsDatabase { try RightsDatabase(location: nil) }

    private init(location: URL?) throws {
        queue = try ProtectionDatabase.open(at: location, schema: Self.schema)
    }

    /// How much of `right` the license has used.
    public func consumed(licenseID: String, right: ConsumableRight) throws -> Int {
        try queue.read { db in try Self.used(db, licenseID: licenseID, right: right) }
    }

    /// Adds `amount` to the license's use of `right` if the total stays within `allowance`. Returns false,
    /// consuming nothing, when it would not (or when `amount` is negative).
    public func consume(licenseID: String, right: ConsumableRight, amount: Int, allowance: Int) throws -> Bool {
        guard amount >= 0 else { return false }
        var consumed = false
        try queue.inTransaction(.immediate) { db in
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
