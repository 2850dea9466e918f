import Foundation
@testable import ProtectedLoader

/// Writes ZIP archives byte by byte so that tests can make the archives no well-behaved tool writes:
/// lying sizes, unsafe names, CP437 names, overlapping entries, ZIP64 records for small files.
struct ZipBuilder {
    struct Entry {
        var name: [UInt8]
        var flags: UInt16 = 0
        var method: UInt16 = ZipCompressionMethod.stored
        /// The bytes stored after the local header (compressed and/or encrypted).
        var payload: Data
        var crc32: UInt32
        var uncompressedSize: UInt64
        var compressedSize: UInt64
        var dosTime: UInt16 = 0x6000
        var localExtra: [UInt8] = []
        var centralExtra: [UInt8] = []
        /// Sizes and offset as 0xFFFFFFFF with a ZIP64 extra field, in both headers.
        var zip64 = false
        /// Points the central record at another offset than where the local header is written.
        var forcedHeaderOffset: UInt64?

        var hasDataDescriptor: Bool { flags & 0x0008 != 0 }
    }

    var entries: [Entry] = []
    var comment: [UInt8] = []
    /// Writes a ZIP64 end record and locator even when nothing needs them.
    var zip64End = false

    mutating func addStored(_ name: String, _ content: Data, flags: UInt16 = 0) {
        entries.append(Entry(
            name: Array(name.utf8), flags: flags, payload: content, crc32: CRC32.checksum(content),
            uncompressedSize: UInt64(content.count), compressedSize: UInt64(content.count)))
    }

    mutating func addDeflated(_ name: String, _ content: Data, scratch: URL) throws {
        let compressed = try ZipTestTool.deflate(content, scratch: scratch)
        entries.append(Entry(
            name: Array(name.utf8), method: ZipCompressionMethod.deflated, payload: compressed,
            crc32: CRC32.checksum(content), uncompressedSize: UInt64(content.count),
            compressedSize: UInt64(compressed.count)))
    }

    /// The built archive, opened from memory.
    func archive(_ name: String, limits: ZipLimits = .default) throws -> ZipArchive {
        try ZipArchive(source: MemoryByteSource(build()), name: name, limits: limits)
    }

    func build() -> Data {
        var archive = Data()
        var central = Data()
        for entry in entries {
            let offset = UInt64(archive.count)
            archive.append(localHeader(entry, offset: offset))
            archive.append(entry.payload)
            if entry.hasDataDescriptor { archive.append(dataDescriptor(entry)) }
            central.append(centralRecord(entry, offset: entry.forcedHeaderOffset ?? offset))
        }
        let centralOffset = UInt64(archive.count)
        archive.append(central)
        let needsZip64 = zip64End || entries.contains { $0.zip64 }
        if needsZip64 {
            let recordOffset = UInt64(archive.count)
            archive.append(le32(0x0606_4B50) + le64(44) + le16(45) + le16(45) + le32(0) + le32(0))
            archive.append(le64(UInt64(entries.count)) + le64(UInt64(entries.count)))
            archive.append(le64(UInt64(central.count)) + le64(centralOffset))
            archive.append(le32(0x0706_4B50) + le32(0) + le64(recordOffset) + le32(1))
        }
        let count = needsZip64 ? 0xFFFF : UInt16(entries.count)
        archive.append(le32(0x0605_4B50) + le16(0) + le16(0) + le16(count) + le16(count))
        archive.append(le32(needsZip64 ? 0xFFFF_FFFF : UInt32(central.count)))
        archive.append(le32(needsZip64 ? 0xFFFF_FFFF : UInt32(centralOffset)))
        archive.append(le16(UInt16(comment.count)) + Data(comment))
        return archive
    }

    private func localHeader(_ entry: Entry, offset: UInt64) -> Data {
        let deferred = entry.hasDataDescriptor
        var extra = entry.localExtra
        if entry.zip64 {
            extra += zip64Field(deferred ? [0, 0] : [entry.uncompressedSize, entry.compressedSize])
        }
        var header = le32(0x0403_4B50) + le16(entry.zip64 ? 45 : 20) + le16(entry.flags) + le16(entry.method)
        header += le16(entry.dosTime) + le16(0x5821)
        header += le32(deferred ? 0 : entry.crc32)
        header += entry.zip64 ? le32(0xFFFF_FFFF) + le32(0xFFFF_FFFF)
            : le32(deferred ? 0 : UInt32(entry.compressedSize)) + le32(deferred ? 0 : UInt32(entry.uncompressedSize))
        header += le16(UInt16(entry.name.count)) + le16(UInt16(extra.count))
        return header + Data(entry.name) + Data(extra)
    }

    private func dataDescriptor(_ entry: Entry) -> Data {
        let sizes = entry.zip64 ? le64(entry.compressedSize) + le64(entry.uncompressedSize)
            : le32(UInt32(entry.compressedSize)) + le32(UInt32(entry.uncompressedSize))
        return le32(0x0807_4B50) + le32(entry.crc32) + sizes
    }

    private func centralRecord(_ entry: Entry, offset: UInt64) -> Data {
        var extra = entry.centralExtra
        if entry.zip64 { extra += zip64Field([entry.uncompressedSize, entry.compressedSize, offset]) }
        var record = le32(0x0201_4B50) + le16(0x031E) + le16(entry.zip64 ? 45 : 20) + le16(entry.flags)
        record += le16(entry.method) + le16(entry.dosTime) + le16(0x5821) + le32(entry.crc32)
        record += entry.zip64 ? le32(0xFFFF_FFFF) + le32(0xFFFF_FFFF)
            : le32(UInt32(entry.compressedSize)) + le32(UInt32(entry.uncompressedSize))
        record += le16(UInt16(entry.name.count)) + le16(UInt16(extra.count)) + le16(0) + le16(0) + le16(0)
        record += le32(0o100644 << 16)
        record += le32(entry.zip64 ? 0xFFFF_FFFF : UInt32(offset))
        return record + Data(entry.name) + Data(extra)
    }

    private func zip64Field(_ values: [UInt64]) -> [UInt8] {
        [UInt8](le16(0x0001) + le16(UInt16(values.count * 8)) + values.reduce(Data()) { $0 + le64($1) })
    }

    private func le16(_ value: UInt16) -> Data { withUnsafeBytes(of: value.littleEndian) { Data($0) } }
    private func le32(_ value: UInt32) -> Data { withUnsafeBytes(of: value.littleEndian) { Data($0) } }
    private func le64(_ value: UInt64) -> Data { withUnsafeBytes(of: value.littleEndian) { Data($0) } }
}
