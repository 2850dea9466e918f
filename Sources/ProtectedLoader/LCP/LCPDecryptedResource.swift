import Foundation

/// A resource of an unlocked LCP publication, decrypted on the fly with the content key. Resources
/// stored without compression are read by range, decrypting only the blocks a range covers; deflated
/// ones are decrypted and inflated whole, then checked against their declared original length.
public struct LCPDecryptedResource: Resource {
    /// DEFLATE cannot expand data more than about 1032 times; a longer output is corrupt or hostile.
    static let maximumInflationRatio: UInt64 = 1032
    /// Allowed beyond a declared original length, so that a wrong length is reported as such.
    static let inflationSlack: UInt64 = 64 << 10

    private let base: Resource
    private let entry: EncryptionDocument.Entry
    private let contentKey: Data

    /// `base` gives the entry's stored bytes (IV ‖ ciphertext, already inflated if the ZIP entry was
    /// deflated); `entry` is its encryption.xml description.
    public init(base: Resource, entry: EncryptionDocument.Entry, contentKey: Data) {
        self.base = base
        self.entry = entry
        self.contentKey = contentKey
    }

    public var path: String { base.path }

    public func length() throws -> UInt64 {
        guard try isDeflated() else { return try storedLength() }
        if let originalLength = entry.originalLength { return originalLength }
        return UInt64(try clearBytes().count)
    }

    public func read(range: Range<UInt64>?) throws -> Data {
        guard let range else { return try clearBytes() }
        guard try isDeflated() else { return try decryptBlocks(covering: range) }
        return slice(try clearBytes(), range)
    }

    /// Whether the clear bytes were deflated before encryption (method 8) rather than stored (0 or none).
    private func isDeflated() throws -> Bool {
        switch entry.compressionMethod {
        case nil, 0?: false
        case 8?: true
        case let method?: throw failure("unsupported compression method \(method)")
        }
    }

    private func failure(_ reason: String) -> LCPResourceError { LCPResourceError(path: path, reason: reason) }

    /// The whole clear resource.
    private func clearBytes() throws -> Data {
        let stored = try base.read()
        let decrypted: Data
        do {
            decrypted = try LCPCipher.decrypt(stored, key: contentKey)
        } catch let error as LCPCipher.Failure {
            throw failure(Self.describe(error))
        }
        return try isDeflated() ? inflate(decrypted) : decrypted
    }

    private func inflate(_ deflated: Data) throws -> Data {
        let bound = UInt64(deflated.count) * Self.maximumInflationRatio + Self.inflationSlack
        let limit = min(entry.originalLength.map { $0 + Self.inflationSlack } ?? bound, bound)
        let clear = try RawInflater.inflate(deflated, limit: Int(clamping: limit), location: path)
        if let originalLength = entry.originalLength, UInt64(clear.count) != originalLength {
            throw failure("inflates to \(clear.count) bytes, but its original length is \(originalLength)")
        }
        return clear
    }

    /// The clear length of a stored resource, from its last two blocks: the last one's padding says how
    /// many of its bytes are not content.
    private func storedLength() throws -> UInt64 {
        let stored = try base.length()
        let block = UInt64(LCPCipher.blockSize)
        guard stored >= 2 * block, stored % block == 0 else {
            throw failure(Self.describe(.notWholeBlocks(count: Int(clamping: stored))))
        }
        let tail = try base.read(range: (stored - 2 * block)..<stored)
        let lastBlock = try AESCipher(key: contentKey, mode: .cbc)
            .decrypt(tail.suffix(LCPCipher.blockSize), iv: Data(tail.prefix(LCPCipher.blockSize)))
        do {
            return stored - block - UInt64(LCPCipher.blockSize - (try LCPCipher.unpaddedLength(of: lastBlock)))
        } catch let error as LCPCipher.Failure {
            throw failure(Self.describe(error))
        }
    }

    /// Decrypts the blocks of a stored resource that hold `range`; each block's IV is the stored block before it.
    private func decryptBlocks(covering range: Range<UInt64>) throws -> Data {
        let clearLength = try storedLength()
        let lower = min(range.lowerBound, clearLength)
        let upper = min(range.upperBound, clearLength)
        guard lower < upper else { return Data() }
        let block = UInt64(LCPCipher.blockSize)
        let firstBlock = lower / block
        let lastBlock = (upper - 1) / block
        // Clear block n is stored block n + 1; stored block n is its IV.
        let stored = try base.read(range: (firstBlock * block)..<((lastBlock + 2) * block))
        guard stored.count == Int((lastBlock - firstBlock + 2) * block) else { throw failure("the stored entry ends early") }
        let clear = try AESCipher(key: contentKey, mode: .cbc)
            .decrypt(stored.dropFirst(LCPCipher.blockSize), iv: Data(stored.prefix(LCPCipher.blockSize)))
        let start = Int(lower - firstBlock * block)
        return clear.subdata(in: (clear.startIndex + start)..<(clear.startIndex + start + Int(upper - lower)))
    }

    private func slice(_ data: Data, _ range: Range<UInt64>) -> Data {
        let upper = Int(min(range.upperBound, UInt64(data.count)))
        let lower = Int(min(range.lowerBound, UInt64(upper)))
        return data.subdata(in: (data.startIndex + lower)..<(data.startIndex + upper))
    }

    private static func describe(_ failure: LCPCipher.Failure) -> String {
        switch failure {
        case let .notWholeBlocks(count): "\(count) bytes is not an IV followed by whole AES blocks"
        case let .invalidPadding(length): "invalid padding length \(length) (wrong key or damaged data)"
        }
    }
}
