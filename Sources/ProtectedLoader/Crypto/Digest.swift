import COpenSSL
import Foundation

/// One-shot message digests (SHA-1 for font obfuscation and WinZip AES, SHA-256 for LCP).
package enum Digest {
    public static func sha1(_ data: some DataProtocol) -> Data { compute(data, EVP_sha1()) }
    public static func sha256(_ data: some DataProtocol) -> Data { compute(data, EVP_sha256()) }

    private static func compute(_ data: some DataProtocol, _ algorithm: OpaquePointer?) -> Data {
        let bytes = Data(data)
        var output = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var size: UInt32 = 0
        let ok = bytes.withUnsafeBytes { raw in
            EVP_Digest(raw.baseAddress, raw.count, &output, &size, algorithm, nil)
        }
        precondition(ok == 1, "EVP_Digest cannot fail for built-in digests")
        return Data(output.prefix(Int(size)))
    }
}

extension Data {
    /// Lower-case hexadecimal, as LCP stores user key hashes. Written digit by digit: `String(format:)`'s
    /// first use sets up Foundation's formatting, a millisecond of every `decor cat` of a PDF.
    public var hexString: String {
        let digits = Array("0123456789abcdef".utf8)
        return withUnsafeBytes { bytes in
            String(unsafeUninitializedCapacity: bytes.count * 2) { text in
                for index in 0..<bytes.count {
                    text[2 * index] = digits[Int(bytes[index] >> 4)]
                    text[2 * index + 1] = digits[Int(bytes[index] & 0x0F)]
                }
                return bytes.count * 2
            }
        }
    }

    /// The bytes that pairs of hexadecimal digits stand for; nil for an odd count or any other character.
    public init?(hexadecimal: some StringProtocol) {
        let digits = Array(hexadecimal.utf8)
        guard digits.count % 2 == 0 else { return nil }
        var bytes = Data(capacity: digits.count / 2)
        for pair in stride(from: 0, to: digits.count, by: 2) {
            guard let high = Self.nibble(digits[pair]), let low = Self.nibble(digits[pair + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        self = bytes
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
