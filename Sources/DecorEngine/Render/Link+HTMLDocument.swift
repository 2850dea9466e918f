import ProtectedLoader

extension Link {
    /// Whether the resource is an XHTML or HTML content document: what can be parsed, decorated and laid out.
    package var isHTMLDocument: Bool { ["application/xhtml+xml", "text/html"].contains(mediaType) }
}
