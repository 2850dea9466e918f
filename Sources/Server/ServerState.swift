import Foundation
import Hummingbird

/// What every route shares: the publications, who readers are, their stored groups, their event streams,
/// the decorated-page cache and the limits.
public struct ServerState: Sendable {
    public let publications: PublicationRegistry
    public let authentication: ReaderAuthentication
    public let store: GroupStateStore
    public let broadcaster: DiffBroadcaster
    public let limits: ServerLimits
    let chapters: DecoratedChapterCache
    /// Part of every entity tag of a reader's page: revisions restart with the process.
    let instance = String(UInt64(Date().timeIntervalSince1970 * 1000), radix: 36)

    public init(publications: PublicationRegistry, authentication: ReaderAuthentication, store: GroupStateStore,
                broadcaster: DiffBroadcaster, limits: ServerLimits) {
        self.publications = publications
        self.authentication = authentication
        self.store = store
        self.broadcaster = broadcaster
        self.limits = limits
        chapters = DecoratedChapterCache(capacity: limits.cachedPages)
    }

    /// A reader's groups' revision as pages and event streams name it: unique across restarts of the server.
    func revisionTag(_ revision: Int) -> String {
        "\(instance)-\(revision)"
    }

    /// The publication named by the route's `{id}`.
    func publication(_ context: some RequestContext) throws(ProblemDocument) -> ServedPublication {
        guard let id = context.parameters.get("id"), let served = publications[id] else {
            throw ProblemDocument.notFound("no publication with this id")
        }
        return served
    }

    /// The publication and the authenticated reader of a `/pub/{id}/readers/{r}/…` route.
    func reader(_ request: Request, _ context: some RequestContext) throws(ProblemDocument) -> (ServedPublication, ReaderKey) {
        let served = try publication(context)
        let named = try ResourcePath.parameter(context.parameters.get("reader"), name: "reader")
        let reader = try authentication.reader(named: named, in: request)
        return (served, ReaderKey(publication: served.id, reader: reader))
    }
}
