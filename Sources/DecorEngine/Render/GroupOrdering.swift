import DOM
import DecorModel

/// Orders the resolved decorations of one group in one document as the group diff orders a group drawn
/// from nothing (all adds): by the document position of their ranges, ties in the order given.
enum GroupOrdering {
    static func ordered<Item>(_ items: [Item], group: String, decoration: (Item) -> Decoration, range: (Item) -> DOMRange) -> [Item] {
        // With one href (the usual case) the diff makes every decoration an add of that href in document
        // order, ties in the order given: a sort, which is all that is done then.
        let href = items.first.map { decoration($0).href }
        if items.allSatisfy({ decoration($0).href == href }) { return stablySorted(items, range: range) }
        // Ranks in document order (ties in the order given) from one sort here, so that the diff's sort
        // compares integers rather than DOM boundary points.
        let ranks = ranked(items.map { DocumentOrder(range: range($0)) })
        var byID: [String: (item: Item, rank: Int)] = [:]
        for (item, rank) in zip(items, ranks) { byID[decoration(item).id] = (item, rank) }
        let position = { (decoration: Decoration) in byID[decoration.id]?.rank }
        // The diff refuses duplicate ids (a decorations file never has them); the order is the same without it.
        guard byID.count == items.count,
              let changes = try? GroupDiff.changes(group: group, old: [], new: items.map(decoration), documentOrder: position)
        else { return stablySorted(items, range: range) }
        let adds = changes.flatMap(\.changes).compactMap { byID[$0.id]?.item }
        // Locator hrefs may spell one resource in several ways (a leading `/`, a fragment), which the diff
        // keeps apart as several hrefs: their runs are merged back into one document order.
        return changes.count == 1 ? adds : stablySorted(adds, range: range)
    }

    private static func stablySorted<Item>(_ items: [Item], range: (Item) -> DOMRange) -> [Item] {
        let ranks = ranked(items.map { DocumentOrder(range: range($0)) })
        var sorted = items
        for (item, rank) in zip(items, ranks) { sorted[rank] = item }
        return sorted
    }

    /// Each order's place once all are sorted, equal orders kept in the order given.
    private static func ranked(_ orders: [DocumentOrder]) -> [Int] {
        var ranks = [Int](repeating: 0, count: orders.count)
        let sorted = orders.indices.sorted { orders[$0] != orders[$1] ? orders[$0] < orders[$1] : $0 < $1 }
        for (rank, index) in sorted.enumerated() { ranks[index] = rank }
        return ranks
    }
}
