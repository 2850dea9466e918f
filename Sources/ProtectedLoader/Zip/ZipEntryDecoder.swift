import Foundation

/// Turns the stored bytes of an entry into its content: decrypt, inflate within the declared size, then
/// check the size and CRC-32. Limits are checked on the declared sizes before any work, and inflation
/// stops at the declared size, so a lying header cannot make it produce more.
enum ZipEntryDecoder {
    /// Refuses, before anything is read, an entry decor cannot decode or that is too large to decode.
    static func checkDecodable(_ entry: ZipEntry, archive: String, limits: ZipLimits) throws {
        func unsupported(_ method: String) -> ZipError {
            .unsupportedMethod(archive: archive, entry: entry.path, method: method)
        }
        switch entry.encryption {
        case .strongEncryption:
            throw unsupported("encryption (PKWARE strong encryption)")
        case let .winZipAES(_, vendorVersion, _) where !(1...2).contains(vendorVersion):
            throw unsupported("WinZip AES version AE-\(vendorVersion)")
        default:
            break
        }
        guard [ZipCompressionMethod.stored, ZipCompressionMethod.deflated].contains(entry.compressionMethod) else {
            throw unsupported("compression method \(entry.compressionMethod)")
        }
        let largest = max(entry.compressedSize, entry.uncompressedSize)
        guard largest <= limits.maxEntryUncompressedSize else {
            throw ZipError.limitExceeded(
                archive: archive, entry: entry.path,
                limit: "\(largest) bytes is more than the \(limits.maxEntryUncompressedSize) decoded in memory")
        }
        if entry.uncompressedSize > limits.ratioThreshold,
           entry.uncompressedSize / max(entry.compressedSize, 1) > limits.maxCompressionRatio {
            throw ZipError.limitExceeded(
                archive: archive, entry: entry.path,
                limit: "it inflates \(entry.compressedSize) bytes to \(entry.uncompressedSize), "
                    + "beyond a ratio of \(limits.maxCompressionRatio)")
        }
    }

    /// The content of `entry` from its `stored` bytes (exactly `compressedSize` of them).
    static func decode(_ stored: Data, entry: ZipEntry, password: String?, archive: String) throws -> Data {
        let compressed = try decrypt(stored, entry: entry, password: password, archive: archive)
        do {
            let content = try decompress(compressed, entry: entry, archive: archive)
            try verify(content, entry: entry, archive: archive)
            return content
        } catch ZipError.corrupted where entry.encryption == .zipCrypto {
            // ZipCrypto's check byte accepts 1 wrong password in 256: the garbage it lets through fails
            // here, and a wrong password is by far the likelier cause.
            throw ZipError.incorrectPassword(archive: archive, entry: entry.path)
        }
    }

    private static func decrypt(_ stored: Data, entry: ZipEntry, password: String?, archive: String) throws -> Data {
        let result: Result<Data, ZipDecryptionFailure>
        switch entry.encryption {
        case .none, .strongEncryption:
            return stored
        case .zipCrypto:
            guard let password else { throw ZipError.passwordRequired(archive: archive, entry: entry.path) }
            result = Result { () throws(ZipDecryptionFailure) in
                try ZipCryptoReader.decrypt(
                    stored, password: password, checkByte: ZipCryptoReader.checkByte(for: entry))
            }
        case let .winZipAES(strength, _, _):
            guard let password else { throw ZipError.passwordRequired(archive: archive, entry: entry.path) }
            result = Result { () throws(ZipDecryptionFailure) in
                try WinZipAESReader.decrypt(stored, password: password, strength: strength)
            }
        }
        switch result {
        case let .success(data): return data
        case .failure(.incorrectPassword): throw ZipError.incorrectPassword(archive: archive, entry: entry.path)
        case let .failure(.corrupted(reason)):
            throw ZipError.corrupted(archive: archive, entry: entry.path, reason: reason)
        }
    }

    private static func decompress(_ data: Data, entry: ZipEntry, archive: String) throws -> Data {
        guard entry.compressionMethod == ZipCompressionMethod.deflated else { return data }
        do {
            return try RawInflater.inflate(
                data, limit: Int(entry.uncompressedSize), location: "\(archive) [\(entry.path)]")
        } catch let failure as RawInflater.Failure {
            throw ZipError.corrupted(archive: archive, entry: entry.path, reason: failure.reason)
        }
    }

    private static func verify(_ content: Data, entry: ZipEntry, archive: String) throws {
        guard UInt64(content.count) == entry.uncompressedSize else {
            throw ZipError.corrupted(
                archive: archive, entry: entry.path,
                reason: "\(content.count) bytes where \(entry.uncompressedSize) are declared")
        }
        // AE-2 stores a zero CRC: its authentication code, already checked, protects the data instead.
        if case .winZipAES(_, 2, _) = entry.encryption { return }
        let crc = CRC32.checksum(content)
        guard crc == entry.crc32 else {
            throw ZipError.corrupted(
                archive: archive, entry: entry.path,
                reason: "CRC-32 \(hex(crc)) where \(hex(entry.crc32)) is declared")
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
