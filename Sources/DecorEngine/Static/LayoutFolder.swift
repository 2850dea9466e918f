import Foundation
import ProtectedLoader

/// A temporary folder holding a publication's clear resources at their hrefs, for decor's layout engine,
/// which reads a document's stylesheets, fonts and images from files. A `mimetype` file marks the folder
/// as the container root, so relative links between folders (`../css/book.css`) resolve inside it and
/// never beyond. Resources that cannot be read are left out: the layout then does without them, as a
/// browser does without a missing stylesheet.
public struct LayoutFolder: Sendable {
    public let root: URL

    /// Writes every resource of the reading order and the manifest; a restricted publication is refused.
    public init(publication: Publication) throws(RenderError) {
        guard !publication.isRestricted else {
            throw RenderError.restricted(publication: publication.location,
                                         reason: publication.protectionError.map { "\($0.code): \($0.message)" } ?? "no reason given")
        }
        root = FileManager.default.temporaryDirectory.appendingPathComponent("decor-layout-\(UUID().uuidString)")
        let output = try OutputDirectory(root: root, input: URL(fileURLWithPath: publication.location), paths: [])
        try output.write(Data("application/epub+zip".utf8), at: "mimetype")
        var seen: Set<String> = ["mimetype"]
        for link in publication.readingOrder + publication.manifest where seen.insert(link.href).inserted {
            guard let data = try? publication.resource(href: link.href).read() else { continue }
            try? output.write(data, at: link.href)
        }
    }

    /// Deletes the folder.
    public func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
