import CLibXML2
import Foundation

/// A parsed XML, XHTML or HTML document. It owns the libxml2 tree; every `Node` taken from it keeps it
/// alive, so a node is never a dangling pointer (nodes removed by a mutation stay allocated until the
/// document goes away).
public final class Document: @unchecked Sendable {
    let pointer: xmlDocPtr
    /// The name errors use: the resource's href or the file's path.
    public let name: String
    /// True for documents read by the HTML parser: names then match case-insensitively, as in browsers.
    public let isHTML: Bool
    let cache = DocumentCache()

    private init(pointer: xmlDocPtr, name: String, isHTML: Bool) {
        self.pointer = pointer
        self.name = name
        self.isHTML = isHTML
    }

    deinit {
        for detached in cache.takeDetachedNodes() { xmlFreeNode(detached) }
        xmlFreeDoc(pointer)
    }

    /// Parses XML or XHTML (as XML: white-space text nodes are kept, no DTD, no network, no entity declarations).
    public static func parseXML(_ data: Data, name: String) throws -> Document {
        Document(pointer: try SafeParser.parseXML(data, name: name), name: name, isHTML: false)
    }

    /// Parses HTML that is not XML with libxml2's HTML parser, under the same restrictions.
    public static func parseHTML(_ data: Data, name: String) throws -> Document {
        Document(pointer: try SafeParser.parseHTML(data, name: name), name: name, isHTML: true)
    }

    /// Parses a content document, choosing the parser from its name: `.html`/`.htm` files go through the
    /// HTML parser, everything else (`.xhtml`, `.xml`, `.svg`, `.opf`…) through the XML parser.
    public static func parse(_ data: Data, name: String) throws -> Document {
        let suffix = name.split(separator: "/").last.map { $0.lowercased() } ?? ""
        return suffix.hasSuffix(".html") || suffix.hasSuffix(".htm")
            ? try parseHTML(data, name: name) : try parseXML(data, name: name)
    }

    /// The document node itself, parent of the DOCTYPE, comments and the root element.
    public var node: Node {
        Node(pointer: UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: xmlNode.self), document: self)
    }

    /// The root element, if the document has one.
    public var rootElement: Node? {
        xmlDocGetRootElement(pointer).map { Node(pointer: $0, document: self) }
    }

    /// The `body` element of an (X)HTML document, if there is one.
    public var body: Node? {
        rootElement?.childElements.first { $0.hasLocalName("body") }
    }

    /// The element whose `id` (or `xml:id`) is `id`; the first one in document order when ids repeat.
    public func element(withID id: String) -> Node? {
        cache.elementsByID(version: cache.version) { IDIndex.build(self) }[id].map { Node(pointer: $0, document: self) }
    }

    /// The document's text and its offset index, built on first use and kept until the next mutation.
    public var text: DocumentText {
        DocumentText(index: cache.text(version: cache.version) { TextIndex(document: self) }, document: self)
    }
}

/// Which element carries each id, built in one walk over the tree.
enum IDIndex {
    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    static func build(_ document: Document) -> [String: xmlNodePtr] {
        var index: [String: xmlNodePtr] = [:]
        guard let root = document.rootElement else { return index }
        for element in [root] + root.descendantElements {
            for id in [element.attribute("id"), element.attribute("id", namespace: xmlNamespace)].compactMap({ $0 })
            where index[id] == nil {
                index[id] = element.pointer
            }
        }
        return index
    }
}
