import DecorEngine

/// Bounds on what one request or reader can make the server hold.
public struct ServerLimits: Sendable {
    /// A group state request's body (32 MiB): a larger one is answered 413 without reading more than this.
    public var maximumBodyBytes = 32 << 20
    /// Decorations in one group.
    public var maximumDecorationsPerGroup = 100_000
    /// Open event streams of one reader.
    public var maximumStreamsPerReader = 8
    /// Decorated pages kept ready.
    public var cachedPages = 512
    /// Between heartbeats on event streams.
    public var heartbeatInterval: Duration = .seconds(15)

    public init() {}

    /// The decorations file limits a group body is read with.
    public var decorationsFile: DecorationsFileLimits {
        var limits = DecorationsFileLimits()
        limits.maxFileBytes = maximumBodyBytes
        limits.maxDecorations = maximumDecorationsPerGroup
        return limits
    }
}
