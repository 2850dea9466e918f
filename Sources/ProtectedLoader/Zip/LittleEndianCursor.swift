import Foundation

/// Reads the little-endian integers and byte runs of ZIP records in order, throwing the error its owner
/// chose (naming the archive and record) instead of reading past the end.
struct LittleEndianCursor {
    private let bytes: [UInt8]
    private var position: Int
    private let truncation: ZipError

    init(_ data: Data, truncation: ZipError) {
        self.init(bytes: [UInt8](data), truncation: truncation)
    }

    init(bytes: [UInt8], truncation: ZipError) {
        self.bytes = bytes
        self.position = 0
        self.truncation = truncation
    }

    private var remaining: Int { bytes.count - position }

    mutating func uint16() throws -> UInt16 {
        UInt16(try integer(size: 2))
    }

    mutating func uint32() throws -> UInt32 {
        UInt32(try integer(size: 4))
    }

    mutating func uint64() throws -> UInt64 {
        try integer(size: 8)
    }

    mutating func bytes(_ count: Int) throws -> [UInt8] {
        guard count >= 0, count <= remaining else { throw truncation }
        defer { position += count }
        return Array(bytes[position..<position + count])
    }

    mutating func skip(_ count: Int) throws {
        guard count >= 0, count <= remaining else { throw truncation }
        position += count
    }

    private mutating func integer(size: Int) throws -> UInt64 {
        guard size <= remaining else { throw truncation }
        var value: UInt64 = 0
        for index in (0..<size).reversed() {
            value = value << 8 | UInt64(bytes[position + index])
        }
        position += size
        return value
    }
}
