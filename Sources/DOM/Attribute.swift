import CLibXML2

/// One attribute of an element, as selectors and serializers see it.
public struct Attribute: Hashable, Sendable {
    public let localName: String
    public let prefix: String?
    public let namespaceURI: String?
    public let value: String

    /// The name as written (`xml:lang`, `epub:type`, `class`).
    public var qualifiedName: String { prefix.map { "\($0):\(localName)" } ?? localName }
}

extension Node {
    /// Every attribute of an element in document order; empty for other nodes.
    public var attributes: [Attribute] {
        guard kind == .element else { return [] }
        var result: [Attribute] = []
        var property = pointer.pointee.properties
        while let current = property {
            let namespace = current.pointee.ns
            let raw = UnsafeMutableRawPointer(current).assumingMemoryBound(to: xmlNode.self)
            var value = ""
            if let content = xmlNodeGetContent(raw) {
                value = String(cString: content)
                cxml_free(content)
            }
            result.append(Attribute(
                localName: current.pointee.name.map { String(cString: $0) } ?? "",
                prefix: namespace?.pointee.prefix.map { String(cString: $0) },
                namespaceURI: namespace?.pointee.href.map { String(cString: $0) },
                value: value))
            property = current.pointee.next
        }
        return result
    }
}
