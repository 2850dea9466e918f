import Foundation

/// The copy and print rights of an unlocked LCP license: allowances from the license's `rights`, use
/// counted in a `RightsDatabase`, nothing allowed outside the license's start and end dates.
public struct LCPUserRights: UserRights {
    public let licenseID: String
    /// Characters that may be copied over the license's lifetime; nil is unlimited.
    public let copyAllowance: Int?
    /// Pages that may be printed over the license's lifetime; nil is unlimited.
    public let printAllowance: Int?
    public let start: Date?
    public let end: Date?
    private let database: RightsDatabase
    private let now: @Sendable () -> Date

    public init(license: LCPLicense, database: RightsDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        licenseID = license.id
        copyAllowance = license.rights.copy
        printAllowance = license.rights.print
        start = license.rights.start
        end = license.rights.end
        self.database = database
        self.now = now
    }

    public var copyLeft: Int? { left(.copy, allowance: copyAllowance) }
    public var printLeft: Int? { left(.print, allowance: printAllowance) }

    public func canCopy(text: String) -> Bool { allows(.copy, amount: text.count, allowance: copyAllowance) }
    public func copy(text: String) -> Bool { consume(.copy, amount: text.count, allowance: copyAllowance) }
    public func canPrint(pageCount: Int) -> Bool { allows(.print, amount: pageCount, allowance: printAllowance) }
    public func print(pageCount: Int) -> Bool { consume(.print, amount: pageCount, allowance: printAllowance) }

    private var isWithinDates: Bool {
        let date = now()
        return (start.map { $0 <= date } ?? true) && (end.map { date <= $0 } ?? true)
    }

    // Database failures refuse the right: an unreadable count must not become unlimited use.

    private func left(_ right: ConsumableRight, allowance: Int?) -> Int? {
        guard isWithinDates else { return 0 }
        guard let allowance else { return nil }
        guard let used = try? database.consumed(licenseID: licenseID, right: right) else { return 0 }
        return max(0, allowance - used)
    }

    private func allows(_ right: ConsumableRight, amount: Int, allowance: Int?) -> Bool {
        guard amount >= 0, isWithinDates else { return false }
        guard let allowance else { return true }
        guard let used = try? database.consumed(licenseID: licenseID, right: right) else { return false }
        return used <= allowance - amount
    }

    private func consume(_ right: ConsumableRight, amount: Int, allowance: Int?) -> Bool {
        guard amount >= 0, isWithinDates else { return false }
        guard let allowance else { return true }
        return (try? database.consume(licenseID: licenseID, right: right, amount: amount, allowance: allowance)) ?? false
    }
}
