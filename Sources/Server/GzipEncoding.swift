import CZlib
import Foundation

/// gzip (RFC 1952) for text responses: a fixed header, zlib's raw DEFLATE stream, the CRC-32 and the
/// length. Only worth it for text of some size; media and fonts are already compressed.
enum GzipEncoding {
    /// Below this, headers and latency cost more than the bytes saved.
    static let minimumLength = 1024
    /// Above this, compressing per request costs more time than it saves on loopback and LANs.
    static let maximumLength = 8 << 20

    /// Text-like media types (XHTML, HTML, CSS, JavaScript, JSON, SVG, XML, NCX).
    static func pays(mediaType: String, length: Int) -> Bool {
        guard length >= minimumLength, length <= maximumLength else { return false }
        let type = mediaType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        return type.hasPrefix("text/") || type.hasSuffix("+xml") || type.hasSuffix("+json") || type.hasSuffix("/xml")
            || type.hasSuffix("/json") || type == "application/javascript" || type == "application/x-dtbncx+xml"
    }

    /// Whether an `Accept-Encoding` header accepts gzip (a `q=0` refuses it).
    static func isAccepted(by header: String?) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { coding in
            let parts = coding.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard parts.first == "gzip" || parts.first == "*" else { return false }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) }
            return quality.map { $0 > 0 } ?? true
        }
    }

    /// The gzip member of `data`, or nil when zlib fails (the caller then sends the bytes as they are).
    static func compress(_ data: Data) -> Data? {
        var stream = z_stream()
        guard czlib_deflate_init_raw(&stream, 6) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        var output = Data([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
        let bound = Int(deflateBound(&stream, uLong(data.count)))
        var deflated = [UInt8](repeating: 0, count: bound)
        let status: Int32 = data.withUnsafeBytes { input in
            deflated.withUnsafeMutableBytes { buffer in
                stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = buffer.bindMemory(to: Bytef.self).baseAddress
                stream.avail_out = uInt(buffer.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        output.append(contentsOf: deflated[..<Int(stream.total_out)])
        let checksum = data.withUnsafeBytes { crc32(0, $0.bindMemory(to: Bytef.self).baseAddress, uInt($0.count)) }
        for value in [UInt32(checksum), UInt32(truncatingIfNeeded: data.count)] {
            withUnsafeBytes(of: value.littleEndian) { output.append(contentsOf: $0) }
        }
        return output
    }
}
