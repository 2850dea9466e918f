import DOM
import DecorModel

/// Orders the resolved decorations of one group in one document as the group diff orders a group drawn
/// from nothing (all adds): by the document position of their ranges, ties in the order given.
enum GroupOrdering {
    static func ordered<Item>(_ items: [Item], group: String, decoration: (Item) -> Decoration, range: (Item) -> DOMRange) -> [Item] {
        var byID: [String: Item] = [:]
        for item in items { byID[decoration(item).id] = item }
        let position = { (decoration: Decoration) in byID[decoration.id].map { DocumentOrder(range: range($0)) } }
        // The diff refuses duplicate ids (a decorations file never has them); the order is the same without it.
        guard byID.count == items.count,
              let changes = try? GroupDiff.changes(group: group, old: [], new: items.map(decoration), documentOrder: position)
        else { return stablySorted(items, range: range) }
        let adds = changes.flatMap(\.changes).compactMap { byID[$0.id] }
        // Locator hrefs may spell one resource in several ways (a leading `/`, a fragment), which the diff
        // keeps apart as several hrefs: their runs are merged back into one document order.
        return changes.count == 1 ? adds : stablySorted(adds, range: range)
    }

    private static func stablySorted<Item>(_ items: [Item], range: (Item) -> DOMRange) -> [Item] {
        items.enumerated().sorted { left, right in
            let (leftOrder, rightOrder) = (DocumentOrder(range: range(left.element)), DocumentOrder(range: range(right.element)))
            return leftOrder != rightOrder ? leftOrder < rightOrder : left.offset < right.offset
        }.map(\.element)
    }
}
