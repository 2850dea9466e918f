import CLibXML2
import Foundation

/// The one place where libxml2 parsers are configured. Every document is parsed with the network off,
/// no DTD loading, no entity substitution beyond the predefined and character entities (plus the XHTML
/// named entities, see `XHTMLEntities`), and a refusal of any entity declaration, so that hostile content
/// can neither read files nor expand without bound.
enum SafeParser {
    /// Documents above this size are refused before libxml2 sees them.
    static let maximumDocumentBytes = 64 << 20
    /// libxml2's `XML_MAX_TEXT_LENGTH` (parserInternals.h): the longest text node its HTML parser reads
    /// (without `XML_PARSE_HUGE`, which decor does not set).
    static let maximumTextNodeBytes = 10_000_000

    private static let setUp: Void = {
        xmlInitParser()
        xmlSetExternalEntityLoader { url, _, context in
            // Nothing outside the document is ever loaded: no DTD, no external entity, no XInclude.
            if let context { xmlStopParser(context) }
            return nil
        }
    }()

    private static let xmlOptions = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)

    static func parseXML(_ data: Data, name: String) throws -> xmlDocPtr {
        // The size limit applies before any rewriting work is spent on the bytes.
        let prepared = data.count <= maximumDocumentBytes ? XHTMLEntities.rewritingReferences(in: data) ?? data : data
        return try parse(prepared, name: name) { context, bytes, count in
            context.pointee.sax.pointee.entityDecl = refuseEntityDeclaration
            return xmlCtxtReadMemory(context, bytes, count, name, nil, xmlOptions)
        }
    }

    static func parseHTML(_ data: Data, name: String) throws -> xmlDocPtr {
        // No default DOCTYPE: libxml2 would invent an HTML 4 one that is not in the file (nor in a browser's DOM).
        let options = Int32(HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
            | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NODEFDTD.rawValue)
        return try parse(data, name: name, makeContext: { htmlNewParserCtxt() }) { context, bytes, count in
            htmlCtxtReadMemory(context, bytes, count, name, nil, options)
        }
    }

    private static func parse(
        _ data: Data, name: String,
        makeContext: () -> xmlParserCtxtPtr? = { xmlNewParserCtxt() },
        read: (xmlParserCtxtPtr, UnsafePointer<CChar>, Int32) -> xmlDocPtr?
    ) throws -> xmlDocPtr {
        _ = setUp
        guard data.count <= maximumDocumentBytes else {
            throw DOMError.tooLarge(document: name, bytes: data.count, limit: maximumDocumentBytes)
        }
        if let crowded = data.withUnsafeBytes({ CrowdedStartTag.first(in: $0) }) {
            throw DOMError.tooManyAttributes(document: name, line: crowded.line, attributes: crowded.attributes,
                                             limit: CrowdedStartTag.maximumAttributes)
        }
        guard let context = makeContext() else {
            throw DOMError.malformed(document: name, line: nil, reason: "libxml2 could not create a parser")
        }
        defer { xmlFreeParserCtxt(context) }
        var refusal = EntityRefusal()
        let document: xmlDocPtr? = withUnsafeMutablePointer(to: &refusal) { refusalPointer in
            context.pointee._private = UnsafeMutableRawPointer(refusalPointer)
            let empty: [CChar] = [0]
            return data.isEmpty
                ? read(context, empty, 0)
                : data.withUnsafeBytes { raw in
                    read(context, raw.bindMemory(to: CChar.self).baseAddress!, Int32(raw.count))
                }
        }
        if let entity = refusal.entity {
            if let document { xmlFreeDoc(document) }
            throw DOMError.entityDeclarationRefused(document: name, entity: entity)
        }
        let error = xmlCtxtGetLastError(context)
        // libxml2's HTML parser stops at a huge text node but returns the document read so far.
        if let message = error?.pointee.message, String(cString: message).contains("huge text node") {
            if let document { xmlFreeDoc(document) }
            throw DOMError.textNodeTooLong(document: name, line: error.map { Int($0.pointee.line) }, limit: maximumTextNodeBytes)
        }
        guard let document, context.pointee.wellFormed != 0 || context.pointee.html != 0 else {
            let line = error.map { Int($0.pointee.line) }
            let reason = error.flatMap { $0.pointee.message.map { String(cString: $0) } }?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown error"
            if let document { xmlFreeDoc(document) }
            throw DOMError.malformed(document: name, line: line, reason: reason)
        }
        return document
    }
}

/// What the entity-declaration hook saw, reachable from the C callback through the context's `_private`.
private struct EntityRefusal {
    var entity: String?
}

private let refuseEntityDeclaration: entityDeclSAXFunc = { context, name, _, _, _, _ in
    guard let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self) else { return }
    if let state = parser.pointee._private?.assumingMemoryBound(to: EntityRefusal.self), state.pointee.entity == nil {
        state.pointee.entity = name.map { String(cString: $0) } ?? "?"
    }
    xmlStopParser(parser)
}
