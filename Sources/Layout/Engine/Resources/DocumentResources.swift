import Foundation

/// The resources one document links to, as the engine reads them: hrefs found in the document or its
/// style sheets are resolved to container paths with `ContainerHref`, so nothing outside the container
/// (`..` above the root, absolute URLs, the network) is ever asked for.
struct DocumentResources: Sendable {
    let resources: any LayoutResources
    /// The document's container path (`OPS/chapter_001.xhtml`).
    let documentPath: String
    /// What could not be read, for the report.
    let unread = UnreadResources()

    /// The container path an href found in the resource at `base` designates, nil when it leaves the tree
    /// (noted as refused, except `data:` URLs, which are not resources of the container).
    func resolve(_ href: String, relativeTo base: String) -> String? {
        let path = ContainerHref.resolve(href, relativeTo: base)
        if path == nil, !href.lowercased().hasPrefix("data:") { unread.note(href, reason: "refused") }
        return path
    }

    func data(at path: String, limit: Int = LayoutResourceLimits.maximumBytes) -> Data? {
        let data = resources.data(at: path, limit: limit)
        if data == nil { unread.note(path, reason: "missing") }
        return data
    }

    func prefix(at path: String, count: Int) -> Data? {
        let data = resources.prefix(at: path, count: count)
        if data == nil { unread.note(path, reason: "missing") }
        return data
    }

    func text(at path: String) -> String? {
        data(at: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
