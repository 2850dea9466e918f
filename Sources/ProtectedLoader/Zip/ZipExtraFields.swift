/// The extra fields of a header (tag, length, data), by tag. Decor reads ZIP64 sizes (0x0001), WinZip AES
/// parameters (0x9901) and Info-ZIP Unicode paths (0x7075); other fields are kept but not interpreted.
struct ZipExtraFields {
    static let zip64: UInt16 = 0x0001
    static let winZipAES: UInt16 = 0x9901
    static let unicodePath: UInt16 = 0x7075

    private var fields: [UInt16: [UInt8]] = [:]

    /// Parses `bytes`. A field whose length runs past the end ends the parsing: some writers pad the extra
    /// area, and the fields before the padding are still good.
    init(_ bytes: [UInt8]) {
        var position = 0
        while position + 4 <= bytes.count {
            let tag = UInt16(bytes[position]) | UInt16(bytes[position + 1]) << 8
            let length = Int(bytes[position + 2]) | Int(bytes[position + 3]) << 8
            let start = position + 4
            guard start + length <= bytes.count else { break }
            if fields[tag] == nil { fields[tag] = Array(bytes[start..<start + length]) }
            position = start + length
        }
    }

    subscript(tag: UInt16) -> [UInt8]? { fields[tag] }
}
