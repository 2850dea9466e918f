/// One file (or directory) listed in a ZIP archive's central directory, with everything needed to find,
/// decrypt, decode and check its data. Sizes and CRC come from the central directory, which stays right
/// even when the local header defers them to a data descriptor.
package struct ZipEntry: Sendable, Equatable {
    /// The container path: `/`-separated, relative, checked not to leave the container.
    package let path: String
    /// True for directory entries (a name ending with `/`), which hold no data.
    package let isDirectory: Bool
    /// The method field of the headers (99 for WinZip AES, whose real method is in `encryption`).
    package let method: UInt16
    package let compressedSize: UInt64
    package let uncompressedSize: UInt64
    package let crc32: UInt32
    /// General-purpose bit flags (bit 0 encrypted, bit 3 data descriptor, bit 11 UTF-8 name).
    package let flags: UInt16
    /// MS-DOS modification time; its high byte checks a ZipCrypto password when bit 3 is set.
    package let dosTime: UInt16
    /// MS-DOS modification date, kept so that a rewritten archive keeps its entries' dates.
    package let dosDate: UInt16
    package let encryption: ZipEncryptionKind
    /// Where the entry's local header starts.
    package let localHeaderOffset: UInt64

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

    package var isEncrypted: Bool { encryption != .none }

    /// Flag bit 3: sizes and CRC follow the data instead of preceding it.
    package var hasDataDescriptor: Bool { flags & 0x0008 != 0 }

    /// The compression applied before encryption: for WinZip AES the method recorded in its extra field.
    package var compressionMethod: UInt16 {
        if case let .winZipAES(_, _, actualMethod) = encryption { return actualMethod }
        return method
    }

    /// Whether bytes of the entry can be read straight from the archive by range.
    package var allowsRandomAccess: Bool { !isEncrypted && compressionMethod == ZipCompressionMethod.stored }
}

/// The compression methods decor decodes.
package enum ZipCompressionMethod {
    package static let stored: UInt16 = 0
    package static let deflated: UInt16 = 8
    /// Not a compression: the marker of WinZip AES, whose extra field holds the real method.
    package static let winZipAES: UInt16 = 99
}
