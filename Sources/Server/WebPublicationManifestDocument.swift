import DecorEngine
import Foundation

/// The Readium Web Publication Manifest of a served publication (`GET /pub/{id}/manifest.json`): metadata,
/// reading order, resources and table of contents with hrefs relative to the manifest, each encrypted
/// resource's `properties.encrypted`, the page list, and links to the content-protection service routes.
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
        let navigation = PublicationNavigation(publication: publication)
        if !navigation.tableOfContents.isEmpty {
            members.append(JSONMember("toc", .array(navigation.tableOfContents.map(navigationLink))))
        }
        if !navigation.pageList.isEmpty {
            members.append(JSONMember("pageList", .array(navigation.pageList.map(navigationLink))))
        }
        return .object(members)
    }

    /// A navigation entry as a manifest link (`{href, title, children}`); a heading that points nowhere
    /// keeps its title and children only.
    private static func navigationLink(_ item: NavigationItem) -> JSONValue {
        var members: [JSONMember] = []
        if let href = item.href {
            let fragment = item.fragment.map { "#" + ($0.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed) ?? $0) } ?? ""
            members.append(JSONMember("href", .string(encodedHref(href) + fragment)))
        }
        if !item.title.isEmpty { members.append(JSONMember("title", .string(item.title))) }
        if !item.children.isEmpty { members.append(JSONMember("children", .array(item.children.map(navigationLink)))) }
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
        if let duration = link.duration.flatMap({ JSONNumber($0) }) { members.append(JSONMember("duration", .number(duration))) }
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
