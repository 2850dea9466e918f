import Foundation

/// A publication's table of contents and print page list, from its EPUB 3 navigation document, or from its
/// EPUB 2 NCX when it has none. A navigation that is missing or cannot be read (a restricted publication's
/// is encrypted) gives empty lists: navigation names places, it never decides whether a book opens.
public struct PublicationNavigation: Sendable, Equatable {
    static let opsNamespace = "http://www.idpf.org/2007/ops"
    static let xhtmlNamespace = "http://www.w3.org/1999/xhtml"
    static let ncxNamespace = "http://www.daisy.org/z3986/2005/ncx/"
    static let ncxMediaType = "application/x-dtbncx+xml"

    /// The table of contents (`nav epub:type="toc"`, or the NCX `navMap`).
    public var tableOfContents: [NavigationItem] = []
    /// The print page list (`nav epub:type="page-list"`, or the NCX `pageList`).
    public var pageList: [NavigationItem] = []

    /// Lists given by the caller.
    public init(tableOfContents: [NavigationItem] = [], pageList: [NavigationItem] = []) {
        self.tableOfContents = tableOfContents
        self.pageList = pageList
    }

    /// The navigation of `publication`.
    public init(publication: Publication) {
        if let nav = publication.packageDocument?.navigationDocument, let document = Self.document(nav.href, of: publication) {
            readNavigationDocument(document, path: nav.href)
        } else if let ncx = publication.manifest.first(where: { $0.mediaType == Self.ncxMediaType }),
                  let document = Self.document(ncx.href, of: publication) {
            readNCX(document, path: ncx.href)
        }
    }

    private static func document(_ href: String, of publication: Publication) -> Document? {
        guard let data = try? publication.resource(href: href).read() else { return nil }
        return try? Document.parseXML(data, name: href)
    }

    private mutating func readNavigationDocument(_ document: Document, path: String) {
        for nav in document.node.descendants(named: "nav", namespace: Self.xhtmlNamespace) {
            let types = (nav.attribute("type", namespace: Self.opsNamespace) ?? "").split(separator: " ")
            guard let list = nav.firstChild(named: "ol", namespace: Self.xhtmlNamespace) else { continue }
            if types.contains("toc"), tableOfContents.isEmpty {
                tableOfContents = Self.items(of: list, path: path)
            } else if types.contains("page-list"), pageList.isEmpty {
                pageList = Self.items(of: list, path: path)
            }
        }
    }

    /// The entries of an `<ol>`: each `<li>`'s `<a>` (or `<span>` heading, which points nowhere but names
    /// its children) and its nested `<ol>`. An item with neither a label nor a target is left out.
    private static func items(of list: Node, path: String) -> [NavigationItem] {
        list.childElements.filter { $0.localName == "li" }.compactMap { element in
            let label = element.childElements.first { $0.localName == "a" || $0.localName == "span" }
            let target = label?.attribute("href").flatMap { resolvedTarget(of: $0, relativeTo: path) }
            let children = element.firstChild(named: "ol", namespace: xhtmlNamespace).map { items(of: $0, path: path) } ?? []
            let item = NavigationItem(title: label.map { collapse($0.textContent) } ?? "", href: target?.href,
                                      fragment: target?.fragment, children: children)
            return item.title.isEmpty && item.href == nil && children.isEmpty ? nil : item
        }
    }

    private mutating func readNCX(_ document: Document, path: String) {
        guard let root = document.rootElement else { return }
        if let map = root.firstChild(named: "navMap", namespace: Self.ncxNamespace) {
            tableOfContents = Self.ncxItems(of: map, named: "navPoint", path: path)
        }
        if let pages = root.firstChild(named: "pageList", namespace: Self.ncxNamespace) {
            pageList = Self.ncxItems(of: pages, named: "pageTarget", path: path)
        }
    }

    private static func ncxItems(of parent: Node, named name: String, path: String) -> [NavigationItem] {
        parent.childElements.filter { $0.localName == name }.map { point in
            let target = point.firstChild(named: "content", namespace: ncxNamespace)?.attribute("src")
                .flatMap { resolvedTarget(of: $0, relativeTo: path) }
            return NavigationItem(title: collapse(point.firstChild(named: "navLabel", namespace: ncxNamespace)?.textContent ?? ""),
                                  href: target?.href, fragment: target?.fragment,
                                  children: ncxItems(of: point, named: name, path: path))
        }
    }

    private static func resolvedTarget(of link: String, relativeTo path: String) -> (href: String, fragment: String?)? {
        guard let href = ContainerPath.resolve(link, relativeTo: path) else { return nil }
        guard let hash = link.firstIndex(of: "#") else { return (href, nil) }
        let fragment = String(link[link.index(after: hash)...])
        return (href, fragment.isEmpty ? nil : (fragment.removingPercentEncoding ?? fragment))
    }

    /// Labels with their white space collapsed, as reading systems show them.
    public static func collapse(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
