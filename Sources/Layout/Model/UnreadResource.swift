/// A stylesheet, font or image a document links to that the engine did not read: `refused` when its
/// href leaves the container (or is an absolute or network URL), `missing` when nothing readable is there.
public struct UnreadResource: Sendable, Equatable, Hashable, Codable {
    /// The container path, or the href as written when it was refused.
    public var href: String
    /// `refused` or `missing`.
    public var reason: String

    public init(href: String, reason: String) {
        self.href = href
        self.reason = reason
    }
}
