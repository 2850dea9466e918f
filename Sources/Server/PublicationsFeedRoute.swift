import DecorEngine
import Foundation
import Hummingbird

/// `GET /publications`: an OPDS 2 feed of the served publications, each linking its manifest.
struct PublicationsFeedRoute: Sendable {
    static let mediaType = "application/opds+json"
    let state: ServerState

    func add(to router: Router<BasicRequestContext>) {
        router.getAndHead("/publications") { request, _ in
            let feed = JSONWriter().bytes(feedJSON)
            return try RepresentationResponse(
                mediaType: Self.mediaType, entityTag: "feed-\(ResourceRoute.digest(String(decoding: feed, as: UTF8.self)))",
                cacheControl: "public, no-cache", length: UInt64(feed.count), allowsRanges: false, read: { _ in Data(feed) }
            ).response(to: request)
        }
    }

    var feedJSON: JSONValue {
        .object([
            JSONMember("metadata", .object([JSONMember("title", .string("decor"))])),
            JSONMember("links", .array([.object([
                JSONMember("rel", .string("self")), JSONMember("href", .string("/publications")),
                JSONMember("type", .string(Self.mediaType)),
            ])])),
            JSONMember("publications", .array(state.publications.publications.map(entry))),
        ])
    }

    private func entry(_ served: ServedPublication) -> JSONValue {
        var metadata = [JSONMember("title", .string(served.publication.title ?? served.id))]
        if let identifier = served.publication.identifier { metadata.append(JSONMember("identifier", .string(identifier))) }
        return .object([
            JSONMember("metadata", .object(metadata)),
            JSONMember("links", .array([.object([
                JSONMember("rel", .string("http://opds-spec.org/acquisition/open-access")),
                JSONMember("href", .string("/pub/\(served.id)/manifest.json")),
                JSONMember("type", .string(WebPublicationManifestDocument.mediaType)),
            ])])),
        ])
    }
}
