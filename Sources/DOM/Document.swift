import CLibXML2
import Foundation

/// A parsed XML, XHTML or HTML document. It owns the libxml2 tree; every `Node` taken from it keeps it
/// alive, so a node is never a dangling pointer.
public final class Document: @unchecked Sendable {
    let pointer: xmlDocPtr
    /// The name errors use: the resource's href or the file's path.
    public let name: String

    private init(pointer: xmlDocPtr, name: String) {
        self.pointer = pointer
        self.name = name
    }

    deinit { xmlFreeDoc(pointer) }

    /// Parses XML or XHTML (as XML: white-space text nodes are kept, no DTD, no network, no entity declarations).
    public static func parseXML(_ data: Data, name: String) throws -> Document {
        Document(pointer: try SafeParser.parseXML(data, name: name), name: name)
    }

    /// Parses HTML that is not XML with libxml2's HTML parser, under the same restrictions.
    public static func parseHTML(_ data: Data, name: String) throws -> Document {
        Document(pointer: try SafeParser.parseHTML(data, name: name), name: name)
    }

    /// The document node itself, parent of the DOCTYPE, comments and the root element.
    public var node: Node {
        Node(pointer: UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: xmlNode.self), document: self)
    }

    /// The root element, if the document has one.
    public var rootElement: Node? {
        xmlDocGetRootElement(pointer).map { Node(pointer: $0, document: self) }
    }
}
