import Foundation

/// One file of a publication, readable whole or by byte range. Protection layers wrap resources to
/// decrypt or de-obfuscate them on the fly.
public protocol Resource: Sendable {
    /// The path of the resource relative to the container root, `/`-separated, percent-decoded.
    var path: String { get }
    /// Size of the clear bytes.
    func length() throws -> UInt64
    /// The clear bytes of `range`, or of the whole resource when `range` is nil.
    func read(range: Range<UInt64>?) throws -> Data
}

extension Resource {
    public func read() throws -> Data { try read(range: nil) }
}
