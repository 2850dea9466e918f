import DecorEngine
import Foundation

/// The Readium Web Publication Manifest of a served publication (`GET /pub/{id}/manifest.json`): metadata,
/// reading order, resources and table of contents with hrefs relative to the manifest, each encrypted
/// resource's `properties.encrypted`, and links to the content-protection service routes.
enum WebPublicationManifestDocument {
    static let mediaType = "application/webpub+json"
    static let lcpScheme = "http://readium.org/2014/01/lcp"

    static func json(for publication: Publication, id: String) -> JSONValue {
        let readingOrderPaths = Set(publication.readingOrder.map(\.href))
        var members = [
            JSONMember("@context", .string("https://readium.org/webpub-manifest/context.jsonld")),
            JSONMember("metadata", metadata(publication)),
            JSONMember("links", .array(serviceLinks(publication, id: id))),
            JSONMember("readingOrder", .array(publication.readingOrder.map { link($0, in: publication) })),
            JSONMember("resources", .array(publication.manifest.filter { !readingOrderPaths.contains($0.href) }
                .map { link($0, in: publication) })),
        ]
        let toc = NavigationDocumentTOC.entries(of: publication)
        if !toc.isEmpty { members.append(JSONMember("toc", .array(toc))) }
        return .object(members)
    }

    private static func metadata(_ publication: Publication) -> JSONValue {
        var members = [JSONMember("@type", .string("http://schema.org/Book"))]
        if let identifier = publication.identifier { members.append(JSONMember("identifier", .string(identifier))) }
        members.append(JSONMember("title", .string(publication.title ?? publication.location)))
        let languages = publication.metadata.languages
        if !languages.isEmpty { members.append(JSONMember("language", .array(languages.map(JSONValue.string)))) }
        if let progression = publication.metadata.readingProgression {
            members.append(JSONMember("readingProgression", .string(progression)))
        }
        return .object(members)
    }

    /// `self`, and the content-protection routes of protection.md when a protection applies.
    private static func serviceLinks(_ publication: Publication, id: String) -> [JSONValue] {
        var links = [linkObject(href: "/pub/\(id)/manifest.json", type: mediaType, rel: "self")]
        guard publication.protection != nil else { return links }
        links.append(linkObject(href: "/pub/\(id)/\(ContentProtectionRoutes.statusPath)", type: ContentProtectionRoutes.statusMediaType))
        links.append(linkObject(href: "/pub/\(id)/\(ContentProtectionRoutes.copyPath){?text,peek}",
                                type: ContentProtectionRoutes.copyMediaType, templated: true))
        links.append(linkObject(href: "/pub/\(id)/\(ContentProtectionRoutes.printPath){?pageCount,peek}",
                                type: ContentProtectionRoutes.printMediaType, templated: true))
        return links
    }

    private static func linkObject(href: String, type: String, rel: String? = nil, templated: Bool = false) -> JSONValue {
        var members = [JSONMember("href", .string(href)), JSONMember("type", .string(type))]
        if let rel { members.append(JSONMember("rel", .string(rel))) }
        if templated { members.append(JSONMember("templated", .bool(true))) }
        return .object(members)
    }

    private static func link(_ link: Link, in publication: Publication) -> JSONValue {
        var members = [JSONMember("href", .string(encodedHref(link.href))), JSONMember("type", .string(link.mediaType))]
        if let entry = publication.encryption.entries[link.href] {
            var encrypted = [JSONMember("algorithm", .string(entry.algorithm))]
            if publication.protection?.scheme == .lcp, FontObfuscation(algorithm: entry.algorithm) == nil {
                encrypted.append(JSONMember("scheme", .string(lcpScheme)))
                encrypted.append(JSONMember("profile", .string(publication.protection?.license?.profile ?? "")))
            }
            if let length = entry.originalLength { encrypted.append(JSONMember("originalLength", .number(JSONNumber(Int(length))))) }
            if entry.compressionMethod == 8 { encrypted.append(JSONMember("compression", .string("deflate"))) }
            members.append(JSONMember("properties", .object([JSONMember("encrypted", .object(encrypted))])))
        }
        return .object(members)
    }

    /// A container path as a URL path relative to the manifest.
    static func encodedHref(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: ";?#"))) ?? path
    }
}
