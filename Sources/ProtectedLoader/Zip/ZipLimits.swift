/// Bounds that keep a hostile archive (a zip bomb, a forged central directory) from exhausting memory or
/// time. Exceeding one is `ZipError.limitExceeded`.
public struct ZipLimits: Sendable, Equatable {
    /// Most entries an archive may list. Large EPUBs hold a few thousand files; 100 000 leaves room for
    /// image-heavy comics while keeping the entry table (about 200 bytes each) small.
    public var maxEntries: Int
    /// Largest entry decor decodes into memory (inflated, or decrypted whole). Audio and video in EPUBs
    /// reach a few hundred MB, but they are stored, and stored unencrypted entries are read by range
    /// without this bound.
    public var maxEntryUncompressedSize: UInt64
    /// Largest uncompressed-to-compressed ratio accepted for entries above `ratioThreshold`. Text and
    /// markup deflate at 3–10:1 and rarely beyond 100:1, while a bomb reaches DEFLATE's maximum of
    /// about 1030:1.
    public var maxCompressionRatio: UInt64
    /// Entries whose declared uncompressed size is at most this are exempt from the ratio bound: a small
    /// blank file compresses extremely well and can do no harm.
    public var ratioThreshold: UInt64
    /// Largest central directory read into memory; 100 000 entries with long names fit in 32 MiB.
    public var maxCentralDirectorySize: UInt64

    public init(
        maxEntries: Int, maxEntryUncompressedSize: UInt64, maxCompressionRatio: UInt64,
        ratioThreshold: UInt64, maxCentralDirectorySize: UInt64
    ) {
        self.maxEntries = maxEntries
        self.maxEntryUncompressedSize = maxEntryUncompressedSize
        self.maxCompressionRatio = maxCompressionRatio
        self.ratioThreshold = ratioThreshold
        self.maxCentralDirectorySize = maxCentralDirectorySize
    }

    public static let `default` = ZipLimits(
        maxEntries: 100_000,
        maxEntryUncompressedSize: 256 << 20,
        maxCompressionRatio: 200,
        ratioThreshold: 1 << 20,
        maxCentralDirectorySize: 32 << 20)
}
