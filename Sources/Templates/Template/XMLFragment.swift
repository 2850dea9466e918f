import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Checks that markup is exactly one well-formed XML element (whitespace around it allowed), as XHTML
/// output requires. Parsed with Foundation's XMLParser, external entities off; templates cannot declare
/// entities since DOCTYPEs are refused before this runs.
enum XMLFragment {
    static func checkSingleElement(_ markup: String, template: String) throws(TemplateError) {
        let delegate = RootCounter()
        let parser = XMLParser(data: Data(("<decor-fragment>" + markup + "</decor-fragment>").utf8))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = delegate
        // XMLParser can report success after an error at the very end (an unclosed element), so its error
        // is checked too.
        let parsed = parser.parse()
        guard parsed, parser.parserError == nil, delegate.failure == nil else {
            let reason = delegate.failure ?? parser.parserError.map { "XML parser error \(($0 as NSError).code)" } ?? "not well-formed"
            throw TemplateError(.malformedElement, template: template, "the element is not well-formed XML (\(reason))")
        }
        guard delegate.rootElements == 1 else {
            throw TemplateError(.malformedElement, template: template, "the markup must be exactly one element, found \(delegate.rootElements)")
        }
    }

    private final class RootCounter: NSObject, XMLParserDelegate {
        var depth = 0
        var rootElements = 0
        var failure: String?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            if depth == 1 { rootElements += 1 }
            depth += 1
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            depth -= 1
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if depth == 1, !string.allSatisfy(\.isWhitespace) { failure = "text outside the element" }
        }

        func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
            failure = "an external entity"
            return nil
        }
    }
}
