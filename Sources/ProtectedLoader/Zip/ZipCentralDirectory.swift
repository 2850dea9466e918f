import Foundation

/// Reads the entries of an archive from its central directory, the authoritative list (local headers may
/// defer their sizes to data descriptors, and a scan of them is fooled by stored ZIP files inside ZIPs).
enum ZipCentralDirectory {
    static let signature: UInt32 = 0x0201_4B50
    private static let zip64Marker: UInt32 = 0xFFFF_FFFF

    static func readEntries(
        from source: ByteSource, end: ZipEndOfCentralDirectory, archive: String, limits: ZipLimits
    ) throws -> [ZipEntry] {
        guard end.entryCount <= UInt64(limits.maxEntries) else {
            throw ZipError.limitExceeded(
                archive: archive, entry: nil,
                limit: "it lists \(end.entryCount) entries, more than \(limits.maxEntries)")
        }
        guard end.centralDirectorySize <= limits.maxCentralDirectorySize else {
            throw ZipError.limitExceeded(
                archive: archive, entry: nil,
                limit: "its central directory of \(end.centralDirectorySize) bytes exceeds "
                    + "\(limits.maxCentralDirectorySize)")
        }
        guard end.centralDirectoryOffset <= end.recordsOffset,
              end.centralDirectorySize <= end.recordsOffset - end.centralDirectoryOffset else {
            throw ZipError.corrupted(
                archive: archive, entry: nil, reason: "the central directory overlaps the end records")
        }
        let bytes = try source.read(at: end.centralDirectoryOffset, count: Int(end.centralDirectorySize))
        guard bytes.count == Int(end.centralDirectorySize) else {
            throw ZipError.truncated(archive: archive, entry: nil, detail: "central directory")
        }
        var cursor = LittleEndianCursor(
            bytes, truncation: .truncated(archive: archive, entry: nil, detail: "central directory"))
        var entries: [ZipEntry] = []
        entries.reserveCapacity(Int(end.entryCount))
        for index in 0..<end.entryCount {
            entries.append(try readEntry(&cursor, index: index, archive: archive))
        }
        return entries
    }

    private static func readEntry(
        _ cursor: inout LittleEndianCursor, index: UInt64, archive: String
    ) throws -> ZipEntry {
        guard try cursor.uint32() == signature else {
            throw ZipError.corrupted(
                archive: archive, entry: nil, reason: "central directory record \(index) has no signature")
        }
        try cursor.skip(4)
        let flags = try cursor.uint16()
        let method = try cursor.uint16()
        let dosTime = try cursor.uint16()
        let dosDate = try cursor.uint16()
        let crc = try cursor.uint32()
        let compressed32 = try cursor.uint32()
        let uncompressed32 = try cursor.uint32()
        let nameLength = Int(try cursor.uint16())
        let extraLength = Int(try cursor.uint16())
        let commentLength = Int(try cursor.uint16())
        try cursor.skip(8)
        let offset32 = try cursor.uint32()
        let rawName = try cursor.bytes(nameLength)
        let extra = ZipExtraFields(try cursor.bytes(extraLength))
        try cursor.skip(commentLength)

        guard let name = ZipEntryName.decode(rawName, flags: flags, extra: extra) else {
            throw ZipError.corrupted(
                archive: archive, entry: CodePage437.decode(rawName), reason: "the name is not valid UTF-8")
        }
        guard let path = ZipEntryName.safePath(name) else {
            throw ZipError.unsafeEntryName(archive: archive, entry: name)
        }
        var zip64 = LittleEndianCursor(
            bytes: extra[ZipExtraFields.zip64] ?? [],
            truncation: .corrupted(
                archive: archive, entry: name, reason: "the ZIP64 extra field lacks a size or offset"))
        let uncompressed = uncompressed32 == zip64Marker ? try zip64.uint64() : UInt64(uncompressed32)
        let compressed = compressed32 == zip64Marker ? try zip64.uint64() : UInt64(compressed32)
        let offset = offset32 == zip64Marker ? try zip64.uint64() : UInt64(offset32)
        return ZipEntry(
            path: path, isDirectory: name.hasSuffix("/") || name.hasSuffix("\\"), method: method,
            compressedSize: compressed, uncompressedSize: uncompressed, crc32: crc, flags: flags, dosTime: dosTime,
            dosDate: dosDate, encryption: try encryption(flags: flags, method: method, extra: extra, archive: archive, entry: name),
            localHeaderOffset: offset)
    }

    private static func encryption(
        flags: UInt16, method: UInt16, extra: ZipExtraFields, archive: String, entry: String
    ) throws -> ZipEncryptionKind {
        guard flags & 0x0001 != 0 else { return .none }
        if flags & 0x0040 != 0 { return .strongEncryption }
        guard method == ZipCompressionMethod.winZipAES else { return .zipCrypto }
        // 0x9901: vendor version (2), vendor id "AE" (2), strength (1), actual compression method (2).
        guard let field = extra[ZipExtraFields.winZipAES], field.count >= 7, field[2] == 0x41, field[3] == 0x45,
              let strength = WinZipAESStrength(rawValue: field[4]) else {
            throw ZipError.corrupted(archive: archive, entry: entry, reason: "no valid WinZip AES extra field (0x9901)")
        }
        return .winZipAES(
            strength: strength, vendorVersion: UInt16(field[0]) | UInt16(field[1]) << 8,
            actualMethod: UInt16(field[5]) | UInt16(field[6]) << 8)
    }
}
