import Foundation

/// A `ByteSource` over bytes already in memory (an archive embedded in a request, a test vector).
public struct MemoryByteSource: ByteSource {
    public let data: Data

    public init(_ data: Data) { self.data = data }

    public var length: UInt64 { UInt64(data.count) }

    public func read(at offset: UInt64, count: Int) throws -> Data {
        guard count > 0, offset < UInt64(data.count) else { return Data() }
        let start = data.startIndex + Int(offset)
        let end = start + min(count, data.count - Int(offset))
        return data.subdata(in: start..<end)
    }
}
