import COpenSSL
import Foundation

/// AES through libcrypto's EVP interface: CBC without padding for LCP (which pads with the W3C XML
/// Encryption scheme, not PKCS#7) and ECB block encryption as the keystream generator for WinZip's CTR mode.
package struct AESCipher: Sendable {
    public enum Mode: Sendable { case cbc, ecb }

    public let key: Data
    public let mode: Mode

    /// `key` must be 16, 24 or 32 bytes.
    public init(key: Data, mode: Mode) throws {
        guard [16, 24, 32].contains(key.count) else {
            throw CryptoError("AES", reason: "key of \(key.count) bytes (16, 24 or 32 expected)")
        }
        self.key = key
        self.mode = mode
    }

    /// Decrypts whole blocks; `data.count` must be a multiple of 16. No padding is removed.
    public func decrypt(_ data: Data, iv: Data? = nil) throws -> Data {
        try run(data, iv: iv, encrypting: false)
    }

    /// Encrypts whole blocks; `data.count` must be a multiple of 16. No padding is added.
    public func encrypt(_ data: Data, iv: Data? = nil) throws -> Data {
        try run(data, iv: iv, encrypting: true)
    }

    private var cipher: OpaquePointer? {
        switch (mode, key.count) {
        case (.cbc, 16): EVP_aes_128_cbc()
        case (.cbc, 24): EVP_aes_192_cbc()
        case (.cbc, _): EVP_aes_256_cbc()
        case (.ecb, 16): EVP_aes_128_ecb()
        case (.ecb, 24): EVP_aes_192_ecb()
        case (.ecb, _): EVP_aes_256_ecb()
        }
    }

    private func run(_ data: Data, iv: Data?, encrypting: Bool) throws -> Data {
        guard data.count % 16 == 0 else {
            throw CryptoError("AES", reason: "\(data.count) bytes is not a whole number of blocks")
        }
        if mode == .cbc, iv?.count != 16 {
            throw CryptoError("AES-CBC", reason: "an initialisation vector of 16 bytes is required")
        }
        guard let context = EVP_CIPHER_CTX_new() else { throw CryptoError("EVP_CIPHER_CTX_new") }
        defer { EVP_CIPHER_CTX_free(context) }
        let initialised = key.withUnsafeBytes { keyBytes in
            (iv ?? Data()).withUnsafeBytes { ivBytes in
                EVP_CipherInit_ex(
                    context, cipher, nil,
                    keyBytes.bindMemory(to: UInt8.self).baseAddress,
                    mode == .cbc ? ivBytes.bindMemory(to: UInt8.self).baseAddress : nil,
                    encrypting ? 1 : 0)
            }
        }
        guard initialised == 1, EVP_CIPHER_CTX_set_padding(context, 0) == 1 else {
            throw CryptoError("EVP_CipherInit_ex")
        }
        var output = Data(count: data.count + 16)
        var written: Int32 = 0
        var finalWritten: Int32 = 0
        let ok = output.withUnsafeMutableBytes { out in
            data.withUnsafeBytes { input in
                let outBase = out.bindMemory(to: UInt8.self).baseAddress
                guard EVP_CipherUpdate(context, outBase, &written,
                                       input.bindMemory(to: UInt8.self).baseAddress, Int32(input.count)) == 1
                else { return false }
                return EVP_CipherFinal_ex(context, outBase! + Int(written), &finalWritten) == 1
            }
        }
        guard ok else { throw CryptoError("AES") }
        return output.prefix(Int(written + finalWritten))
    }
}
