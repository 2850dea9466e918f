import DecorEngine
import Foundation

/// A publication the server serves, under its stable id: the opened publication, its manifest (built
/// once), and what its responses' cache headers and entity tags are made from.
public struct ServedPublication: Sendable {
    /// The id in `/pub/{id}/…`: the file or folder name, lower-cased, reduced to `a-z0-9-`.
    public let id: String
    public let publication: Publication
    /// The Web Publication Manifest's bytes.
    let manifest: [UInt8]
    /// Changes when the publication's file changes, so entity tags do too.
    let revision: String
    private let linksByPath: [String: Link]
    private let readingOrderPaths: Set<String>

    public init(id: String, publication: Publication) {
        self.id = id
        self.publication = publication
        manifest = JSONWriter().bytes(WebPublicationManifestDocument.json(for: publication, id: id))
        let attributes = try? FileManager.default.attributesOfItem(atPath: publication.location)
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        revision = String(UInt64(modified * 1000), radix: 36) + "-" + String(size, radix: 36)
        linksByPath = Dictionary((publication.readingOrder + publication.manifest).map { ($0.href, $0) },
                                 uniquingKeysWith: { first, _ in first })
        readingOrderPaths = Set(publication.readingOrder.map(\.href))
    }

    /// Protected by a scheme that hides content (LCP, password ZIP): its resources must never sit in a
    /// shared cache. Font obfuscation alone protects nothing from caches.
    var hidesContent: Bool {
        guard let scheme = publication.protection?.scheme else { return false }
        return scheme != .obfuscation
    }

    /// The manifest link of the resource at `path`: hrefs are looked up here and never joined to a file
    /// path, so nothing outside the manifest can be reached.
    func link(path: String) -> Link? {
        linksByPath[path]
    }

    func isReadingOrder(_ link: Link) -> Bool {
        readingOrderPaths.contains(link.href)
    }

    /// A stable id for the publication at `location`.
    static func id(for location: String) -> String {
        var name = URL(fileURLWithPath: location).lastPathComponent
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        let slug = name.lowercased().unicodeScalars.map { scalar -> Character in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) ? Character(scalar) : "-"
        }
        let trimmed = String(slug).split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
        return trimmed.isEmpty ? "publication" : trimmed
    }
}
