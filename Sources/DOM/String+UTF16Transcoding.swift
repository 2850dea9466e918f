extension String {
    /// The text of UTF-16 code units, transcoded to UTF-8 in one pass. The standard library decodes
    /// UTF-16 through its general repairing path, several times slower on text that is not all ASCII
    /// (a Latin book's curly quotes and dashes); the result is the same, lone surrogates included, which
    /// become U+FFFD as they do there.
    init(transcodingUTF16 units: UnsafeBufferPointer<UInt16>) {
        self.init(unsafeUninitializedCapacity: Self.utf8Count(transcoding: units)) { bytes in
            var written = 0
            var index = 0
            while index < units.count {
                let unit = units[index]
                index += 1
                if unit < 0x80 {
                    bytes[written] = UInt8(truncatingIfNeeded: unit)
                    written += 1
                    continue
                }
                let scalar: UInt32
                if unit & 0xFC00 == 0xD800, index < units.count, units[index] & 0xFC00 == 0xDC00 {
                    scalar = 0x10000 + (UInt32(unit & 0x3FF) << 10 | UInt32(units[index] & 0x3FF))
                    index += 1
                } else if unit & 0xF800 == 0xD800 {
                    scalar = 0xFFFD
                } else {
                    scalar = UInt32(unit)
                }
                if scalar < 0x800 {
                    bytes[written] = UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6)
                    bytes[written + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
                    written += 2
                } else if scalar < 0x10000 {
                    bytes[written] = UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12)
                    bytes[written + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
                    bytes[written + 2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
                    written += 3
                } else {
                    bytes[written] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
                    bytes[written + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F)
                    bytes[written + 2] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
                    bytes[written + 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
                    written += 4
                }
            }
            return written
        }
    }

    /// The UTF-8 length of the text, so that a long text is allocated once at its size.
    private static func utf8Count(transcoding units: UnsafeBufferPointer<UInt16>) -> Int {
        var count = 0
        var index = 0
        while index < units.count {
            let unit = units[index]
            index += 1
            if unit < 0x80 {
                count += 1
            } else if unit < 0x800 {
                count += 2
            } else if unit & 0xFC00 == 0xD800, index < units.count, units[index] & 0xFC00 == 0xDC00 {
                count += 4
                index += 1
            } else {
                count += 3
            }
        }
        return count
    }
}
