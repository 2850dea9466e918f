import Foundation

/// Where an archive's central directory is and how many entries it lists, from the end-of-central-directory
/// record (found in the last 64 KiB + 22 bytes, as its comment may be up to 65 535 bytes long) and, for
/// ZIP64 archives, from the ZIP64 record its locator points to.
package struct ZipEndOfCentralDirectory: Sendable, Equatable {
    package let entryCount: UInt64
    package let centralDirectorySize: UInt64
    package let centralDirectoryOffset: UInt64
    /// Where the end records start; the central directory must end at or before it.
    package let recordsOffset: UInt64
    package let isZip64: Bool

    static let signature: UInt32 = 0x0605_4B50
    static let zip64LocatorSignature: UInt32 = 0x0706_4B50
    static let zip64RecordSignature: UInt32 = 0x0606_4B50
    private static let recordLength = 22
    private static let locatorLength = 20
    private static let maxCommentLength = 0xFFFF
    /// The comment length the first, small look at the tail allows for.
    private static let shortCommentLength = 1024

    /// Finds and reads the end records of `source`; `archive` names it in errors.
    package static func read(from source: ByteSource, archive: String) throws -> ZipEndOfCentralDirectory {
        // Most archives have no comment: a small tail finds their record exactly, and a remote archive then
        // costs one small range instead of 64 KiB. Anything less certain looks at the whole possible window.
        var tailStart: UInt64 = 0
        var tail: [UInt8] = []
        var found: Int?
        for window in [UInt64(recordLength + shortCommentLength + locatorLength), UInt64(recordLength + maxCommentLength + locatorLength)] {
            tailStart = source.length > window ? source.length - window : 0
            tail = [UInt8](try source.read(at: tailStart, count: Int(source.length - tailStart)))
            found = findRecord(in: tail, exactOnly: tailStart > 0 && window < UInt64(maxCommentLength))
            if found != nil || tailStart == 0 { break }
        }
        guard let position = found else {
            throw ZipError.notAZip(archive: archive, reason: "no end of central directory record")
        }
        let truncated = ZipError.truncated(archive: archive, entry: nil, detail: "end of central directory record")
        var cursor = LittleEndianCursor(bytes: Array(tail[position...]), truncation: truncated)
        try cursor.skip(4)
        let disk = try cursor.uint16()
        let directoryDisk = try cursor.uint16()
        try cursor.skip(2)
        let count = try cursor.uint16()
        let size = try cursor.uint32()
        let offset = try cursor.uint32()
        guard disk == 0, directoryDisk == 0 else {
            throw ZipError.notAZip(archive: archive, reason: "archives split across several disks are not supported")
        }
        let recordOffset = tailStart + UInt64(position)
        if position >= locatorLength,
           readUInt32(tail, at: position - locatorLength) == zip64LocatorSignature {
            let locator = Array(tail[(position - locatorLength)..<position])
            return try readZip64(locator: locator, source: source, archive: archive)
        }
        return ZipEndOfCentralDirectory(
            entryCount: UInt64(count), centralDirectorySize: UInt64(size),
            centralDirectoryOffset: UInt64(offset), recordsOffset: recordOffset, isZip64: false)
    }

    /// The last signature whose comment length reaches exactly the end of the file, else (unless `exactOnly`)
    /// the last one whose comment fits (some writers append bytes after the comment).
    private static func findRecord(in tail: [UInt8], exactOnly: Bool) -> Int? {
        guard tail.count >= recordLength else { return nil }
        var fitting: Int?
        for position in stride(from: tail.count - recordLength, through: 0, by: -1)
        where readUInt32(tail, at: position) == signature {
            let commentLength = Int(tail[position + 20]) | Int(tail[position + 21]) << 8
            let end = position + recordLength + commentLength
            if end == tail.count { return position }
            if end < tail.count, fitting == nil { fitting = position }
        }
        return exactOnly ? nil : fitting
    }

    private static func readZip64(
        locator: [UInt8], source: ByteSource, archive: String
    ) throws -> ZipEndOfCentralDirectory {
        let truncated = ZipError.truncated(archive: archive, entry: nil, detail: "ZIP64 end of central directory")
        var locatorCursor = LittleEndianCursor(bytes: locator, truncation: truncated)
        try locatorCursor.skip(8)
        let recordOffset = try locatorCursor.uint64()
        let record = try source.read(at: recordOffset, count: 56)
        var cursor = LittleEndianCursor(record, truncation: truncated)
        guard try cursor.uint32() == zip64RecordSignature else {
            throw ZipError.corrupted(
                archive: archive, entry: nil, reason: "the ZIP64 locator points to no ZIP64 record")
        }
        try cursor.skip(12)
        let disk = try cursor.uint32()
        let directoryDisk = try cursor.uint32()
        try cursor.skip(8)
        let count = try cursor.uint64()
        let size = try cursor.uint64()
        let offset = try cursor.uint64()
        guard disk == 0, directoryDisk == 0 else {
            throw ZipError.notAZip(archive: archive, reason: "archives split across several disks are not supported")
        }
        return ZipEndOfCentralDirectory(
            entryCount: count, centralDirectorySize: size, centralDirectoryOffset: offset,
            recordsOffset: recordOffset, isZip64: true)
    }

    private static func readUInt32(_ bytes: [UInt8], at index: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { value, byte in value | UInt32(bytes[index + byte]) << (8 * byte) }
    }
}
