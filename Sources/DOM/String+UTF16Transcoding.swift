extension String {
    /// The text of UTF-16 code units, transcoded to UTF-8 directly. The standard library decodes UTF-16
    /// through its general repairing path, several times slower on text that is not all ASCII (a Latin
    /// book's curly quotes and dashes); the result is the same, lone surrogates included, which become
    /// U+FFFD as they do there.
    init(transcodingUTF16 units: UnsafeBufferPointer<UInt16>) {
        var count = 0
        Self.forEachScalar(in: units) { scalar in count += scalar < 0x80 ? 1 : scalar < 0x800 ? 2 : scalar < 0x10000 ? 3 : 4 }
        // Measured first, so that a long text is allocated once at its size.
        self.init(unsafeUninitializedCapacity: count) { bytes in
            var written = 0
            Self.forEachScalar(in: units) { scalar in
                if scalar < 0x80 {
                    bytes[written] = UInt8(truncatingIfNeeded: scalar)
                    written += 1
                } else if scalar < 0x800 {
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

    /// Each Unicode scalar value the units encode: a surrogate pair is one, a lone surrogate is U+FFFD.
    private static func forEachScalar(in units: UnsafeBufferPointer<UInt16>, _ body: (UInt32) -> Void) {
        var index = 0
        while index < units.count {
            let unit = units[index]
            index += 1
            if unit & 0xFC00 == 0xD800, index < units.count, units[index] & 0xFC00 == 0xDC00 {
                body(0x10000 + (UInt32(unit & 0x3FF) << 10 | UInt32(units[index] & 0x3FF)))
                index += 1
            } else if unit & 0xF800 == 0xD800 {
                body(0xFFFD)
            } else {
                body(UInt32(unit))
            }
        }
    }
}
