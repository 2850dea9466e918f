/// Why an encrypted entry could not be decrypted; the archive reader turns it into a `ZipError` that names
/// the archive and entry.
enum ZipDecryptionFailure: Error, Equatable {
    /// The password check (ZipCrypto's header byte, WinZip AES's verifier) failed.
    case incorrectPassword
    /// The encrypted data is malformed or fails its authentication code.
    case corrupted(String)
}
