import Foundation

/// Decrypts entries under traditional PKWARE encryption ("ZipCrypto"). The data starts with a 12-byte
/// encrypted header whose last byte must equal a check byte: the CRC's high byte, or the DOS time's high
/// byte when a data descriptor (flag bit 3) meant the CRC was unknown while writing.
enum ZipCryptoReader {
    static let headerLength = 12

    /// The check byte a right password reveals at the end of the header of `entry`.
    static func checkByte(for entry: ZipEntry) -> UInt8 {
        entry.hasDataDescriptor ? UInt8(entry.dosTime >> 8) : UInt8(entry.crc32 >> 24)
    }

    /// The compressed plaintext that follows the header. The check byte lets 1 wrong password in 256
    /// through, so callers must also check the CRC after decoding.
    static func decrypt(_ data: Data, password: String, checkByte: UInt8) throws(ZipDecryptionFailure) -> Data {
        guard data.count >= headerLength else {
            throw .corrupted("\(data.count) bytes, shorter than the 12-byte encryption header")
        }
        var keys = ZipCryptoKeys(password: Array(password.utf8))
        var plain = data
        let accepted = plain.withUnsafeMutableBytes { bytes in
            keys.decrypt(UnsafeMutableRawBufferPointer(rebasing: bytes[0..<headerLength]))
            guard bytes[headerLength - 1] == checkByte else { return false }
            keys.decrypt(UnsafeMutableRawBufferPointer(rebasing: bytes[headerLength...]))
            return true
        }
        guard accepted else { throw .incorrectPassword }
        return Data(plain.dropFirst(headerLength))
    }
}
