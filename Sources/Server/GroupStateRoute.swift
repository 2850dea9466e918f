import DecorEngine
import Foundation
import Hummingbird
import NIOCore

/// The Decorator API over HTTP, on `/pub/{id}/readers/{r}/groups/{group}`: `PUT` declares a group's whole
/// new state (`{"decorations": [...], "templates"?: {...}}`) and is answered with the diff from the stored
/// state in `decor diff`'s shape, which the reader's open pages also receive; `GET` gives the state back
/// as `{"decorations": [...]}`; `DELETE` clears the group (answered and sent like a PUT of nothing).
struct GroupStateRoute: Sendable {
    static let path = "/pub/:id/readers/:reader/groups/:group"
    let state: ServerState

    func add(to router: Router<BasicRequestContext>) {
        router.put(RouterPath(Self.path)) { request, context in try await put(request, context: context) }
        router.get(RouterPath(Self.path)) { request, context in try await get(request, context: context) }
        router.delete(RouterPath(Self.path)) { request, context in try await delete(request, context: context) }
    }

    private func put(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let (_, key) = try state.reader(request, context)
        let group = try ResourcePath.parameter(context.parameters.get("group"), name: "group")
        let bytes = try await Self.bytes(of: request, limit: state.limits.maximumBodyBytes, group: group)
        // The stored state is only a shortcut for the checks: another PUT storing a newer one meanwhile is harmless.
        let previous = try await state.store.groups(of: key).states[group]
        let body = try GroupStateBody(bytes, group: group, limits: state.limits.decorationsFile, previous: previous)
        return await answer(try await state.store.replace(group: group, of: key, with: body), for: key)
    }

    /// The request's body, refused with 413 as soon as it is known to be larger than `limit`: from its
    /// `Content-Length` before anything is read, else (a chunked body) once the bytes read pass the limit.
    private static func bytes(of request: Request, limit: Int, group: String) async throws -> [UInt8] {
        let tooLarge = ProblemDocument(.contentTooLarge, code: "limitExceeded", detail: "the body is larger than \(limit) bytes", group: group)
        if let declared = request.headers[.contentLength].flatMap({ Int($0) }), declared > limit { throw tooLarge }
        do {
            return Array(try await request.body.collect(upTo: limit).readableBytesView)
        } catch is NIOTooManyBytesError {
            throw tooLarge
        }
    }

    private func get(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let (_, key) = try state.reader(request, context)
        let group = try ResourcePath.parameter(context.parameters.get("group"), name: "group")
        let decorations = try await state.store.groups(of: key).states[group]?.file.groups.first?.decorations ?? []
        return JSONResponse.make(.object([JSONMember("decorations", .array(decorations.map(\.json)))]))
    }

    private func delete(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let (_, key) = try state.reader(request, context)
        let group = try ResourcePath.parameter(context.parameters.get("group"), name: "group")
        return await answer(try await state.store.clear(group: group, of: key), for: key)
    }

    /// The diff as the response, and as an `event: diff` to the reader's streams when something changed,
    /// its id the revision it leads to.
    private func answer(_ change: GroupStateChange, for key: ReaderKey) async -> Response {
        let diff = JSONWriter().string(.array(change.changes.map(\.json)))
        if !change.changes.isEmpty {
            await state.broadcaster.publish(key, event: "diff", data: diff, id: state.revisionTag(change.revision))
        }
        return JSONResponse.make(text: diff)
    }
}
