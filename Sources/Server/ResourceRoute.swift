import DecorEngine
import Foundation
import Hummingbird

/// `GET`/`HEAD /pub/{id}/{href…}`: a resource's clear bytes through the protection layer, or — for a content
/// document of the reading order asked for by a reader (`?reader=` or a bearer token) — the chapter with
/// that reader's groups written in. The href is looked up in the manifest; protected resources of a
/// restricted publication are 403 problem documents.
struct ResourceRoute: Sendable {
    let state: ServerState

    func add(to router: Router<BasicRequestContext>) {
        router.getAndHead("/pub/:id/**") { request, context in try await respond(to: request, context: context) }
    }

    func respond(to request: Request, context: BasicRequestContext) async throws -> Response {
        let served = try state.publication(context)
        let path = try ResourcePath.decode(context.parameters.getCatchAll())
        guard let link = served.link(path: path) else { throw ProblemDocument.notFound("the manifest lists no resource at this href") }
        if served.isReadingOrder(link), Self.isContentDocument(link.mediaType),
           let reader = try state.authentication.optionalReader(in: request) {
            return try await decorated(link, of: served, for: ReaderKey(publication: served.id, reader: reader), request: request)
        }
        let resource = try Self.resource(link, of: served)
        let length = try resource.length()
        return try RepresentationResponse(
            mediaType: link.mediaType, entityTag: "\(served.revision)-\(Self.digest(link.href))-\(length)",
            cacheControl: served.hidesContent ? "private, no-store" : "public, no-cache", length: length, allowsRanges: true,
            read: { try resource.read(range: $0) }
        ).response(to: request)
    }

    private func decorated(_ link: Link, of served: ServedPublication, for key: ReaderKey, request: Request) async throws -> Response {
        let groups = try await state.store.groups(of: key)
        let cacheKey = DecoratedChapterCache.Key(reader: key, href: link.href)
        let data: Data
        if let cached = await state.chapters.data(for: cacheKey, revision: groups.revision) {
            data = cached
        } else {
            _ = try Self.resource(link, of: served)
            let token = ReaderAuthentication.queryToken(in: request).map { "?access_token=\(Self.encoded($0))" } ?? ""
            let live = LiveUpdatesScript.Configuration(page: request.uri.description, href: link.href,
                                                       events: "/pub/\(served.id)/readers/\(Self.encoded(key.reader))/events\(token)",
                                                       revision: state.revisionTag(groups.revision))
            data = try DecoratedChapterRenderer().render(link, of: served, groups: groups.groups, live: live)
            await state.chapters.store(data, for: cacheKey, revision: groups.revision)
        }
        return try RepresentationResponse(
            mediaType: link.mediaType,
            entityTag: "\(served.revision)-\(Self.digest(link.href))-\(state.instance)-\(groups.revision)-\(Self.digest(key.reader))",
            cacheControl: "private, no-cache", length: UInt64(data.count), allowsRanges: false, read: { _ in data }
        ).response(to: request)
    }

    /// The resource, or the problem document that says why it cannot be given.
    private static func resource(_ link: Link, of served: ServedPublication) throws(ProblemDocument) -> Resource {
        do {
            return try served.publication.resource(href: link.href)
        } catch let PublicationError.restricted(_, _, reason) {
            throw ProblemDocument(.forbidden, code: "restricted",
                                  detail: "the resource is protected and the publication is restricted (\(reason.code): \(reason.message))")
        } catch {
            throw ProblemDocument.notFound("the resource cannot be read")
        }
    }

    static func isContentDocument(_ mediaType: String) -> Bool {
        mediaType == "application/xhtml+xml" || mediaType == "text/html"
    }

    static func encoded(_ segment: String) -> String {
        segment.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~"))) ?? segment
    }

    /// FNV-1a of a string, in base 36: short, stable across runs (unlike `hashValue`).
    static func digest(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 36)
    }
}
