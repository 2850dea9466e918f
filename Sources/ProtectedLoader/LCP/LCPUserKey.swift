import Foundation

/// The key a passphrase stands for: SHA-256 of its UTF-8 bytes, unprocessed. It unlocks the license's
/// content key and encrypted user fields; only its hex form is ever stored.
public struct LCPUserKey: Sendable, Equatable {
    public let bytes: Data

    public init(passphrase: String) {
        bytes = Digest.sha256(Data(passphrase.utf8))
    }

    /// A key stored as 64 hexadecimal digits; nil when `hex` is not that.
    public init?(hex: String) {
        guard hex.utf8.count == 64, let bytes = Data(hexadecimal: hex) else { return nil }
        self.bytes = bytes
    }

    /// Lower-case hex, the form the passphrase repository stores.
    public var hex: String { bytes.hexString }

    /// Whether this key decrypts the license's key check to the license's id.
    public func unlocks(_ license: LCPLicense) -> Bool {
        guard let clear = try? LCPCipher.decrypt(license.encryption.userKey.keyCheck, key: bytes) else { return false }
        return clear == Data(license.id.utf8)
    }

    /// The 32-byte content key that decrypts the publication's resources.
    public func contentKey(of license: LCPLicense) throws -> Data {
        let field = "encryption/content_key/encrypted_value"
        guard let key = try? LCPCipher.decrypt(license.encryption.contentKey.encryptedValue, key: bytes) else {
            throw LCPError.invalidLicense(field: field, reason: "does not decrypt with the user key")
        }
        guard key.count == 32 else {
            throw LCPError.invalidLicense(field: field, reason: "decrypts to \(key.count) bytes instead of 32")
        }
        return key
    }

    /// A user field in clear: decrypted when the license lists it in `user/encrypted`, as is otherwise.
    /// Nil when it is absent or does not decrypt to UTF-8.
    public func userField(_ name: String, of license: LCPLicense) -> String? {
        guard let value = license.user.storedValue(of: name) else { return nil }
        guard license.user.encrypted.contains(name) else { return value }
        guard
            let sealed = try? LicenseBase64.decode(value),
            let clear = try? LCPCipher.decrypt(sealed, key: bytes)
        else { return nil }
        return String(data: clear, encoding: .utf8)
    }
}
