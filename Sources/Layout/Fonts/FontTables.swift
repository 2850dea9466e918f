/// The font-wide values of an OpenType font's `head`, `hhea`, `OS/2` and `post` tables that layout
/// needs, in font units, read as FreeType reads them (which is what Chromium's Skia sees on Linux).
package struct FontTables: Hashable, Sendable {
    package var unitsPerEm: Int
    package var hheaAscender: Int
    package var hheaDescender: Int
    package var hheaLineGap: Int
    /// Nil when the font has no OS/2 table.
    package var os2: OS2?
    package var underlinePosition: Int
    package var underlineThickness: Int

    /// The values of the OS/2 table layout uses.
    package struct OS2: Hashable, Sendable {
        package var version: Int
        package var weightClass: Int
        package var fsSelection: UInt16
        package var typoAscender: Int
        package var typoDescender: Int
        package var typoLineGap: Int
        package var winAscent: Int
        package var winDescent: Int
        /// Zero when the table is older than version 2, which has no x-height.
        package var xHeight: Int
        package var capHeight: Int

        /// fsSelection bit 7: the typographic metrics are the ones to use for line spacing.
        package var usesTypoMetrics: Bool { fsSelection & (1 << 7) != 0 }
        package var isItalic: Bool { fsSelection & 1 != 0 }
        package var isOblique: Bool { fsSelection & (1 << 9) != 0 }
    }

    /// The ascender, descender (negative below the baseline) and line gap FreeType gives a scalable
    /// face (sfobjs.c): OS/2 typographic values when USE_TYPO_METRICS is set, else `hhea`, falling
    /// back to OS/2 typographic and then Windows values when `hhea` has none.
    package var verticalMetrics: (ascender: Int, descender: Int, lineGap: Int) {
        if let os2, os2.version != 0xFFFF, os2.usesTypoMetrics {
            return (os2.typoAscender, os2.typoDescender, os2.typoLineGap)
        }
        if hheaAscender != 0 || hheaDescender != 0 {
            return (hheaAscender, hheaDescender, hheaLineGap)
        }
        guard let os2 else { return (0, 0, 0) }
        if os2.typoAscender != 0 || os2.typoDescender != 0 {
            return (os2.typoAscender, os2.typoDescender, os2.typoLineGap)
        }
        return (os2.winAscent, -os2.winDescent, 0)
    }

    /// Reads the tables through a lookup returning each table's bytes (empty when absent).
    init(table: (String) -> [UInt8]) {
        let head = BigEndianReader(table("head"))
        unitsPerEm = head.uint16(at: 18).map(Int.init).flatMap { (16...16384).contains($0) ? $0 : nil } ?? 1000
        let hhea = BigEndianReader(table("hhea"))
        hheaAscender = hhea.int16(at: 4) ?? 0
        hheaDescender = hhea.int16(at: 6) ?? 0
        hheaLineGap = hhea.int16(at: 8) ?? 0
        let post = BigEndianReader(table("post"))
        underlinePosition = post.int16(at: 8) ?? 0
        underlineThickness = post.int16(at: 10) ?? 0
        let os2Table = BigEndianReader(table("OS/2"))
        if let version = os2Table.uint16(at: 0), let winDescent = os2Table.uint16(at: 76) {
            os2 = OS2(
                version: Int(version), weightClass: Int(os2Table.uint16(at: 4) ?? 400),
                fsSelection: os2Table.uint16(at: 62) ?? 0,
                typoAscender: os2Table.int16(at: 68) ?? 0, typoDescender: os2Table.int16(at: 70) ?? 0,
                typoLineGap: os2Table.int16(at: 72) ?? 0, winAscent: Int(os2Table.uint16(at: 74) ?? 0),
                winDescent: Int(winDescent),
                xHeight: version >= 2 ? os2Table.int16(at: 86) ?? 0 : 0,
                capHeight: version >= 2 ? os2Table.int16(at: 88) ?? 0 : 0)
        }
    }
}

/// Reads big-endian integers from a table, nil past its end (fonts may be truncated or hostile).
struct BigEndianReader {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func int16(at offset: Int) -> Int? {
        uint16(at: offset).map { Int(Int16(bitPattern: $0)) }
    }
}
