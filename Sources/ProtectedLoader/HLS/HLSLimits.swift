/// How large a playlist decor reads. Playlists come from untrusted servers: every dimension is bounded
/// so that a hostile one is an error, not an outage.
public struct HLSLimits: Sendable, Equatable {
    /// Largest playlist document, in bytes.
    public var maximumPlaylistBytes: Int
    /// Longest line, in bytes.
    public var maximumLineBytes: Int
    /// Most segments in one media playlist.
    public var maximumSegments: Int
    /// Most variants in one master playlist.
    public var maximumVariants: Int
    /// Most key tags in one playlist.
    public var maximumKeys: Int

    /// Limits generous for real streams (a day of two-second segments) and far below what hurts.
    public init(maximumPlaylistBytes: Int = 4 << 20, maximumLineBytes: Int = 16 << 10, maximumSegments: Int = 100_000,
                maximumVariants: Int = 1000, maximumKeys: Int = 10_000) {
        self.maximumPlaylistBytes = maximumPlaylistBytes
        self.maximumLineBytes = maximumLineBytes
        self.maximumSegments = maximumSegments
        self.maximumVariants = maximumVariants
        self.maximumKeys = maximumKeys
    }
}
