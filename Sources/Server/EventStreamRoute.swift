import Foundation
import Hummingbird

/// `GET /pub/{id}/readers/{r}/events`: the reader's Server-Sent Events (`text/event-stream`). Each accepted
/// change of one of the reader's groups arrives as `event: diff` with the diff's JSON on one `data:` line.
struct EventStreamRoute: Sendable {
    static let mediaType = "text/event-stream"
    let state: ServerState

    func add(to router: Router<BasicRequestContext>) {
        router.get("/pub/:id/readers/:reader/events") { request, context in
            let (_, key) = try state.reader(request, context)
            let broadcaster = state.broadcaster
            let (id, events) = try await broadcaster.subscribe(key)
            let headers: HTTPFields = [.contentType: Self.mediaType, .cacheControl: "no-store"]
            return Response(status: .ok, headers: headers, body: ResponseBody { writer in
                do {
                    // The retry hint and a first comment tell the client at once that the stream is open.
                    try await writer.write(ByteBuffer(string: "retry: 2000\n: open\n\n"))
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
