/// The group diff (decorations.md, "The group diff"): from a group's previous state and its new one, the
/// changes per resource in an order a renderer can apply directly.
///
/// Keyed by id with hashing, so O(n) plus the sorting of the changes themselves. A decoration whose href
/// changed is removed at its old href and added at its new one. Within an href: removes, then updates,
/// then adds; within each kind, document order.
public enum GroupDiff {
    /// The changes of one group, with changes of each kind in the order of the states (old state order
    /// for removes, new state order for updates and adds).
    public static func changes(group: String, old: [Decoration], new: [Decoration]) throws(GroupDiffError) -> [HrefChanges] {
        try changes(group: group, old: old, new: new, documentOrder: { (_: Decoration) -> Int? in nil })
    }

    /// The changes of one group, with changes of each kind sorted by `documentOrder`: a sortable position
    /// in the document for each decoration (the decoration given is the old one for removes, the new one
    /// for updates and adds). DecorEngine passes the order of the resolved DOM ranges. Decorations for
    /// which it returns nil (unresolved) come after the others, in state order.
    public static func changes<Position: Comparable>(
        group: String, old: [Decoration], new: [Decoration], documentOrder: (Decoration) -> Position?
    ) throws(GroupDiffError) -> [HrefChanges] {
        let oldIndex = try positions(old, group: group)
        // The old decoration of each id that the new state has, found by id or, for a decoration taken
        // unchanged from the old state in the same order, by the next old one being that very value (which
        // needs no hashing: with unique old ids, it is the old decoration of its id and nothing changed).
        var kept = [Bool](repeating: false, count: old.count)
        var added = Set<String>()
        var nextOld = 0
        var buckets: [String: HrefBucket] = [:]
        for (position, decoration) in new.enumerated() {
            let previousPosition: Int
            if nextOld < old.count, old[nextOld].isSameValue(as: decoration) {
                previousPosition = nextOld
            } else if let found = oldIndex[decoration.id] {
                previousPosition = found
            } else {
                guard added.insert(decoration.id).inserted else { throw GroupDiffError(group: group, id: decoration.id, state: .new) }
                buckets[decoration.href, default: HrefBucket()].adds.append((decoration, position))
                continue
            }
            guard !kept[previousPosition] else { throw GroupDiffError(group: group, id: decoration.id, state: .new) }
            kept[previousPosition] = true
            nextOld = previousPosition + 1
            let previous = old[previousPosition]
            if previous.href != decoration.href {
                buckets[previous.href, default: HrefBucket()].removes.append((previous, previousPosition))
                buckets[decoration.href, default: HrefBucket()].adds.append((decoration, position))
            } else if previous != decoration {
                buckets[decoration.href, default: HrefBucket()].updates.append((decoration, position))
            }
        }
        for (position, decoration) in old.enumerated() where !kept[position] {
            buckets[decoration.href, default: HrefBucket()].removes.append((decoration, position))
        }
        return hrefOrder(old: old, new: new, changed: buckets).compactMap { href in
            guard let bucket = buckets[href] else { return nil }
            let changes = sorted(bucket.removes, documentOrder).map { DecorationChange.remove(id: $0.id) }
                + sorted(bucket.updates, documentOrder).map(DecorationChange.update)
                + sorted(bucket.adds, documentOrder).map(DecorationChange.add)
            return HrefChanges(group: group, href: href, changes: changes)
        }
    }

    /// The decorations of one kind in one href, each with its position in its state.
    private struct HrefBucket {
        var removes: [(Decoration, Int)] = []
        var updates: [(Decoration, Int)] = []
        var adds: [(Decoration, Int)] = []
    }

    /// The old state's position of each id.
    private static func positions(_ old: [Decoration], group: String) throws(GroupDiffError) -> [String: Int] {
        var positions = [String: Int](minimumCapacity: old.count)
        for (position, decoration) in old.enumerated() {
            guard positions.updateValue(position, forKey: decoration.id) == nil else {
                throw GroupDiffError(group: group, id: decoration.id, state: .old)
            }
        }
        return positions
    }

    /// The hrefs of `changed` in order of first appearance in the new state, then in the old one. The
    /// states are read only until every changed href has been seen.
    private static func hrefOrder(old: [Decoration], new: [Decoration], changed: [String: HrefBucket]) -> [String] {
        var seen = Set<String>()
        var order: [String] = []
        var previous: String?
        // Decorations of one href mostly follow each other: only a change of href needs the set.
        for decoration in [new, old].joined() where decoration.href != previous {
            guard order.count < changed.count else { break }
            previous = decoration.href
            if seen.insert(decoration.href).inserted, changed[decoration.href] != nil { order.append(decoration.href) }
        }
        return order
    }

    /// Keyed decorations first by key, then unkeyed ones; ties and unkeyed ones keep state order.
    private static func sorted<Position: Comparable>(
        _ entries: [(Decoration, Int)], _ documentOrder: (Decoration) -> Position?
    ) -> [Decoration] {
        guard entries.count > 1 else { return entries.map(\.0) }
        // Indices are sorted, not the entries: moving a decoration is a dozen reference counts, at each of
        // the n log n steps of sorting 100,000.
        let keys = entries.map { documentOrder($0.0) }
        return entries.indices.sorted { left, right in
            switch (keys[left], keys[right]) {
            case let (leftKey?, rightKey?) where leftKey != rightKey: return leftKey < rightKey
            case (.some, nil): return true
            case (nil, .some): return false
            default: return entries[left].1 < entries[right].1
            }
        }.map { entries[$0].0 }
    }
}
