/// Which way a text offset that falls between two nodes leans when it becomes a DOM position.
public enum TextAffinity: Sendable {
    /// Into the following text node (right for a range's start).
    case forward
    /// Into the preceding text node (right for a range's end).
    case backward
}

/// The text of a document — the concatenation of its text and CDATA nodes in document order, the document
/// element's `textContent` — with conversions between UTF-16 offsets in it and DOM positions. Obtained
/// from `Document.text`, which builds the index once and reuses it until the tree changes.
public struct DocumentText: @unchecked Sendable {
    let index: TextIndex
    public let document: Document

    init(index: TextIndex, document: Document) {
        self.index = index
        self.document = document
    }

    /// The text as UTF-16 code units, the unit every offset counts.
    public var utf16: [UInt16] { index.units }
    public var length: Int { index.units.count }
    public var string: String { substring(0..<length) }

    /// The text nodes (and CDATA sections) in document order.
    public var characterDataNodes: [Node] { index.nodes.map { Node(pointer: $0, document: document) } }

    public func substring(_ offsets: Range<Int>) -> String {
        index.units[offsets.clamped(to: 0..<length)].withUnsafeBufferPointer(String.init(transcodingUTF16:))
    }

    /// The text offset of a DOM position: inside a text node it is that node's start plus the offset;
    /// elsewhere it is the start of the first character data after the boundary.
    public func offset(of position: DOMPosition) -> Int {
        let container = position.container
        if let segment = index.segmentByNode[container.pointer] {
            return index.starts[segment] + min(position.offset, index.lengths[segment])
        }
        if container.characterData != nil { return offset(before: container) }
        if let child = container.child(at: position.offset) { return offset(before: child) }
        return firstOffset(from: container.nextInDocumentOrder(skippingChildren: true))
    }

    /// Where a node's text begins: the first character data at or after it in document order.
    public func offset(before node: Node) -> Int { firstOffset(from: node) }

    /// Where a node's text ends: the first character data after its subtree.
    public func offset(after node: Node) -> Int {
        firstOffset(from: node.nextInDocumentOrder(skippingChildren: true))
    }

    /// The span of a node's text in the document's text.
    public func offsets(of node: Node) -> Range<Int> { offset(before: node)..<offset(after: node) }

    private func firstOffset(from start: Node?) -> Int {
        var current = start
        while let node = current {
            if let segment = index.segmentByNode[node.pointer] { return index.starts[segment] }
            current = node.nextInDocumentOrder()
        }
        return length
    }

    /// The DOM position at a text offset (clamped to the text), inside a text node whenever the document
    /// has one.
    public func position(at offset: Int, affinity: TextAffinity = .forward) -> DOMPosition {
        let offset = max(0, min(offset, length))
        let segment: Int? = switch affinity {
        case .forward: index.segment(endingAfter: offset) ?? index.segment(startingBefore: offset)
        case .backward: index.segment(startingBefore: offset) ?? index.segment(endingAfter: offset)
        }
        guard let segment else {
            let container = document.rootElement ?? document.node
            return DOMPosition(unchecked: container, offset: 0)
        }
        let node = Node(pointer: index.nodes[segment], document: document)
        let local = max(0, min(offset - index.starts[segment], index.lengths[segment]))
        return DOMPosition(unchecked: node, offset: local)
    }

    /// The DOM range of a span of text: its start leans forward, its end backward, so that the range
    /// stays inside the text it covers. An empty span gives a collapsed range.
    public func range(of offsets: Range<Int>) -> DOMRange {
        let start = position(at: offsets.lowerBound, affinity: .forward)
        guard !offsets.isEmpty else { return DOMRange(collapsedAt: start) }
        let end = position(at: offsets.upperBound, affinity: .backward)
        return (try? DOMRange(start: start, end: end)) ?? DOMRange(collapsedAt: start)
    }
}
