import CLibXML2
import Foundation

/// Writing a (possibly mutated) document back to bytes, in the syntax it was read in.
extension Document {
    /// The document as UTF-8: XML syntax for XML/XHTML (libxml2's save module, without its XHTML
    /// rewriting), HTML syntax for documents read by the HTML parser.
    public func serialized() throws -> Data {
        isHTML ? try serializedHTML() : try serializedXML()
    }

    private func serializedXML() throws -> Data {
        guard let buffer = xmlBufferCreate() else { throw failure("no buffer") }
        defer { xmlBufferFree(buffer) }
        guard let context = xmlSaveToBuffer(buffer, "UTF-8", Int32(XML_SAVE_AS_XML.rawValue)) else {
            throw failure("no save context")
        }
        let written = xmlSaveDoc(context, pointer)
        xmlSaveClose(context)
        guard written >= 0, let content = xmlBufferContent(buffer) else { throw failure("xmlSaveDoc failed") }
        return Data(bytes: content, count: Int(xmlBufferLength(buffer)))
    }

    private func serializedHTML() throws -> Data {
        var memory: UnsafeMutablePointer<xmlChar>?
        var size: Int32 = 0
        htmlDocDumpMemoryFormat(pointer, &memory, &size, 0)
        guard let memory else { throw failure("htmlDocDumpMemory failed") }
        defer { cxml_free(memory) }
        return Data(bytes: memory, count: Int(size))
    }

    private func failure(_ reason: String) -> DOMError {
        .invalidMutation(document: name, reason: "serialization: \(reason)")
    }
}
