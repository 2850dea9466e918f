import DecorEngine
import Foundation
import Hummingbird

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
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: state.limits.maximumBodyBytes)
        } catch {
            throw ProblemDocument(.contentTooLarge, code: "limitExceeded",
                                  detail: "the body is larger than \(state.limits.maximumBodyBytes) bytes", group: group)
        }
        let bytes = Array(body.readableBytesView)
        // The stored state is only a shortcut for the checks: another PUT storing a newer one meanwhile is harmless.
        let previous = try await state.store.groups(of: key).groups[group]
        let file = try GroupStateBody.read(bytes, group: group, limits: state.limits.decorationsFile, previous: previous)
        return await answer(try await state.store.replace(group: group, of: key, with: file, body: bytes), for: key)
    }

    private func get(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let (_, key) = try state.reader(request, context)
        let group = try ResourcePath.parameter(context.parameters.get("group"), name: "group")
        let decorations = try await state.store.groups(of: key).groups[group]?.groups.first?.decorations ?? []
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
