import Foundation

/// Writes ZIP archives from entries whose stored bytes are given as they are (stored, or already raw
/// deflated), so that a test can pack what no archiver would: lying sizes, names that leave the container,
/// a deflate bomb.
struct TestZipWriter {
    struct Entry {
        var name: String
        var payload: Data
        var isDeflated = false
        /// The size recorded in the headers; a bomb's may lie.
        var uncompressedSize: UInt64
        var crc32: UInt32
    }

    private(set) var entries: [Entry] = []

    mutating func addStored(_ name: String, _ content: Data) {
        entries.append(Entry(name: name, payload: content, uncompressedSize: UInt64(content.count), crc32: Self.crc32(content)))
    }

    mutating func addStored(_ name: String, _ text: String) { addStored(name, Data(text.utf8)) }

    /// A raw deflate stream whose headers claim `uncompressedSize` bytes and `crc32`.
    mutating func addDeflated(_ name: String, stream: Data, uncompressedSize: UInt64, crc32: UInt32 = 0) {
        entries.append(Entry(name: name, payload: stream, isDeflated: true, uncompressedSize: uncompressedSize, crc32: crc32))
    }

    func data() -> Data {
        var archive = Data()
        var central = Data()
        for entry in entries {
            let offset = UInt32(archive.count)
            let name = Data(entry.name.utf8)
            // Sizes past 4 GiB are not needed by these tests; UInt32(clamping:) keeps a huge lie a huge lie.
            let fields = le16(20) + le16(0x0800) + le16(entry.isDeflated ? 8 : 0) + le16(0) + le16(0x21)
                + le32(entry.crc32) + le32(UInt32(entry.payload.count)) + le32(UInt32(clamping: entry.uncompressedSize))
                + le16(UInt16(name.count)) + le16(0)
            archive += le32(0x0403_4B50) + fields + name + entry.payload
            central += le32(0x0201_4B50) + le16(20) + fields + le16(0) + le16(0) + le16(0) + le32(0) + le32(offset) + name
        }
        let centralOffset = UInt32(archive.count)
        archive += central
        archive += le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(entries.count)) + le16(UInt16(entries.count))
            + le32(UInt32(central.count)) + le32(centralOffset) + le16(0)
        return archive
    }

    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private func le16(_ value: UInt16) -> Data { withUnsafeBytes(of: value.littleEndian) { Data($0) } }
    private func le32(_ value: UInt32) -> Data { withUnsafeBytes(of: value.littleEndian) { Data($0) } }
}
