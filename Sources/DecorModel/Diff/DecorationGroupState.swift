/// The decorations an application has declared, by group, and the diff each new declaration makes — the
/// Readium Decorator API's `apply(decorations:in:)` as a value: declare a group's whole new state, get back
/// what to remove, update and add, per href, in `decor diff`'s order.
public struct DecorationGroupState: Sendable, Equatable {
    /// Each group's decorations, as last applied.
    public private(set) var groups: [String: [Decoration]] = [:]

    /// No decorations yet.
    public init() {}

    /// Declares the whole new state of `group` (an empty list clears it) and returns the changes from the
    /// previous one. A list with the same id twice is refused and nothing changes.
    @discardableResult
    public mutating func apply(decorations: [Decoration], in group: String) throws(GroupDiffError) -> [HrefChanges] {
        let changes = try GroupDiff.changes(group: group, old: groups[group] ?? [], new: decorations)
        groups[group] = decorations.isEmpty ? nil : decorations
        return changes
    }

    /// The groups as a decorations file (in name order), to render or snapshot them.
    public var decorationsFile: DecorationsFile {
        DecorationsFile(groups: groups.keys.sorted().map { DecorationGroup(name: $0, decorations: groups[$0] ?? []) })
    }
}
