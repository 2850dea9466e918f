import DOM
import DecorModel

/// Orders the resolved decorations of one group in one document as the group diff orders a group drawn
/// from nothing (all adds): by the document position of their ranges, ties in the order given.
enum GroupOrdering {
    static func ordered<Item>(_ items: [Item], group: String, decoration: (Item) -> Decoration, range: (Item) -> DOMRange) -> [Item] {
        var byID: [String: (item: Item, order: DocumentOrder)] = [:]
        for item in items { byID[decoration(item).id] = (item, DocumentOrder(range: range(item))) }
        let position = { (decoration: Decoration) in byID[decoration.id]?.order }
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
        items.enumerated().map { (item: $0.element, position: $0.offset, order: DocumentOrder(range: range($0.element))) }
            .sorted { $0.order != $1.order ? $0.order < $1.order : $0.position < $1.position }
            .map(\.item)
    }
}
