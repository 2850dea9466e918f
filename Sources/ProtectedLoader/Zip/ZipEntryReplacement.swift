import Foundation

/// Rewrites a ZIP file with one entry's content replaced (or added), stored: how a renewed LCP license is
/// written back into its package. The copy is written beside the file and renamed over it, so a reader
/// never sees half an archive, and one that still holds the old file keeps reading consistent bytes.
/// Other entries keep their order, method, dates and stored bytes; data descriptors are folded into the
/// headers. Encrypted entries and archives that would need ZIP64 are refused rather than rewritten badly.
enum ZipEntryReplacement {
    static func replace(_ path: String, with content: Data, inArchiveAt url: URL) throws {
        let archive = try ZipArchive(url: url)
        var output = Data()
        var central = Data()
        var count = 0
        func add(_ name: String, _ entry: ZipEntry?, stored: Data) throws {
            let offset = output.count
            let name = Data(name.utf8)
            let method = entry?.method ?? ZipCompressionMethod.stored
            let crc = entry?.crc32 ?? CRC32.checksum(content)
            let uncompressed = entry?.uncompressedSize ?? UInt64(content.count)
            guard offset < 0xFFFF_FFFF, stored.count < 0xFFFF_FFFF, uncompressed < 0xFFFF_FFFF else {
                throw ZipError.limitExceeded(archive: url.path, entry: path, limit: "rewriting archives that need ZIP64 is not supported")
            }
            // Bit 3 cleared (sizes are in the headers now), bit 11 set (names are written as UTF-8).
            let flags = ((entry?.flags ?? 0) & ~0x0008) | 0x0800
            let time = entry?.dosTime ?? 0
            let date = entry?.dosDate ?? 0x21
            var local = Data()
            local.appendLittleEndian(UInt32(0x0403_4B50), UInt16(20), flags, method, time, date, crc,
                                     UInt32(stored.count), UInt32(uncompressed), UInt16(name.count), UInt16(0))
            output.append(local + name + stored)
            central.appendLittleEndian(UInt32(ZipCentralDirectory.signature), UInt16(20), UInt16(20), flags, method, time, date,
                                       crc, UInt32(stored.count), UInt32(uncompressed), UInt16(name.count), UInt16(0),
                                       UInt16(0), UInt16(0), UInt16(0), UInt32(0), UInt32(offset))
            central.append(name)
            count += 1
        }
        var replaced = false
        for entry in archive.entries {
            guard !entry.isEncrypted else {
                throw ZipError.limitExceeded(archive: url.path, entry: entry.path, limit: "archives with encrypted entries are not rewritten")
            }
            if entry.path == path {
                replaced = true
                try add(path, nil, stored: content)
            } else {
                try add(entry.path + (entry.isDirectory && !entry.path.hasSuffix("/") ? "/" : ""), entry,
                        stored: entry.isDirectory ? Data() : try archive.storedBytes(of: entry))
            }
        }
        if !replaced { try add(path, nil, stored: content) }
        var end = Data()
        end.appendLittleEndian(ZipEndOfCentralDirectory.signature, UInt16(0), UInt16(0), UInt16(count), UInt16(count),
                               UInt32(central.count), UInt32(output.count), UInt16(0))
        output.append(central + end)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try output.write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw ByteSourceError(location: url.path, reason: String(cString: strerror(errno)))
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}

private extension Data {
    /// Appends fixed-width integers little-endian, as ZIP headers store them.
    mutating func appendLittleEndian<each Value: FixedWidthInteger>(_ values: repeat each Value) {
        for value in repeat each values {
            Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
        }
    }
}
