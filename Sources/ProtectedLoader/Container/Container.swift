/// A set of resources addressed by path: a ZIP package, an exploded folder, or one of these seen
/// through a protection layer.
public protocol Container: Sendable {
    /// A name for messages: the file's path or URL.
    var name: String { get }
    /// Every entry's path, `/`-separated and relative to the root, in the container's own order.
    var paths: [String] { get }
    /// The resource at `path`, or nil when the container has no such entry.
    func resource(at path: String) -> Resource?
}
