import DecorEngine
import Foundation

/// A publication's table of contents and print page list, from its EPUB 3 navigation document (or its
/// EPUB 2 NCX when it has none), to name the chapter and the printed page a range falls in.
struct NavigationIndex {
    static let opsNamespace = "http://www.idpf.org/2007/ops"
    static let xhtmlNamespace = "http://www.w3.org/1999/xhtml"
    static let ncxNamespace = "http://www.daisy.org/z3986/2005/ncx/"

    var tableOfContents: [NavigationEntry] = []
    var pageList: [NavigationEntry] = []

    init() {}

    /// Reads the navigation of `publication`; a missing or unreadable one gives an empty index (the
    /// highlights then have no chapter, which the outputs say).
    init(publication: Publication) {
        if let nav = publication.packageDocument?.navigationDocument,
           let data = try? publication.resource(href: nav.href).read(),
           let document = try? Document.parseXML(data, name: nav.href) {
            readNavigationDocument(document, path: nav.href)
        } else if let ncx = publication.manifest.first(where: { $0.mediaType == "application/x-dtbncx+xml" }),
                  let data = try? publication.resource(href: ncx.href).read(),
                  let document = try? Document.parseXML(data, name: ncx.href) {
            readNCX(document, path: ncx.href)
        }
    }

    private mutating func readNavigationDocument(_ document: Document, path: String) {
        for nav in document.node.descendants(named: "nav", namespace: Self.xhtmlNamespace) {
            let types = (nav.attribute("type", namespace: Self.opsNamespace) ?? "").split(separator: " ")
            guard let list = nav.firstChild(named: "ol", namespace: Self.xhtmlNamespace) else { continue }
            if types.contains("toc"), tableOfContents.isEmpty {
                tableOfContents = Self.entries(of: list, path: path, ancestors: [])
            } else if types.contains("page-list"), pageList.isEmpty {
                pageList = Self.entries(of: list, path: path, ancestors: [])
            }
        }
        Self.number(&tableOfContents)
        Self.number(&pageList)
    }

    /// The entries of an `<ol>`: each `<li>`'s `<a>` (or `<span>` heading, which has no target but
    /// names its children), then its nested `<ol>`.
    private static func entries(of list: Node, path: String, ancestors: [String]) -> [NavigationEntry] {
        var entries: [NavigationEntry] = []
        for item in list.childElements where item.localName == "li" {
            let label = item.childElements.first { $0.localName == "a" || $0.localName == "span" }
            let title = label.map { collapse($0.textContent) } ?? ""
            if let link = label?.attribute("href"), let target = ContainerPath.resolve(link, relativeTo: path) {
                entries.append(NavigationEntry(label: title, href: target, fragment: fragment(of: link), ancestors: ancestors, order: 0))
            }
            if let nested = item.firstChild(named: "ol", namespace: xhtmlNamespace) {
                entries += Self.entries(of: nested, path: path, ancestors: title.isEmpty ? ancestors : ancestors + [title])
            }
        }
        return entries
    }

    private mutating func readNCX(_ document: Document, path: String) {
        guard let root = document.rootElement else { return }
        func points(_ parent: Node, ancestors: [String]) -> [NavigationEntry] {
            parent.childElements.filter { $0.localName == "navPoint" }.flatMap { point -> [NavigationEntry] in
                let title = Self.ncxLabel(point)
                let entry = Self.ncxTarget(point, path: path).map {
                    NavigationEntry(label: title, href: $0.href, fragment: $0.fragment, ancestors: ancestors, order: 0)
                }
                return (entry.map { [$0] } ?? []) + points(point, ancestors: ancestors + [title])
            }
        }
        if let map = root.firstChild(named: "navMap", namespace: Self.ncxNamespace) {
            tableOfContents = points(map, ancestors: [])
        }
        if let pages = root.firstChild(named: "pageList", namespace: Self.ncxNamespace) {
            pageList = pages.childElements.filter { $0.localName == "pageTarget" }.compactMap { target in
                Self.ncxTarget(target, path: path).map {
                    NavigationEntry(label: Self.ncxLabel(target), href: $0.href, fragment: $0.fragment, ancestors: [], order: 0)
                }
            }
        }
        Self.number(&tableOfContents)
        Self.number(&pageList)
    }

    private static func ncxLabel(_ node: Node) -> String {
        collapse(node.firstChild(named: "navLabel", namespace: ncxNamespace)?.textContent ?? "")
    }

    private static func ncxTarget(_ node: Node, path: String) -> (href: String, fragment: String?)? {
        guard let source = node.firstChild(named: "content", namespace: ncxNamespace)?.attribute("src"),
              let href = ContainerPath.resolve(source, relativeTo: path) else { return nil }
        return (href, fragment(of: source))
    }

    private static func number(_ entries: inout [NavigationEntry]) {
        for index in entries.indices { entries[index].order = index }
    }

    private static func fragment(of link: String) -> String? {
        guard let hash = link.firstIndex(of: "#") else { return nil }
        let fragment = String(link[link.index(after: hash)...])
        return fragment.isEmpty ? nil : (fragment.removingPercentEncoding ?? fragment)
    }

    /// Labels with their white space collapsed, as reading systems show them.
    static func collapse(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
