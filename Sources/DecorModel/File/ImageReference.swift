/// Which image references a margin icon may use: ones that stay inside the publication (relative, no
/// scheme, not rooted) or inline base64 data of a raster type. Nothing that would make a reader's browser
/// fetch from the network or run script.
enum ImageReference {
    static let maxLength = 256 << 10
    private static let dataPrefixes = ["data:image/png;base64,", "data:image/jpeg;base64,", "data:image/gif;base64,", "data:image/webp;base64,"]

    static func isAcceptable(_ reference: String) -> Bool {
        guard !reference.isEmpty, reference.utf8.count <= maxLength else { return false }
        if let prefix = dataPrefixes.first(where: { reference.hasPrefix($0) }) {
            let payload = reference.utf8.dropFirst(prefix.utf8.count)
            return !payload.isEmpty && payload.allSatisfy(isBase64)
        }
        guard !reference.hasPrefix("/"), !reference.hasPrefix("\\"),
              reference.utf8.allSatisfy(isReferenceCharacter) else { return false }
        // A colon before the first slash would make the reference absolute (a scheme).
        let firstSegment = reference.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return !firstSegment.contains(":")
    }

    private static func isBase64(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=")
    }

    /// RFC 3986 unreserved, sub-delims (minus the quote-like ones), `%`, `/`, `:`, `@`, `?` and `#`.
    private static func isReferenceCharacter(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || "-._~%/:@?#!$&()*+,;=".utf8.contains(byte)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
