import CLibXML2
import Foundation

/// Writing a document with a large amount of markup appended to some of its elements, without the
/// markup ever existing as one tree: 100,000 decorations are a few hundred megabytes of libxml2 nodes.
extension Document {
    /// The bytes `serialized()` gives once each of `parents` (elements of this document) has the markup
    /// `markup(index, emit)` passes to `emit` for `parents[index]` appended, each piece as `insertMarkup`
    /// inserts it (well-formed content on its own). The bytes are passed to `write` as they are made, in
    /// order, so that the whole output never has to exist at once (a decorated chapter goes straight to its
    /// file); what `write` throws stops the writing and is thrown as it is.
    ///
    /// In an XML document the rest of the document is written once around a placeholder per parent, then
    /// each piece is parsed, written the way `serialized()` writes nodes, and freed before the next one,
    /// so that memory follows the largest piece, not the whole markup; the document is left as it was. A
    /// parent left without any child is written with an end tag (`<div></div>`, the same element). HTML
    /// documents (whose output encoding comes from their meta charset) and XHTML 1.0 doctypes (written with
    /// libxml2's XHTML rules) keep the pieces inserted and are serialized whole.
    public func serialized(appendingTo parents: [Node], markup: (_ index: Int, _ emit: (String) throws -> Void) throws -> Void,
                           to write: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard !isHTML, !hasXHTML1Doctype else {
            for index in parents.indices {
                try markup(index) { try parents[index].insertMarkup($0) }
            }
            try serialized().withUnsafeBytes(write)
            return
        }
        let marker = "decor-appended-markup-\(UUID().uuidString)"
        let whole = try serialized(withPlaceholders: parents.indices.map { "\(marker)-\($0)" }, in: parents)
        let pieces = try PieceWriter(document: self)
        var cursor = whole.startIndex
        for index in parents.indices {
            let pattern = Array("<!--\(marker)-\(index)-->".utf8)
            guard let start = whole.withUnsafeBytes({ $0.firstOffset(of: pattern, from: cursor) }) else {
                throw DOMError.invalidMutation(document: name, reason: "serialization: a placeholder was not written")
            }
            let placeholder = start..<(start + pattern.count)
            try whole[cursor..<placeholder.lowerBound].withUnsafeBytes(write)
            // `markup` and `write` are called one after the other, never inside each other.
            try withoutActuallyEscaping(write) { write in
                try markup(index) { piece in
                    let nodes = try parents[index].adoptMarkup(piece, before: nil)
                    defer { free(nodes) }
                    try pieces.write(nodes, to: write)
                }
            }
            cursor = placeholder.upperBound
        }
        try whole[cursor...].withUnsafeBytes(write)
    }

    /// Whether the doctype names XHTML 1.0, which makes libxml2 write the document with XHTML rules.
    private var hasXHTML1Doctype: Bool {
        guard let doctype = xmlGetIntSubset(pointer) else { return false }
        return xmlIsXHTML(doctype.pointee.SystemID, doctype.pointee.ExternalID) == 1
    }

    /// The document serialized with a comment holding each of `texts` as the last child of the matching
    /// parent; the comments are gone again afterwards.
    private func serialized(withPlaceholders texts: [String], in parents: [Node]) throws -> Data {
        var placeholders: [xmlNodePtr] = []
        defer { free(placeholders) }
        for (text, parent) in zip(texts, parents) {
            try parent.requireContainer(for: nil)
            guard let comment = xmlNewDocComment(pointer, text) else {
                throw DOMError.invalidMutation(document: name, reason: "libxml2 could not create a comment")
            }
            parent.link(comment, before: nil)
            placeholders.append(comment)
        }
        return try serialized()
    }

    private func free(_ nodes: [xmlNodePtr]) {
        for node in nodes {
            xmlUnlinkNode(node)
            xmlFreeNode(node)
        }
        cache.invalidate()
    }

    /// Writes nodes of an XML document as `xmlSaveDoc` writes them inside the whole document: the same
    /// save options, and the document's encoding set to the output's while writing (libxml2 does so for
    /// the whole document; attribute values escape non-ASCII characters without it).
    private final class PieceWriter {
        private let document: Document
        private let buffer: xmlBufferPtr
        private let context: xmlSaveCtxtPtr

        init(document: Document) throws {
            self.document = document
            guard let buffer = xmlBufferCreate() else {
                throw DOMError.invalidMutation(document: document.name, reason: "serialization: no buffer")
            }
            guard let context = xmlSaveToBuffer(buffer, "UTF-8", Int32(XML_SAVE_AS_XML.rawValue)) else {
                xmlBufferFree(buffer)
                throw DOMError.invalidMutation(document: document.name, reason: "serialization: no save context")
            }
            self.buffer = buffer
            self.context = context
        }

        deinit {
            xmlSaveClose(context)
            xmlBufferFree(buffer)
        }

        func write(_ nodes: [xmlNodePtr], to output: (UnsafeRawBufferPointer) throws -> Void) throws {
            let documentEncoding = document.pointer.pointee.encoding
            let outputEncoding = xmlCharStrdup("UTF-8")
            document.pointer.pointee.encoding = UnsafePointer(outputEncoding)
            defer {
                document.pointer.pointee.encoding = documentEncoding
                cxml_free(outputEncoding)
            }
            for node in nodes {
                guard xmlSaveTree(context, node) >= 0 else {
                    throw DOMError.invalidMutation(document: document.name, reason: "serialization: xmlSaveTree failed")
                }
            }
            guard xmlSaveFlush(context) >= 0 else {
                throw DOMError.invalidMutation(document: document.name, reason: "serialization: xmlSaveFlush failed")
            }
            defer { xmlBufferEmpty(buffer) }
            if let content = xmlBufferContent(buffer) {
                try output(UnsafeRawBufferPointer(start: content, count: Int(xmlBufferLength(buffer))))
            }
        }
    }
}
