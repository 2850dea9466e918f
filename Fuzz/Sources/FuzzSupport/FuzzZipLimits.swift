import DecorEngine

extension ZipLimits {
    /// The default limits scaled down for fuzzing: the same checks run, but an input can no longer make
    /// one run inflate and checksum hundreds of megabytes, which would leave the fuzzer a few runs a minute.
    public static let fuzzing = ZipLimits(
        maxEntries: 1_000, maxEntryUncompressedSize: 4 << 20, maxCompressionRatio: ZipLimits.default.maxCompressionRatio,
        ratioThreshold: 64 << 10, maxCentralDirectorySize: 1 << 20)
}
