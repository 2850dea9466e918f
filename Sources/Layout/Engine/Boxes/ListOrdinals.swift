import DOM
import Foundation

/// The numbers of a document's list items. An item's number is its `value`, else one more than the
/// previous item's (elements that are not `li` add nothing), starting at the list's `start` (1 by
/// default). Each item's number is kept once found, so numbering a list walks back only to the nearest
/// item already numbered: a list of n items costs O(n), not the O(n²) of walking back to the first item
/// every time. Both attributes are 32-bit integers, as HTML parses them (a value out of that range is
/// ignored), so the count added to them cannot overflow.
final class ListOrdinals {
    private var known: [Node: Int] = [:]

    func ordinal(of item: Node) -> Int {
        // Back to the nearest sibling whose number is known or fixed by its own `value`, then forward.
        var unnumbered: [Node] = []
        var base: Int?
        var current: Node? = item
        while let node = current {
            if let number = known[node] ?? Self.integerAttribute("value", of: node) {
                known[node] = number
                base = number
                break
            }
            unnumbered.append(node)
            current = node.previousElementSibling
        }
        var ordinal = base ?? (item.parentElement.flatMap { Self.integerAttribute("start", of: $0) } ?? 1) - 1
        for node in unnumbered.reversed() {
            if node.localName == "li" { ordinal += 1 }
            known[node] = ordinal
        }
        return ordinal
    }

    private static func integerAttribute(_ name: String, of element: Node) -> Int? {
        element.attribute(name).flatMap { Int32($0.trimmingWhitespace()).map(Int.init) }
    }
}
