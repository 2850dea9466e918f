import COpenSSL
import Foundation

/// One-shot message digests (SHA-1 for font obfuscation and WinZip AES, SHA-256 for LCP).
public enum Digest {
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
    /// Lower-case hexadecimal, as LCP stores user key hashes.
    public var hexString: String { map { String(format: "%02x", $0) }.joined() }
}
