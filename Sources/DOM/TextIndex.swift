import CLibXML2

/// The document element's character data (text and CDATA nodes in document order) as UTF-16 units, and
/// where each node's data starts in it. Built in one walk; immutable afterwards, so it is shared freely.
final class TextIndex: @unchecked Sendable {
    let units: [UInt16]
    /// Character-data nodes in document order, with the offset of their first unit and their length.
    let nodes: [xmlNodePtr]
    let starts: [Int]
    let lengths: [Int]
    let segmentByNode: [xmlNodePtr: Int]

    init(document: Document) {
        var units: [UInt16] = []
        var nodes: [xmlNodePtr] = [], starts: [Int] = [], lengths: [Int] = []
        var current = document.rootElement
        let root = current
        while let node = current {
            if node.isCharacterData {
                let before = units.count
                node.appendCharacterDataUTF16(to: &units)
                nodes.append(node.pointer)
                starts.append(before)
                lengths.append(units.count - before)
            }
            current = node.nextInDocumentOrder(within: root)
        }
        self.units = units
        self.nodes = nodes
        self.starts = starts
        self.lengths = lengths
        segmentByNode = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1, $0) })
    }

    /// The first segment that ends after `offset` (the one a forward-leaning position falls in).
    func segment(endingAfter offset: Int) -> Int? {
        var low = 0, high = nodes.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] + lengths[middle] > offset { high = middle } else { low = middle + 1 }
        }
        return low < nodes.count ? low : nil
    }

    /// The last segment that starts before `offset` (the one a backward-leaning position falls in).
    func segment(startingBefore offset: Int) -> Int? {
        var low = 0, high = nodes.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }
}
