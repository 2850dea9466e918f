import Foundation

/// Random-access bytes of an asset: a local file, bytes in memory or a remote file read with HTTP range
/// requests (`HTTPRangeByteSource`). Readers above it (ZIP, LCP) ask only for the ranges they need.
public protocol ByteSource: Sendable {
    /// Total size in bytes.
    var length: UInt64 { get }
    /// Reads `count` bytes at `offset`. Fewer bytes come back only at the end of the source.
    func read(at offset: UInt64, count: Int) throws -> Data
}

/// Why bytes could not be read from a source.
public struct ByteSourceError: Error, CustomStringConvertible, Sendable {
    public let location: String
    public let reason: String

    public init(location: String, reason: String) {
        self.location = location
        self.reason = reason
    }

    public var description: String { "\(location): \(reason)" }
}
