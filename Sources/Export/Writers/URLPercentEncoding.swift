/// Percent-encoding of URL components over UTF-8 bytes, with the ASCII characters RFC 3986 allows left
/// as they are. Foundation's `addingPercentEncoding` gives the same bytes for these sets but goes through
/// CoreFoundation string bridging on Linux, which was a tenth of an export's time (every highlight's link).
package enum URLPercentEncoding {
    /// Which ASCII bytes stay unencoded.
    package struct AllowedBytes: Equatable {
        private var allowed = [Bool](repeating: false, count: 128)

        package init(_ characters: String) {
            for byte in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8 { allowed[Int(byte)] = true }
            for byte in characters.utf8 where byte < 128 { allowed[Int(byte)] = true }
        }

        package func contains(_ byte: UInt8) -> Bool { byte < 128 && allowed[Int(byte)] }

        /// Letters and digits only.
        package static let alphanumerics = AllowedBytes("")
        /// Foundation's `urlPathAllowed`. Foundation also escapes a `:` in a path's first segment, where it
        /// could read as a scheme; a link's path follows the publication's slug, so it is never first.
        package static let path = AllowedBytes("!$&'()*+,-./:=@_~")
        /// Foundation's `urlQueryAllowed` without the separators of a query's own syntax (`&=+#`), for a value.
        package static let queryValue = AllowedBytes("!$'()*,-./:;?@_~")
        /// Foundation's `urlFragmentAllowed`.
        package static let fragment = AllowedBytes("!$&'()*+,-./:;=?@_~")
    }

    package static func encode(_ text: String, keeping allowed: AllowedBytes) -> String {
        guard !text.utf8.allSatisfy(allowed.contains) else { return text }
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if allowed.contains(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
