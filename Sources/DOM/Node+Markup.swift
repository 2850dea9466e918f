import CLibXML2
import Foundation

/// Inserting markup that a writer produced as text (template elements, decoration containers).
extension Node {
    /// Parses `markup` — well-formed XML content: elements, text, comments, CDATA — and inserts its
    /// nodes among this node's children before `reference` (at the end when nil), returning them in order.
    ///
    /// The markup is always read as XML, also in a document from the HTML parser, so `<div/>` is an empty
    /// element and not an unclosed one. Unprefixed elements take the default namespace in scope here (the
    /// XHTML namespace in an XHTML body), so that no redundant declaration is written. The parse has the
    /// document parser's limits: no DTD, no entity declarations, no network.
    @discardableResult
    public func insertMarkup(_ markup: String, before reference: Node? = nil) throws -> [Node] {
        try adoptMarkup(markup, before: reference).map { Node(pointer: $0, document: document) }
    }

    /// `insertMarkup` without handles: the nodes inserted, which the caller may unlink and free.
    func adoptMarkup(_ markup: String, before reference: Node?) throws -> [xmlNodePtr] {
        try requireContainer(for: reference)
        let namespace = xmlSearchNs(document.pointer, pointer, nil).flatMap { $0.pointee.href }.map { String(cString: $0) }
        let declaration = namespace.map { " xmlns=\"\(Self.attributeEscaped($0))\"" } ?? ""
        // The wrapped bytes are made in one buffer: markup can be megabytes.
        var wrapped = Data(capacity: markup.utf8.count + declaration.utf8.count + 40)
        wrapped.append(contentsOf: "<decor-fragment\(declaration)>".utf8)
        wrapped.append(contentsOf: markup.utf8)
        wrapped.append(contentsOf: "</decor-fragment>".utf8)
        let fragment = try SafeParser.parseXML(wrapped, name: "\(document.name) (inserted markup)")
        defer { xmlFreeDoc(fragment) }
        guard let wrapper = xmlDocGetRootElement(fragment) else {
            throw DOMError.invalidMutation(document: document.name, reason: "the markup has no content")
        }
        var inserted: [xmlNodePtr] = []
        while let child = wrapper.pointee.children {
            xmlUnlinkNode(child)
            // Adoption moves the node's names into this document's dictionary and points its namespace
            // references at the declarations in scope under `self`.
            guard xmlDOMWrapAdoptNode(nil, fragment, child, document.pointer, pointer, 0) == 0 else {
                xmlFreeNode(child)
                throw DOMError.invalidMutation(document: document.name, reason: "libxml2 could not adopt the inserted markup")
            }
            link(child, before: reference)
            inserted.append(child)
        }
        return inserted
    }

    private static func attributeEscaped(_ value: String) -> String {
        value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;")
    }
}
