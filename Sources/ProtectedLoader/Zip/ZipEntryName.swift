import Foundation

/// Turns the raw name bytes of a header into a safe container path: decoded as UTF-8 when flag bit 11 (or
/// an Info-ZIP Unicode path field) says so, else as the IBM PC code page 437 that APPNOTE specifies, then
/// refused if it could leave the container.
enum ZipEntryName {
    /// The decoded name, before any safety check.
    static func decode(_ raw: [UInt8], flags: UInt16, extra: ZipExtraFields) -> String? {
        if flags & 0x0800 != 0 { return String(bytes: raw, encoding: .utf8) }
        if let unicode = unicodePath(extra, matching: raw) { return unicode }
        return CodePage437.decode(raw)
    }

    /// The normalised container path of `name`, or nil when the name is absolute (`/x`, `\x`, `C:x`),
    /// climbs out with `..`, contains a NUL, or is empty.
    static func safePath(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first, first != "/", first != "\\" else { return nil }
        guard !name.unicodeScalars.contains("\0") else { return nil }
        let scalars = Array(name.unicodeScalars.prefix(2))
        if scalars.count == 2, scalars[1] == ":", scalars[0].isASCII, scalars[0].properties.isAlphabetic {
            return nil
        }
        guard isCanonical(name) else { return ContainerPath.normalize(name) }
        return name.utf8.last == slash ? String(name.dropLast()) : name
    }

    private static let slash = UInt8(ascii: "/")

    /// Nearly every archive writes canonical names (no backslash; no `.`, `..` or empty segment except after
    /// a trailing `/`), which need no normalising; this check is much cheaper than `ContainerPath.normalize`.
    private static func isCanonical(_ name: String) -> Bool {
        let bytes = name.utf8
        guard !bytes.contains(UInt8(ascii: "\\")) else { return false }
        let segments = bytes.split(separator: slash, omittingEmptySubsequences: false)
        return !segments.dropLast(bytes.last == slash ? 1 : 0).contains {
            $0.isEmpty || $0.elementsEqual(".".utf8) || $0.elementsEqual("..".utf8)
        }
    }

    /// Info-ZIP's field holds the UTF-8 name with the CRC-32 of the header name it replaces; a mismatch
    /// means another tool renamed the entry since, so the field is stale and ignored.
    private static func unicodePath(_ extra: ZipExtraFields, matching raw: [UInt8]) -> String? {
        guard let field = extra[ZipExtraFields.unicodePath], field.count > 5, field[0] == 1 else { return nil }
        let recorded = UInt32(field[1]) | UInt32(field[2]) << 8 | UInt32(field[3]) << 16 | UInt32(field[4]) << 24
        guard CRC32.checksum(raw) == recorded else { return nil }
        return String(bytes: field[5...], encoding: .utf8)
    }
}
