import Foundation

/// A ZIP archive read through a `ByteSource`: the central directory once, then each entry's bytes on
/// demand. Only `read(at:count:)` and `length` are used, so the same reader serves files, memory and HTTP
/// range requests. Supports ZIP64, stored and deflated entries, data descriptors, ZipCrypto and WinZip AES.
package final class ZipArchive: Sendable {
    /// A name for messages: the archive's path or URL.
    package let name: String
    package let limits: ZipLimits
    private let source: ByteSource
    private let table: ZipEntryTable
    private let dataOffsets = ZipDataOffsets()

    /// Local headers rarely carry more than this in name and extra field; reading it along with the data
    /// usually saves a second request.
    private static let localHeaderAllowance = 512

    package init(source: ByteSource, name: String, limits: ZipLimits = .default) throws {
        self.name = name
        self.limits = limits
        self.source = source
        let end = try ZipEndOfCentralDirectory.read(from: source, archive: name)
        let entries = try ZipCentralDirectory.readEntries(from: source, end: end, archive: name, limits: limits)
        table = try ZipEntryTable(entries, centralDirectoryOffset: end.centralDirectoryOffset, archive: name)
    }

    /// Opens the ZIP file at `url`, named by its path.
    package convenience init(url: URL, limits: ZipLimits = .default) throws {
        try self.init(source: FileByteSource(url: url), name: url.path, limits: limits)
    }

    /// The local file the archive is read from; nil for memory and remote sources.
    package var fileURL: URL? { (source as? FileByteSource)?.url }

    /// Every entry, directories included, in central directory order.
    package var entries: [ZipEntry] { table.entries }

    /// The entry whose container path is `path`.
    package func entry(at path: String) -> ZipEntry? {
        table.entry(at: path)
    }

    /// The whole content of `entry`, decrypted with `password` when it is encrypted, with its CRC-32 (or
    /// WinZip AES authentication code) checked.
    package func read(_ entry: ZipEntry, password: String?) throws -> Data {
        guard !entry.isDirectory else { return Data() }
        try ZipEntryDecoder.checkDecodable(entry, archive: name, limits: limits)
        let stored = try storedBytes(of: entry)
        return try ZipEntryDecoder.decode(stored, entry: entry, password: password, archive: name)
    }

    /// The bytes of `range` of the content of `entry` (clamped to its size). Stored, unencrypted entries are
    /// read straight from the source; others are decoded whole, then sliced.
    package func read(_ entry: ZipEntry, range: Range<UInt64>, password: String?) throws -> Data {
        let clamped = range.clamped(to: 0..<entry.uncompressedSize)
        guard !clamped.isEmpty, !entry.isDirectory else { return Data() }
        guard entry.allowsRandomAccess else {
            let content = try read(entry, password: password)
            return content.subdata(in: Int(clamped.lowerBound)..<Int(clamped.upperBound))
        }
        let start = try dataOffset(of: entry)
        let bytes = try source.read(at: start + clamped.lowerBound, count: Int(clamped.count))
        guard bytes.count == Int(clamped.count) else {
            throw ZipError.truncated(archive: name, entry: entry.path, detail: "data")
        }
        return bytes
    }

    /// The entry's bytes as stored (compressed, maybe encrypted), read with its local header in one request.
    func storedBytes(of entry: ZipEntry) throws -> Data {
        let size = Int(entry.compressedSize)
        let chunk = try source.read(
            at: entry.localHeaderOffset, count: ZipLocalHeader.fixedLength + Self.localHeaderAllowance + size)
        let dataStart = try ZipLocalHeader.dataStart(in: chunk, entry: entry, archive: name)
        dataOffsets.remember(entry.localHeaderOffset + UInt64(dataStart), forHeaderAt: entry.localHeaderOffset)
        if dataStart + size <= chunk.count {
            return chunk.subdata(in: chunk.startIndex + dataStart..<chunk.startIndex + dataStart + size)
        }
        let data = try source.read(at: entry.localHeaderOffset + UInt64(dataStart), count: size)
        guard data.count == size else { throw ZipError.truncated(archive: name, entry: entry.path, detail: "data") }
        return data
    }

    /// Where the entry's data starts, checked to hold the whole entry.
    private func dataOffset(of entry: ZipEntry) throws -> UInt64 {
        try dataOffsets.offset(forHeaderAt: entry.localHeaderOffset) {
            let header = try source.read(at: entry.localHeaderOffset, count: ZipLocalHeader.fixedLength)
            let dataStart = try ZipLocalHeader.dataStart(in: header, entry: entry, archive: name)
            let start = entry.localHeaderOffset + UInt64(dataStart)
            guard start + entry.compressedSize <= source.length else {
                throw ZipError.truncated(archive: name, entry: entry.path, detail: "data")
            }
            return start
        }
    }
}
