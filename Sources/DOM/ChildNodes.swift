import CLibXML2

/// A node's child nodes in order, walked along libxml2's sibling links: for loops over children that
/// need no array of them.
public struct ChildNodes: Sequence {
    let first: xmlNodePtr?
    let document: Document

    public func makeIterator() -> Iterator { Iterator(current: first, document: document) }

    public struct Iterator: IteratorProtocol {
        var current: xmlNodePtr?
        let document: Document

        public mutating func next() -> Node? {
            guard let pointer = current else { return nil }
            current = pointer.pointee.next
            return Node(pointer: pointer, document: document)
        }
    }
}

extension Node {
    /// The same nodes as `children`, without making an array.
    public var childNodes: ChildNodes {
        // A DTD's children are its declarations, which are not DOM children.
        ChildNodes(first: kind == .documentType ? nil : pointer.pointee.children, document: document)
    }
}
