import DOM
import Foundation

/// The ancestor filter of each element asked about, kept by its parent: siblings share their parent's
/// entry, and a parent's entry is its own parent's plus itself, so each element of a document is hashed
/// once whatever order its descendants are styled in. A lock keeps it safe to share with the rule set.
final class AncestorFilters: @unchecked Sendable {
    private let lock = NSLock()
    /// The filter of the children of each element seen as a parent.
    private var childFilters: [Node: AncestorFilter] = [:]

    /// The filter of `element`'s ancestors.
    func filter(for element: Node) -> AncestorFilter {
        guard let parent = element.parentElement else { return AncestorFilter() }
        return lock.withLock { childFilter(of: parent) }
    }

    /// The filter of `element`'s children, made from the nearest ancestor already known downwards.
    private func childFilter(of element: Node) -> AncestorFilter {
        if let known = childFilters[element] { return known }
        var unknown = [element]
        var filter = AncestorFilter()
        while let parent = unknown[unknown.count - 1].parentElement {
            if let known = childFilters[parent] {
                filter = known
                break
            }
            unknown.append(parent)
        }
        for ancestor in unknown.reversed() {
            filter = filter.adding(ancestor)
            childFilters[ancestor] = filter
        }
        return filter
    }
}
