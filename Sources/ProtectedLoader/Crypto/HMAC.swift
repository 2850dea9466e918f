import COpenSSL
import Foundation

/// Keyed message authentication and password-based key derivation, both over SHA-1 as WinZip's AE-x uses them.
package enum HMACSHA1 {
    public static func authenticate(_ data: Data, key: Data) throws -> Data {
        var output = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var size: UInt32 = 0
        let result = key.withUnsafeBytes { keyBytes in
            data.withUnsafeBytes { dataBytes in
                HMAC(EVP_sha1(), keyBytes.baseAddress, Int32(keyBytes.count),
                     dataBytes.bindMemory(to: UInt8.self).baseAddress, dataBytes.count, &output, &size)
            }
        }
        guard result != nil else { throw CryptoError("HMAC-SHA1") }
        return Data(output.prefix(Int(size)))
    }

    /// PBKDF2-HMAC-SHA1 (RFC 8018).
    public static func deriveKey(password: Data, salt: Data, iterations: Int, length: Int) throws -> Data {
        var output = [UInt8](repeating: 0, count: length)
        let ok = password.withUnsafeBytes { passwordBytes in
            salt.withUnsafeBytes { saltBytes in
                PKCS5_PBKDF2_HMAC(
                    passwordBytes.bindMemory(to: CChar.self).baseAddress, Int32(passwordBytes.count),
                    saltBytes.bindMemory(to: UInt8.self).baseAddress, Int32(saltBytes.count),
                    Int32(iterations), EVP_sha1(), Int32(length), &output)
            }
        }
        guard ok == 1 else { throw CryptoError("PBKDF2-HMAC-SHA1") }
        return Data(output)
    }
}
