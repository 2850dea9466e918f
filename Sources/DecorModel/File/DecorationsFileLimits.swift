/// Bounds on what a decorations file may hold, so that a hostile or broken file costs little to refuse.
/// The defaults fit a whole library's highlights for one publication with a wide margin.
public struct DecorationsFileLimits: Sendable, Equatable {
    /// 64 MiB: about 200,000 decorations with long quotes.
    public var maxFileBytes = 64 << 20
    /// Across all groups.
    public var maxDecorations = 500_000
    public var maxGroups = 10_000
    /// Any one JSON string (a quote, an extra): 1 MiB.
    public var maxStringBytes = 1 << 20
    /// Ids, group names and template names: they end up in attributes and messages.
    public var maxNameBytes = 1024
    /// A template's element or stylesheet: 64 KiB.
    public var maxTemplateBytes = 64 << 10
    /// JSON nesting (locators nest three levels; extras are the application's).
    public var maxDepth = 32

    public init() {}
}
