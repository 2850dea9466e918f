import DecorEngine
import Foundation

/// The table of contents of an EPUB 3 publication, from its navigation document's `toc` nav, as Web
/// Publication Manifest links (`{href, title, children}`) with hrefs relative to the manifest.
enum NavigationDocumentTOC {
    static let xhtmlNamespace = "http://www.w3.org/1999/xhtml"
    static let opsNamespace = "http://www.idpf.org/2007/ops"

    /// Empty when there is no navigation document or it cannot be read (a restricted publication's is encrypted).
    static func entries(of publication: Publication) -> [JSONValue] {
        guard let nav = publication.packageDocument?.navigationDocument,
              let data = try? publication.resource(href: nav.href).read(),
              let document = try? Document.parseXML(data, name: nav.href)
        else { return [] }
        let navs = document.node.descendants(named: "nav", namespace: xhtmlNamespace)
        let toc = navs.first { ($0.attribute("type", namespace: opsNamespace) ?? "").split(separator: " ").contains("toc") }
        guard let list = toc?.firstChild(named: "ol", namespace: xhtmlNamespace) else { return [] }
        return items(of: list, navPath: nav.href)
    }

    private static func items(of list: Node, navPath: String) -> [JSONValue] {
        list.childElements.filter { $0.hasLocalName("li") }.compactMap { item in
            let label = item.childElements.first { $0.hasLocalName("a") || $0.hasLocalName("span") }
            var members: [JSONMember] = []
            if let href = label?.attribute("href"), let path = ContainerPath.resolve(href, relativeTo: navPath) {
                let fragment = href.firstIndex(of: "#").map { String(href[$0...]) } ?? ""
                members.append(JSONMember("href", .string(WebPublicationManifestDocument.encodedHref(path) + fragment)))
            }
            let title = label.map { $0.textContent.split(whereSeparator: \.isWhitespace).joined(separator: " ") } ?? ""
            if !title.isEmpty { members.append(JSONMember("title", .string(title))) }
            let children = item.firstChild(named: "ol", namespace: xhtmlNamespace).map { items(of: $0, navPath: navPath) } ?? []
            if !children.isEmpty { members.append(JSONMember("children", .array(children))) }
            return members.isEmpty ? nil : .object(members)
        }
    }
}
