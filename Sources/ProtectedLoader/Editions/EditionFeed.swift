import DOM
import Foundation

/// An OPDS 1 (Atom) feed of editions, as a subscription publisher's content server lists them: each
/// entry's product id (its `dc:identifier`, else its Atom `id`), title and the URL of its acquisition
/// link, resolved against the feed's URL. Entries without an http(s) acquisition link are left out.
public struct EditionFeed: Sendable, Equatable {
    public struct Entry: Sendable, Equatable, Encodable {
        public var productID: String
        public var title: String?
        public var url: String
    }

    public static let maximumSize = 4 << 20
    public static let maximumEntries = 10_000

    private static let atom = "http://www.w3.org/2005/Atom"
    private static let dublinCore = ["http://purl.org/dc/terms/", "http://purl.org/dc/elements/1.1/"]

    public var entries: [Entry]

    /// Reads a feed fetched from `url`.
    public init(data: Data, url: URL) throws {
        func invalid(_ reason: String) -> SubscriptionError { .invalidAnswer(location: url.absoluteString, reason: reason) }
        guard data.count <= Self.maximumSize else { throw invalid("\(data.count) bytes is larger than a feed can be") }
        let document: Document
        do {
            document = try Document.parseXML(data, name: url.absoluteString)
        } catch {
            throw invalid("not well-formed XML: \(error)")
        }
        guard let root = document.rootElement, root.localName == "feed", root.namespaceURI == Self.atom else {
            throw invalid("not an Atom feed")
        }
        let elements = root.childElements.filter { $0.localName == "entry" && $0.namespaceURI == Self.atom }
        guard elements.count <= Self.maximumEntries else { throw invalid("more than \(Self.maximumEntries) entries") }
        entries = elements.compactMap { Self.entry($0, base: url) }
    }

    private static func entry(_ element: Node, base: URL) -> Entry? {
        func text(_ node: Node?) -> String? {
            node.map { $0.textContent.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        let identifier = dublinCore.lazy.compactMap { text(element.firstChild(named: "identifier", namespace: $0)) }.first
        guard let productID = identifier ?? text(element.firstChild(named: "id", namespace: atom)) else { return nil }
        let acquisition = element.childElements.first { link in
            link.localName == "link" && link.namespaceURI == atom
                && (link.attribute("rel") ?? "").hasPrefix("http://opds-spec.org/acquisition")
        }
        guard let href = acquisition?.attribute("href"), let url = URL(string: href, relativeTo: base)?.absoluteURL,
              ["http", "https"].contains(url.scheme?.lowercased()) else { return nil }
        return Entry(productID: productID, title: text(element.firstChild(named: "title", namespace: atom)), url: url.absoluteString)
    }
}
