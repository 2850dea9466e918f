import DOM
import Foundation

/// The EPUB package document (OPF): metadata, manifest and spine, with every href resolved to a container path.
public struct PackageDocument: Sendable {
    static let opfNamespace = "http://www.idpf.org/2007/opf"
    static let dublinCoreNamespace = "http://purl.org/dc/elements/1.1/"

    /// One spine entry.
    public struct SpineItem: Sendable, Equatable {
        public var idref: String
        public var isLinear: Bool
    }

    /// The container path of this package document.
    public var path: String
    /// The parsed document, kept for EPUB CFI resolution (the spine step indexes into it).
    public var document: Document
    /// The value of the `dc:identifier` named by `unique-identifier` (the first identifier when none is named).
    public var uniqueIdentifier: String?
    /// Every `dc:identifier`, in order (Adobe font obfuscation keys off the `urn:uuid:` one).
    public var identifiers: [String]
    /// The main title (EPUB 3 `title-type main` when declared, else the first `dc:title`).
    public var title: String?
    /// `dc:language` values in order.
    public var languages: [String]
    /// `ltr`, `rtl` or nil for `default`.
    public var pageProgressionDirection: String?
    /// Manifest items in document order.
    public var manifest: [Link]
    public var spine: [SpineItem]

    public init(data: Data, path: String) throws {
        let document = try Document.parseXML(data, name: path)
        guard let package = document.rootElement,
              package.localName == "package", package.namespaceURI == Self.opfNamespace else {
            throw PublicationError.invalidPackage(location: path, reason: "the root element is not an OPF <package>")
        }
        self.path = path
        self.document = document
        let metadata = package.firstChild(named: "metadata", namespace: Self.opfNamespace)
        let identifierNodes = metadata?.descendants(named: "identifier", namespace: Self.dublinCoreNamespace) ?? []
        identifiers = identifierNodes.map { Self.text(of: $0) }
        let uniqueID = package.attribute("unique-identifier")
        uniqueIdentifier = (identifierNodes.first { $0.attribute("id") == uniqueID } ?? identifierNodes.first)
            .map { Self.text(of: $0) }
        title = Self.mainTitle(in: metadata)
        languages = (metadata?.descendants(named: "language", namespace: Self.dublinCoreNamespace) ?? [])
            .map { Self.text(of: $0) }
            .filter { !$0.isEmpty }
        manifest = try Self.manifest(of: package, path: path, durations: Self.durations(in: metadata))
        let spineNode = package.firstChild(named: "spine", namespace: Self.opfNamespace)
        pageProgressionDirection = spineNode?.attribute("page-progression-direction").flatMap { $0 == "default" ? nil : $0 }
        spine = (spineNode?.childElements ?? [])
            .filter { $0.localName == "itemref" }
            .compactMap { item in
                item.attribute("idref").map { SpineItem(idref: $0, isLinear: item.attribute("linear") != "no") }
            }
    }

    /// The EPUB 3 navigation document: the manifest item with the `nav` property.
    public var navigationDocument: Link? {
        manifest.first { $0.properties.contains("nav") }
    }

    /// The manifest items the spine names, in spine order (unknown idrefs are skipped).
    public var readingOrder: [Link] {
        let byID = Dictionary(manifest.compactMap { link in link.id.map { ($0, link) } }, uniquingKeysWith: { first, _ in first })
        return spine.compactMap { byID[$0.idref] }
    }

    private static func manifest(of package: Node, path: String, durations: [String: Double]) throws -> [Link] {
        guard let manifest = package.firstChild(named: "manifest", namespace: opfNamespace) else {
            throw PublicationError.invalidPackage(location: path, reason: "no <manifest>")
        }
        return manifest.childElements.filter { $0.localName == "item" }.compactMap { item in
            guard let href = item.attribute("href"), let resolved = ContainerPath.resolve(href, relativeTo: path) else {
                return nil
            }
            return Link(
                href: resolved,
                mediaType: item.attribute("media-type") ?? "application/octet-stream",
                id: item.attribute("id"),
                properties: (item.attribute("properties") ?? "").split(whereSeparator: \.isWhitespace).map(String.init),
                duration: item.attribute("id").flatMap { durations[$0] })
        }
    }

    /// The `media:duration` of each manifest item a `<meta refines="#id">` gives one for (Media Overlays
    /// 3.3), in seconds; the first such meta of an item counts, and values that are no clock value are left out.
    private static func durations(in metadata: Node?) -> [String: Double] {
        var durations: [String: Double] = [:]
        for meta in metadata?.descendants(named: "meta", namespace: opfNamespace) ?? [] where meta.attribute("property") == "media:duration" {
            guard let refines = meta.attribute("refines"), refines.hasPrefix("#"), durations[String(refines.dropFirst())] == nil,
                  let seconds = SMILClockValue.seconds(meta.textContent) else { continue }
            durations[String(refines.dropFirst())] = seconds
        }
        return durations
    }

    private static func mainTitle(in metadata: Node?) -> String? {
        let titles = metadata?.descendants(named: "title", namespace: dublinCoreNamespace) ?? []
        let refinements = metadata?.descendants(named: "meta", namespace: opfNamespace) ?? []
        let mainIDs = Set(refinements.compactMap { meta -> String? in
            guard meta.attribute("property") == "title-type", text(of: meta) == "main",
                  let refines = meta.attribute("refines"), refines.hasPrefix("#") else { return nil }
            return String(refines.dropFirst())
        })
        let main = titles.first { $0.attribute("id").map(mainIDs.contains) ?? false } ?? titles.first
        return main.map { text(of: $0) }
    }

    /// Metadata values with XML white space collapsed, as reading systems display them.
    private static func text(of node: Node) -> String {
        node.textContent.split(whereSeparator: { " \t\r\n".contains($0) }).joined(separator: " ")
    }
}
