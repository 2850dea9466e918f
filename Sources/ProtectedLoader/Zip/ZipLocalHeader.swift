import Foundation

/// The local header in front of an entry's data. Decor reads only its name and extra lengths, which place
/// the data and often differ from the central directory's (the local extra field carries other fields);
/// sizes and CRC are taken from the central directory.
enum ZipLocalHeader {
    static let signature: UInt32 = 0x0403_4B50
    static let fixedLength = 30

    /// The offset of the entry's data from the start of its local header, read from `prefix`, the bytes at
    /// the local header's offset (at least `fixedLength` of them).
    static func dataStart(in prefix: Data, entry: ZipEntry, archive: String) throws -> Int {
        let truncated = ZipError.truncated(archive: archive, entry: entry.path, detail: "local header")
        var cursor = LittleEndianCursor(prefix.prefix(fixedLength), truncation: truncated)
        guard try cursor.uint32() == signature else {
            throw ZipError.corrupted(
                archive: archive, entry: entry.path, reason: "no local header where the central directory points")
        }
        try cursor.skip(22)
        let nameLength = Int(try cursor.uint16())
        let extraLength = Int(try cursor.uint16())
        return fixedLength + nameLength + extraLength
    }
}
