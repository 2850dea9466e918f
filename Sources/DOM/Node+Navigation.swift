import CLibXML2

/// Tree navigation in DOM terms: siblings, child indices, ancestors and document order.
extension Node {
    /// libxml2 keeps a DTD's declarations as its children; the DOM has none.
    private var childList: xmlNodePtr? { kind == .documentType ? nil : pointer.pointee.children }

    public var firstChildNode: Node? { childList.map { Node(pointer: $0, document: document) } }

    public var lastChildNode: Node? {
        guard childList != nil else { return nil }
        return pointer.pointee.last.map { Node(pointer: $0, document: document) }
    }

    public var nextSibling: Node? { pointer.pointee.next.map { Node(pointer: $0, document: document) } }

    public var previousSibling: Node? { pointer.pointee.prev.map { Node(pointer: $0, document: document) } }

    public var childCount: Int {
        var count = 0
        var child = childList
        while let current = child {
            count += 1
            child = current.pointee.next
        }
        return count
    }

    /// The child at a 0-based index among all child nodes, nil past the end.
    public func child(at index: Int) -> Node? {
        guard index >= 0 else { return nil }
        var child = childList
        var remaining = index
        while let current = child {
            if remaining == 0 { return Node(pointer: current, document: document) }
            remaining -= 1
            child = current.pointee.next
        }
        return nil
    }

    /// This node's 0-based position among its parent's child nodes (0 for the document node).
    public var index: Int {
        var count = 0
        var sibling = pointer.pointee.prev
        while let current = sibling {
            count += 1
            sibling = current.pointee.prev
        }
        return count
    }

    /// Ancestors from the parent up to the document node.
    public var ancestors: [Node] {
        var result: [Node] = []
        var current = parent
        while let node = current {
            result.append(node)
            current = node.parent
        }
        return result
    }

    /// True when `other` is this node or one of its descendants.
    public func contains(_ other: Node) -> Bool {
        var current: Node? = other
        while let node = current {
            if node == self { return true }
            current = node.parent
        }
        return false
    }

    /// The node after this one in document order (pre-order), staying inside `root` when given.
    public func nextInDocumentOrder(within root: Node? = nil, skippingChildren: Bool = false) -> Node? {
        if !skippingChildren, let first = firstChildNode { return first }
        var current: Node? = self
        while let node = current, node != root {
            if let next = node.nextSibling { return next }
            current = node.parent
        }
        return nil
    }

    /// Every descendant element in document order.
    public var descendantElements: [Node] {
        var result: [Node] = []
        var current = nextInDocumentOrder(within: self)
        while let node = current {
            if node.isElement { result.append(node) }
            current = node.nextInDocumentOrder(within: self)
        }
        return result
    }

    /// The raw character data of a text, CDATA, comment or processing-instruction node.
    public var characterData: String? {
        switch kind {
        case .text, .cdata, .comment, .processingInstruction:
            return pointer.pointee.content.map { String(cString: $0) } ?? ""
        default:
            return nil
        }
    }

    /// The DOM length: UTF-16 units of character data, or the number of child nodes.
    public var domLength: Int {
        characterData.map { $0.utf16.count } ?? childCount
    }

    /// Whether the element's local name is `name`, ignoring ASCII case in HTML documents as browsers do.
    public func hasLocalName(_ name: String) -> Bool {
        guard let localName else { return false }
        return document.isHTML ? localName.lowercased() == name.lowercased() : localName == name
    }

    /// The element's name as written, with its prefix (`epub:switch`).
    public var qualifiedName: String? {
        guard let localName else { return nil }
        guard let prefix = pointer.pointee.ns?.pointee.prefix else { return localName }
        return "\(String(cString: prefix)):\(localName)"
    }

    /// The element's `id` attribute, or its `xml:id`.
    public var id: String? {
        attribute("id") ?? attribute("id", namespace: IDIndex.xmlNamespace)
    }
}
