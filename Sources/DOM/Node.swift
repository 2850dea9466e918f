import CLibXML2
import Foundation

/// A node of a `Document`: element, text, CDATA, comment, processing instruction, DOCTYPE or the
/// document itself. A value type holding its document alive; two handles to one node are equal.
public struct Node: Hashable, @unchecked Sendable {
    let pointer: xmlNodePtr
    public let document: Document

    init(pointer: xmlNodePtr, document: Document) {
        self.pointer = pointer
        self.document = document
    }

    public static func == (lhs: Node, rhs: Node) -> Bool { lhs.pointer == rhs.pointer }
    public func hash(into hasher: inout Hasher) { hasher.combine(pointer) }

    /// What kind of node this is, in DOM terms.
    public enum Kind: Sendable, Equatable {
        case element, text, cdata, comment, processingInstruction, documentType, document, other
    }

    public var kind: Kind {
        switch pointer.pointee.type {
        case XML_ELEMENT_NODE: .element
        case XML_TEXT_NODE: .text
        case XML_CDATA_SECTION_NODE: .cdata
        case XML_COMMENT_NODE: .comment
        case XML_PI_NODE: .processingInstruction
        case XML_DTD_NODE, XML_DOCUMENT_TYPE_NODE: .documentType
        case XML_DOCUMENT_NODE, XML_HTML_DOCUMENT_NODE: .document
        default: .other
        }
    }

    public var isElement: Bool { kind == .element }
    /// Text and CDATA nodes: the character data that makes up a document's text.
    public var isCharacterData: Bool { kind == .text || kind == .cdata }

    /// The local name of an element (no prefix); nil for other nodes.
    public var localName: String? {
        guard kind == .element, let name = pointer.pointee.name else { return nil }
        return String(cString: name)
    }

    /// The namespace URI of an element, nil when it has none.
    public var namespaceURI: String? {
        guard kind == .element, let namespace = pointer.pointee.ns, let href = namespace.pointee.href else { return nil }
        return String(cString: href)
    }

    /// Whether the element's namespace URI is `uri`: `namespaceURI == uri` without making a string, for
    /// selectors that ask it of every element they meet. False for an element in no namespace.
    public func isInNamespace(_ uri: String) -> Bool {
        guard kind == .element, let href = pointer.pointee.ns?.pointee.href else { return false }
        var uri = uri
        return uri.withUTF8 { bytes in
            bytes.count == Int(xmlStrlen(href)) && (bytes.isEmpty || memcmp(href, bytes.baseAddress!, bytes.count) == 0)
        }
    }

    public var parent: Node? {
        pointer.pointee.parent.map { Node(pointer: $0, document: document) }
    }

    /// Every child node in order, whatever its kind (as DOM `childNodes`).
    public var children: [Node] { Array(childNodes) }

    /// Child elements only.
    public var childElements: [Node] { childNodes.filter(\.isElement) }

    /// The value of an attribute, matched by local name and namespace (nil namespace: no namespace).
    public func attribute(_ localName: String, namespace: String? = nil) -> String? {
        guard kind == .element, mayHaveAttributes else { return nil }
        let value: UnsafeMutablePointer<xmlChar>? = namespace.map { xmlGetNsProp(pointer, localName, $0) }
            ?? xmlGetNoNsProp(pointer, localName)
        guard let value else { return nil }
        defer { cxml_free(value) }
        return String(cString: value)
    }

    /// False when the element has no attribute written and no DTD declares one it could default, which
    /// spares asking libxml2 (and copying a name into C) for attributes most elements lack.
    private var mayHaveAttributes: Bool {
        guard pointer.pointee.properties == nil else { return true }
        let document = pointer.pointee.doc?.pointee
        return document?.intSubset?.pointee.attributes != nil || document?.extSubset?.pointee.attributes != nil
    }

    /// The node's character data (text, CDATA, comment) or, for elements and the document, the
    /// concatenation of all descendant text and CDATA, as DOM `textContent`.
    public var textContent: String {
        guard let content = xmlNodeGetContent(pointer) else { return "" }
        defer { cxml_free(content) }
        return String(cString: content)
    }

    /// Descendant elements in document order whose local name and namespace match.
    public func descendants(named localName: String, namespace: String?) -> [Node] {
        var found: [Node] = []
        collect(into: &found) { $0.localName == localName && $0.namespaceURI == namespace }
        return found
    }

    /// The first child element with this local name and namespace.
    public func firstChild(named localName: String, namespace: String?) -> Node? {
        childElements.first { $0.localName == localName && $0.namespaceURI == namespace }
    }

    private func collect(into found: inout [Node], where matches: (Node) -> Bool) {
        for child in childNodes where child.isElement {
            if matches(child) { found.append(child) }
            child.collect(into: &found, where: matches)
        }
    }
}
