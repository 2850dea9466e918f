import Foundation

extension JSONValue {
    /// A date as every JSON document decor writes shows one: RFC 3339 text in UTC, to the second
    /// (`2026-11-26T04:13:20Z`), rather than what `Date`'s own encoding gives (seconds since 2001).
    public init(_ date: Date) {
        self = .string(date.formatted(.iso8601))
    }
}
