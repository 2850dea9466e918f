import Foundation

/// LCP's AES-256-CBC framing, shared by the key check, the content key, user fields and resources: the
/// first 16 bytes are the IV, and the plaintext is padded with the W3C XML Encryption scheme (the last byte
/// gives the pad length, 1…16; the other pad bytes are arbitrary, so this is not PKCS#7 and OpenSSL's own
/// padding check stays off).
enum LCPCipher {
    static let blockSize = 16

    enum Failure: Error, Equatable {
        case notWholeBlocks(count: Int)
        case invalidPadding(length: Int)
    }

    /// Decrypts IV ‖ ciphertext and removes the padding.
    static func decrypt(_ data: Data, key: Data) throws -> Data {
        guard data.count >= 2 * blockSize, data.count % blockSize == 0 else {
            throw Failure.notWholeBlocks(count: data.count)
        }
        let iv = data.prefix(blockSize)
        let padded = try AESCipher(key: key, mode: .cbc).decrypt(data.dropFirst(blockSize), iv: Data(iv))
        return padded.prefix(try unpaddedLength(of: padded))
    }

    /// The length of `padded` once its W3C padding is removed.
    static func unpaddedLength(of padded: Data) throws -> Int {
        guard let last = padded.last, (1...blockSize).contains(Int(last)), Int(last) <= padded.count else {
            throw Failure.invalidPadding(length: Int(padded.last ?? 0))
        }
        return padded.count - Int(last)
    }
}
