import Foundation

/// A JSON value's text as a dictionary key: equal when the bytes are. The hash is taken once, over the
/// bytes at once, since a dictionary rehashes its keys as it grows.
struct JSONText: Hashable, Sendable {
    let bytes: ArraySlice<UInt8>
    private let digest: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        digest = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    static func == (left: JSONText, right: JSONText) -> Bool {
        // memcmp: comparing decorations' texts byte by byte through the collection is many times slower.
        left.digest == right.digest && left.bytes.count == right.bytes.count && left.bytes.withUnsafeBytes { leftBytes in
            right.bytes.withUnsafeBytes { rightBytes in
                guard let leftStart = leftBytes.baseAddress, let rightStart = rightBytes.baseAddress else { return true }
                return memcmp(leftStart, rightStart, leftBytes.count) == 0
            }
        }
    }
}
