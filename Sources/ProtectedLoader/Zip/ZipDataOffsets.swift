import Foundation

/// Remembers where each entry's data starts once its local header has been read, so that range reads of
/// stored entries (a video seeked through over HTTP) cost one request instead of two.
final class ZipDataOffsets: @unchecked Sendable {
    private let lock = NSLock()
    private var offsets: [UInt64: UInt64] = [:]

    /// The data offset of the entry whose local header is at `headerOffset`, computed by `compute` once.
    func offset(forHeaderAt headerOffset: UInt64, compute: () throws -> UInt64) throws -> UInt64 {
        if let known = lock.withLock({ offsets[headerOffset] }) { return known }
        let offset = try compute()
        lock.withLock { offsets[headerOffset] = offset }
        return offset
    }

    func remember(_ offset: UInt64, forHeaderAt headerOffset: UInt64) {
        lock.withLock { offsets[headerOffset] = offset }
    }
}
