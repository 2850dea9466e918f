/// One file (or directory) listed in a ZIP archive's central directory, with everything needed to find,
/// decrypt, decode and check its data. Sizes and CRC come from the central directory, which stays right
/// even when the local header defers them to a data descriptor.
public struct ZipEntry: Sendable, Equatable {
    /// The container path: `/`-separated, relative, checked not to leave the container.
    public let path: String
    /// True for directory entries (a name ending with `/`), which hold no data.
    public let isDirectory: Bool
    /// The method field of the headers (99 for WinZip AES, whose real method is in `encryption`).
    public let method: UInt16
    public let compressedSize: UInt64
    public let uncompressedSize: UInt64
    public let crc32: UInt32
    /// General-purpose bit flags (bit 0 encrypted, bit 3 data descriptor, bit 11 UTF-8 name).
    public let flags: UInt16
    /// MS-DOS modification time; its high byte checks a ZipCrypto password when bit 3 is set.
    public let dosTime: UInt16
    /// MS-DOS modification date, kept so that a rewritten archive keeps its entries' dates.
    public let dosDate: UInt16
    public let encryption: ZipEncryptionKind
    /// Where the entry's local header starts.
    public let localHeaderOffset: UInt64

    init(
        path: String, isDirectory: Bool, method: UInt16, compressedSize: UInt64, uncompressedSize: UInt64,
        crc32: UInt32, flags: UInt16, dosTime: UInt16, dosDate: UInt16 = 0, encryption: ZipEncryptionKind, localHeaderOffset: UInt64
    ) {
        self.path = path
        self.isDirectory = isDirectory
        self.method = method
        self.compressedSize = compressedSize
        self.uncompressedSize = uncompressedSize
        self.crc32 = crc32
        self.flags = flags
        self.dosTime = dosTime
        self.dosDate = dosDate
        self.encryption = encryption
        self.localHeaderOffset = localHeaderOffset
    }

    public var isEncrypted: Bool { encryption != .none }

    /// Flag bit 3: sizes and CRC follow the data instead of preceding it.
    public var hasDataDescriptor: Bool { flags & 0x0008 != 0 }

    /// The compression applied before encryption: for WinZip AES the method recorded in its extra field.
    public var compressionMethod: UInt16 {
        if case let .winZipAES(_, _, actualMethod) = encryption { return actualMethod }
        return method
    }

    /// Whether bytes of the entry can be read straight from the archive by range.
    public var allowsRandomAccess: Bool { !isEncrypted && compressionMethod == ZipCompressionMethod.stored }
}

/// The compression methods decor decodes.
public enum ZipCompressionMethod {
    public static let stored: UInt16 = 0
    public static let deflated: UInt16 = 8
    /// Not a compression: the marker of WinZip AES, whose extra field holds the real method.
    public static let winZipAES: UInt16 = 99
}
