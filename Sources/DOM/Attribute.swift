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

    /// The value of the first attribute written on the element whose qualified name (`epub:type`, `class`)
    /// is `name`, as `attributes.first { $0.qualifiedName == name }?.value` finds it, without making every
    /// attribute's strings first.
    public func writtenAttribute(qualifiedName name: String) -> String? {
        guard kind == .element else { return nil }
        var property = pointer.pointee.properties
        while let current = property {
            if let local = current.pointee.name,
               Self.qualifiedName(prefix: current.pointee.ns?.pointee.prefix, local: local, is: name) {
                let raw = UnsafeMutableRawPointer(current).assumingMemoryBound(to: xmlNode.self)
                guard let content = xmlNodeGetContent(raw) else { return "" }
                defer { cxml_free(content) }
                return String(cString: content)
            }
            property = current.pointee.next
        }
        return nil
    }

    /// Whether `prefix:local` (or `local` without a prefix) is `name` as strings compare. ASCII names
    /// are equal only when their bytes are; others are compared as strings, which treat canonically
    /// equivalent spellings as equal.
    private static func qualifiedName(prefix: UnsafePointer<xmlChar>?, local: UnsafePointer<xmlChar>, is name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        var isASCII = true
        var sameBytes = true
        if let prefix {
            sameBytes = consume(prefix, from: &bytes, isASCII: &isASCII) && bytes.next() == UInt8(ascii: ":")
        }
        sameBytes = sameBytes && consume(local, from: &bytes, isASCII: &isASCII) && bytes.next() == nil
        guard !sameBytes, !isASCII || !name.utf8.allSatisfy({ $0 < 0x80 }) else { return sameBytes }
        let written = String(cString: local)
        return (prefix.map { "\(String(cString: $0)):\(written)" } ?? written) == name
    }

    /// Whether `bytes` go on with the C string `text`; `isASCII` turns false on a byte of it that is not.
    private static func consume(_ text: UnsafePointer<xmlChar>, from bytes: inout String.UTF8View.Iterator,
                                isASCII: inout Bool) -> Bool {
        var next = text
        while next.pointee != 0 {
            isASCII = isASCII && next.pointee < 0x80
            guard bytes.next() == next.pointee else { return false }
            next += 1
        }
        return true
    }
}
