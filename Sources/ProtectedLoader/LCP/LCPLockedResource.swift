import Foundation

/// An LCP-encrypted resource of a restricted publication: it exists, but reading it fails with the
/// reason the license did not unlock it.
struct LCPLockedResource: Resource {
    let path: String
    let error: LCPError

    func length() throws -> UInt64 { throw error }
    func read(range: Range<UInt64>?) throws -> Data { throw error }
}
