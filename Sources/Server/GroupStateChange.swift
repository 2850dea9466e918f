import DecorEngine

/// What one accepted change of a reader's group did: the diff from the previous state, and the revision of
/// the reader's groups it produced (which the event stream and the pages use to notice missed diffs).
public struct GroupStateChange: Sendable {
    /// Per href: removes, then updates, then adds (`decor diff`'s shape).
    public var changes: [HrefChanges]
    /// The reader's groups' revision after the change.
    public var revision: Int
}
