import CLibXML2
import Foundation

/// A piece of content appended by `Document.serialized(appendingTo:markup:to:)`.
public enum AppendedMarkup: Sendable {
    /// Well-formed content, parsed and written as the serializer writes nodes.
    case markup(String)
    /// Content already as the serializer would write it (pieces of `Document.appendedForm(of:in:)` and
    /// text that writes as itself), written as it is: a hundred thousand decorations of a few template
    /// elements need not each be parsed and serialized again.
    case serialized(String)
}

/// Writing a document with a large amount of markup appended to some of its elements, without the
/// markup ever existing as one tree: 100,000 decorations are a few hundred megabytes of libxml2 nodes.
extension Document {
    /// The bytes `serialized()` gives once each of `parents` (elements of this document) has the markup
    /// `markup(index, emit)` passes to `emit` for `parents[index]` appended, each piece as `insertMarkup`
    /// inserts it (well-formed content on its own); a `.serialized` piece is written as it is. The bytes are passed to `write` as they are made, in
    /// order, so that the whole output never has to exist at once (a decorated chapter goes straight to its
    /// file); what `write` throws stops the writing and is thrown as it is.
    ///
    /// In an XML document the rest of the document is written once around a placeholder per parent, then
    /// each piece is parsed, written the way `serialized()` writes nodes, and freed before the next one,
    /// so that memory follows the largest piece, not the whole markup; the document is left as it was. A
    /// parent left without any child is written with an end tag (`<div></div>`, the same element). HTML
    /// documents (whose output encoding comes from their meta charset) and XHTML 1.0 doctypes (written with
    /// libxml2's XHTML rules) keep the pieces inserted and are serialized whole; they take no `.serialized`
    /// piece, which `appendedForm(of:in:)` never makes for them.
    public func serialized(appendingTo parents: [Node], markup: (_ index: Int, _ emit: (AppendedMarkup) throws -> Void) throws -> Void,
                           to write: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard writesAppendedMarkupInPieces else {
            for index in parents.indices {
                try markup(index) { piece in
                    guard case .markup(let text) = piece else {
                        throw DOMError.invalidMutation(document: name, reason: "serialized markup for a document written whole")
                    }
                    try parents[index].insertMarkup(text)
                }
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
                    switch piece {
                    case .markup(let text):
                        let nodes = try parents[index].adoptMarkup(text, before: nil)
                        defer { free(nodes) }
                        try pieces.write(nodes, to: write)
                    case .serialized(var text):
                        try text.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
                    }
                }
            }
            cursor = placeholder.upperBound
        }
        try whole[cursor...].withUnsafeBytes(write)
    }

    /// What `serialized(appendingTo:markup:to:)` writes for the piece `markup` appended to `parent`: the
    /// text a `.serialized` piece may be made of. Nil for a document serialized whole, where pieces are
    /// inserted rather than written one by one. Throws what appending the markup would throw.
    public func appendedForm(of markup: String, in parent: Node) throws -> String? {
        guard writesAppendedMarkupInPieces else { return nil }
        let nodes = try parent.adoptMarkup(markup, before: nil)
        defer { free(nodes) }
        var bytes: [UInt8] = []
        try PieceWriter(document: self).write(nodes) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether appended pieces are written one by one: in XML documents, but for XHTML 1.0 ones.
    private var writesAppendedMarkupInPieces: Bool { !isHTML && !hasXHTML1Doctype }

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
