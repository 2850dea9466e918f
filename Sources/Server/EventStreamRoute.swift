import DecorEngine
import Foundation
import Hummingbird

/// `GET /pub/{id}/readers/{r}/events`: the reader's Server-Sent Events (`text/event-stream`). The stream
/// opens with `event: revision` naming the revision of the reader's groups; each accepted change of one of
/// them then arrives as `event: diff` with the diff's JSON on one `data:` line and the revision it leads to
/// as its `id`. A page whose own revision is not the one the stream opens with missed a diff (sent before
/// it connected, or while it was reconnecting) and reads its decorations again.
struct EventStreamRoute: Sendable {
    static let mediaType = "text/event-stream"
    let state: ServerState

    func add(to router: Router<BasicRequestContext>) {
        router.get("/pub/:id/readers/:reader/events") { request, context in
            let (_, key) = try state.reader(request, context)
            let broadcaster = state.broadcaster
            // Subscribed before the revision is read: a change in between arrives as a diff after it.
            let (id, events) = try await broadcaster.subscribe(key)
            let revision: Int
            do {
                revision = try await state.store.groups(of: key).revision
            } catch {
                await broadcaster.unsubscribe(key, id: id)
                throw error
            }
            let opening = "retry: 2000\n" + DiffBroadcaster.event(
                "revision", data: JSONWriter().string(.object([JSONMember("revision", .string(state.revisionTag(revision)))])),
                id: state.revisionTag(revision))
            let headers: HTTPFields = [.contentType: Self.mediaType, .cacheControl: "no-store"]
            return Response(status: .ok, headers: headers, body: ResponseBody { writer in
                do {
                    // The retry hint and the revision tell the client at once that the stream is open.
                    try await writer.write(ByteBuffer(string: opening))
                    for await event in events {
                        try await writer.write(ByteBuffer(string: event))
                    }
                    await broadcaster.unsubscribe(key, id: id)
                    try await writer.finish(nil)
                } catch {
                    await broadcaster.unsubscribe(key, id: id)
                    throw error
                }
            })
        }
    }
}
