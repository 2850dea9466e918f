/// How an entry's data is encrypted, as its flags and extra fields say.
package enum ZipEncryptionKind: Sendable, Equatable {
    case none
    /// Traditional PKWARE encryption (APPNOTE 6.1).
    case zipCrypto
    /// WinZip AE-1 (CRC checked) or AE-2 (CRC zero, authentication code only), with the compression
    /// method applied before encryption.
    case winZipAES(strength: WinZipAESStrength, vendorVersion: UInt16, actualMethod: UInt16)
    /// PKWARE's strong encryption (flag bit 6), which decor does not implement.
    case strongEncryption
}
