import Foundation

/// Decrypts WinZip AE-1/AE-2 entries. The data is salt ‖ 2-byte password verifier ‖ ciphertext ‖ 10-byte
/// authentication code; PBKDF2-HMAC-SHA1 (1000 iterations) turns the password and salt into the AES key,
/// the HMAC-SHA1 key and the verifier, and the code (HMAC-SHA1 of the ciphertext, first 10 bytes) must match
/// before anything is decrypted.
enum WinZipAESReader {
    private static let verifierLength = 2
    private static let authenticationCodeLength = 10
    private static let iterations = 1000

    /// The compressed plaintext of `data`.
    static func decrypt(
        _ data: Data, password: String, strength: WinZipAESStrength
    ) throws(ZipDecryptionFailure) -> Data {
        let bytes = [UInt8](data)
        let saltLength = strength.saltLength
        let overhead = saltLength + verifierLength + authenticationCodeLength
        guard bytes.count >= overhead else {
            throw .corrupted("\(bytes.count) bytes, shorter than the \(overhead) bytes of salt, verifier and code")
        }
        let salt = Data(bytes[0..<saltLength])
        let verifier = Data(bytes[saltLength..<saltLength + verifierLength])
        let ciphertext = Data(bytes[(saltLength + verifierLength)..<(bytes.count - authenticationCodeLength)])
        let code = Data(bytes[(bytes.count - authenticationCodeLength)...])

        let keyLength = strength.keyLength
        let derived: Data
        do {
            derived = try HMACSHA1.deriveKey(
                password: Data(password.utf8), salt: salt, iterations: iterations,
                length: 2 * keyLength + verifierLength)
        } catch {
            throw .corrupted("key derivation failed: \(error)")
        }
        guard derived.suffix(verifierLength) == verifier else { throw .incorrectPassword }
        let encryptionKey = derived.prefix(keyLength)
        let authenticationKey = derived.dropFirst(keyLength).prefix(keyLength)
        do {
            let expected = try HMACSHA1.authenticate(ciphertext, key: Data(authenticationKey))
            guard expected.prefix(authenticationCodeLength) == code else {
                throw ZipDecryptionFailure.corrupted("the authentication code does not match the data")
            }
            var plain = ciphertext
            try AESCTRKeystream(key: Data(encryptionKey)).apply(to: &plain)
            return plain
        } catch let failure as ZipDecryptionFailure {
            throw failure
        } catch {
            throw .corrupted("AES failed: \(error)")
        }
    }
}
