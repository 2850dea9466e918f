import Foundation

/// An AES-128 content key and, when the key server set one, the date after which it must be renewed.
public struct ContentKey: Sendable, Equatable {
    /// The 16 key bytes; held in memory only.
    public var bytes: Data
    /// `X-Key-Renewal`: the key is requested again before this date.
    public var renewal: Date?

    /// A key as a server gave it.
    public init(bytes: Data, renewal: Date? = nil) {
        self.bytes = bytes
        self.renewal = renewal
    }
}
