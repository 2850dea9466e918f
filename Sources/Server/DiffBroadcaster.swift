import Foundation
import ServiceLifecycle

/// Sends each accepted group change to the reader's open event streams (`GET …/readers/{r}/events`) as a
/// Server-Sent Event. Streams per reader are bounded; a stream whose client falls too far behind is
/// ended (its `EventSource` reconnects and the page re-reads its state) rather than buffered without end.
/// As a service it sends heartbeats, which is also how dead connections are noticed, and ends every
/// stream on graceful shutdown so that the HTTP server can drain.
public actor DiffBroadcaster: Service {
    /// One client's events, as the text of Server-Sent Events blocks.
    public typealias Stream = AsyncStream<String>

    private var subscribers: [ReaderKey: [Int: Stream.Continuation]] = [:]
    private var nextID = 0
    private let maximumStreamsPerReader: Int
    private let heartbeatInterval: Duration
    /// Events waiting for a slow client before its stream is ended.
    static let backlog = 256

    /// A broadcaster allowing `maximumStreamsPerReader` open streams per reader.
    public init(maximumStreamsPerReader: Int, heartbeatInterval: Duration = .seconds(15)) {
        self.maximumStreamsPerReader = maximumStreamsPerReader
        self.heartbeatInterval = heartbeatInterval
    }

    /// A new stream of the reader's events, and the id that ends it; 429 when the reader has too many.
    func subscribe(_ key: ReaderKey) throws(ProblemDocument) -> (id: Int, events: Stream) {
        guard subscribers[key, default: [:]].count < maximumStreamsPerReader else {
            throw ProblemDocument(.tooManyRequests, code: "tooManyStreams",
                                  detail: "this reader already has \(maximumStreamsPerReader) open event streams")
        }
        let (events, continuation) = Stream.makeStream(bufferingPolicy: .bufferingOldest(Self.backlog))
        nextID += 1
        subscribers[key, default: [:]][nextID] = continuation
        return (nextID, events)
    }

    func unsubscribe(_ key: ReaderKey, id: Int) {
        subscribers[key]?.removeValue(forKey: id)?.finish()
        if subscribers[key]?.isEmpty == true { subscribers[key] = nil }
    }

    /// Sends `event: name` with `data` (one line of JSON) and the event's `id` to every stream of the reader.
    func publish(_ key: ReaderKey, event name: String, data: String, id: String) {
        send(Self.event(name, data: data, id: id), to: key)
    }

    /// The text of one Server-Sent Event.
    static func event(_ name: String, data: String, id: String) -> String {
        "id: \(id)\nevent: \(name)\ndata: \(data)\n\n"
    }

    private func send(_ text: String, to key: ReaderKey) {
        for (id, continuation) in subscribers[key] ?? [:] {
            switch continuation.yield(text) {
            case .enqueued: continue
            case .dropped, .terminated: unsubscribe(key, id: id)
            @unknown default: unsubscribe(key, id: id)
            }
        }
    }

    /// Sends heartbeats until graceful shutdown, then ends every stream.
    public func run() async throws {
        try? await cancelWhenGracefulShutdown { () async throws -> Void in
            while true {
                try await Task.sleep(for: self.heartbeatInterval)
                await self.heartbeat()
            }
        }
        for key in subscribers.keys {
            for id in subscribers[key]?.keys.map({ $0 }) ?? [] { unsubscribe(key, id: id) }
        }
    }

    /// A comment line: ignored by `EventSource`, but a write that fails on a closed connection.
    private func heartbeat() {
        for key in subscribers.keys { send(": heartbeat\n\n", to: key) }
    }
}
