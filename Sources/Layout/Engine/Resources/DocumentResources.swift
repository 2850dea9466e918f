import Foundation

/// The resources one document links to, as the engine reads them: hrefs found in the document or its
/// style sheets are resolved to container paths with `ContainerHref`, so nothing outside the container
/// (`..` above the root, absolute URLs, the network) is ever asked for.
struct DocumentResources: Sendable {
    let resources: any LayoutResources
    /// The document's container path (`OPS/chapter_001.xhtml`).
    let documentPath: String

    /// The container path an href found in the resource at `base` designates, nil when it leaves the tree.
    func resolve(_ href: String, relativeTo base: String) -> String? {
        ContainerHref.resolve(href, relativeTo: base)
    }

    func data(at path: String, limit: Int = LayoutResourceLimits.maximumBytes) -> Data? {
        resources.data(at: path, limit: limit)
    }

    func prefix(at path: String, count: Int) -> Data? {
        resources.prefix(at: path, count: count)
    }

    func text(at path: String) -> String? {
        data(at: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
