/// The names of a `class` attribute, as the selector index looks them up.
enum ClassAttribute {
    /// The names, split at white space characters. Split by characters, a space followed by a combining
    /// mark, or a CR LF pair, is one character and no separator; ASCII text without a CR has neither, and
    /// is split by bytes instead, which is many times faster.
    static func names(in value: String) -> [Substring] {
        let bytes = value.utf8
        guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else {
            return value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        }
        return bytes.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") })
            .map { value[$0.startIndex..<$0.endIndex] }
    }
}
