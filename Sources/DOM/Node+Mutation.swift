import CLibXML2

/// Tree changes for the writers that inject decorations. Nodes are linked by hand rather than with
/// `xmlAddChild`/`xmlAddNextSibling`, which merge adjacent text nodes and free one of them: a `Node` handle
/// must never dangle, and a split text node must stay split.
extension Node {
    /// Creates an element and inserts it among this node's children before `reference` (at the end when nil).
    /// An element in a namespace reuses the declaration in scope, or declares it on the new element.
    @discardableResult
    public func insertElement(_ localName: String, namespace: String?, before reference: Node? = nil) throws -> Node {
        try requireContainer(for: reference)
        guard let created = xmlNewDocNode(document.pointer, nil, localName, nil) else {
            throw DOMError.invalidMutation(document: document.name, reason: "libxml2 could not create <\(localName)>")
        }
        link(created, before: reference)
        if let namespace {
            let declared = xmlSearchNsByHref(document.pointer, created, namespace)
                ?? xmlNewNs(created, namespace, nil)
            xmlSetNs(created, declared)
        }
        return Node(pointer: created, document: document)
    }

    /// Creates a text node and inserts it before `reference` (at the end when nil); adjacent text nodes
    /// are not merged.
    @discardableResult
    public func insertText(_ text: String, before reference: Node? = nil) throws -> Node {
        try requireContainer(for: reference)
        guard let created = xmlNewDocText(document.pointer, text) else {
            throw DOMError.invalidMutation(document: document.name, reason: "libxml2 could not create a text node")
        }
        link(created, before: reference)
        return Node(pointer: created, document: document)
    }

    /// Sets (or replaces) an attribute; a namespaced attribute needs a prefix declared in scope.
    public func setAttribute(_ name: String, value: String, namespace: String? = nil) throws {
        guard kind == .element else {
            throw DOMError.invalidMutation(document: document.name, reason: "only elements have attributes")
        }
        if let namespace {
            guard let declared = xmlSearchNsByHref(document.pointer, pointer, namespace) else {
                throw DOMError.invalidMutation(document: document.name, reason: "no prefix is declared for \(namespace)")
            }
            xmlSetNsProp(pointer, declared, name, value)
        } else {
            xmlSetProp(pointer, name, value)
        }
        document.cache.invalidate()
    }

    public func removeAttribute(_ name: String) {
        guard kind == .element, let property = xmlHasNsProp(pointer, name, nil) else { return }
        xmlRemoveProp(property)
        document.cache.invalidate()
    }

    /// Splits a text node at a UTF-16 offset; this node keeps the first part and the returned new node,
    /// inserted right after it, holds the rest.
    @discardableResult
    public func splitText(at offset: Int) throws -> Node {
        guard kind == .text, let parent else {
            throw DOMError.invalidMutation(document: document.name, reason: "only a text node in a tree can be split")
        }
        let units = Array((characterData ?? "").utf16)
        guard offset >= 0, offset <= units.count else {
            throw DOMError.offsetOutOfRange(document: document.name, path: path, offset: offset, length: units.count)
        }
        xmlNodeSetContent(pointer, String(decoding: units[..<offset], as: UTF16.self))
        return try parent.insertText(String(decoding: units[offset...], as: UTF16.self), before: nextSibling)
    }

    /// Puts this node inside a new element that takes its place, and returns that element.
    @discardableResult
    public func wrap(in localName: String, namespace: String?) throws -> Node {
        guard let parent, kind != .documentType else {
            throw DOMError.invalidMutation(document: document.name, reason: "this node cannot be wrapped")
        }
        let wrapper = try parent.insertElement(localName, namespace: namespace, before: self)
        unlink()
        wrapper.link(pointer, before: nil)
        return wrapper
    }

    /// Takes this node out of the tree; its handles stay valid until the document is freed.
    public func remove() {
        guard parent != nil else { return }
        unlink()
        document.cache.keepDetached(pointer)
    }

    func requireContainer(for reference: Node?) throws {
        guard kind == .element || kind == .document else {
            throw DOMError.invalidMutation(document: document.name, reason: "a \(kind) node cannot have children")
        }
        if let reference, reference.parent != self {
            throw DOMError.invalidMutation(document: document.name, reason: "the reference node is not a child")
        }
    }

    func link(_ child: xmlNodePtr, before reference: Node?) {
        child.pointee.parent = pointer
        child.pointee.doc = document.pointer
        let next = reference?.pointer
        let previous = next.map { $0.pointee.prev } ?? pointer.pointee.last
        child.pointee.next = next
        child.pointee.prev = previous
        if let previous { previous.pointee.next = child } else { pointer.pointee.children = child }
        if let next { next.pointee.prev = child } else { pointer.pointee.last = child }
        document.cache.invalidate()
    }

    private func unlink() {
        let previous = pointer.pointee.prev, next = pointer.pointee.next
        if let parent = pointer.pointee.parent {
            if parent.pointee.children == pointer { parent.pointee.children = next }
            if parent.pointee.last == pointer { parent.pointee.last = previous }
        }
        previous?.pointee.next = next
        next?.pointee.prev = previous
        pointer.pointee.parent = nil
        pointer.pointee.next = nil
        pointer.pointee.prev = nil
        document.cache.invalidate()
    }
}
