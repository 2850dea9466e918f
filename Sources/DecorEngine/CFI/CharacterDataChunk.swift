import DOM

/// The character data at an odd CFI step: the text and CDATA children of an element between two of its
/// child elements (comments and processing instructions do not count), addressed as one run of text.
struct CharacterDataChunk {
    let parent: Node
    /// The chunk's text and CDATA nodes in order.
    let nodes: [Node]
    /// The child index where the chunk starts, used when it holds no character data.
    let gapIndex: Int

    /// The chunk at odd step `index` of `parent`, nil when the element has too few child elements.
    init?(parent: Node, step index: Int) {
        let wanted = (index - 1) / 2
        var elementsSeen = 0
        var nodes: [Node] = []
        var gapIndex = 0
        for (childIndex, child) in parent.children.enumerated() {
            if child.isElement {
                if elementsSeen == wanted { break }
                elementsSeen += 1
                if elementsSeen == wanted { gapIndex = childIndex + 1 }
            } else if elementsSeen == wanted, child.isCharacterData {
                nodes.append(child)
            }
        }
        guard elementsSeen == wanted else { return nil }
        self.parent = parent
        self.nodes = nodes
        self.gapIndex = gapIndex
    }

    var length: Int { nodes.reduce(0) { $0 + $1.domLength } }

    /// The DOM position `offset` units into the chunk; at a boundary between two of its nodes, `.backward`
    /// stays at the end of the first. Nil past the end of the chunk.
    func position(at offset: Int, affinity: TextAffinity) -> DOMPosition? {
        guard offset >= 0 else { return nil }
        guard !nodes.isEmpty else { return offset == 0 ? try? DOMPosition(container: parent, offset: gapIndex) : nil }
        var consumed = 0
        for (index, node) in nodes.enumerated() {
            let length = node.domLength
            let isLast = index == nodes.count - 1
            if offset < consumed + length || (offset == consumed + length && (affinity == .backward || isLast)) {
                return try? DOMPosition(container: node, offset: offset - consumed)
            }
            consumed += length
        }
        return nil
    }
}

extension Node {
    /// The child element at an even CFI step index (2 is the first child element).
    func childElement(atStep index: Int) -> Node? {
        guard index >= 2, index % 2 == 0 else { return nil }
        var remaining = index / 2
        var child = firstChildNode
        while let current = child {
            if current.isElement {
                remaining -= 1
                if remaining == 0 { return current }
            }
            child = current.nextSibling
        }
        return nil
    }

    /// This element's even CFI step among its siblings.
    var elementStep: Int {
        var count = 1
        var sibling = previousSibling
        while let current = sibling {
            if current.isElement { count += 1 }
            sibling = current.previousSibling
        }
        return count * 2
    }
}
