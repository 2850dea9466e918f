import AsyncHTTPClient
import DecorEngine
import Foundation
import Server
import NIOCore
import XCTest

/// Server-Sent Events: every accepted PUT reaches the reader's open streams as `event: diff`, and only
/// that reader's; streams per reader are bounded.
final class EventStreamTests: XCTestCase {
    func testAcceptedPutsReachTheReadersStreamsOnly() async throws {
        let server = try await TestServer.start([try ServerFixtures.open(ServerFixtures.mobyDick)])
        let ann = try await EventStream.open(server.url("/pub/moby-dick/readers/ann/events"))
        let bob = try await EventStream.open(server.url("/pub/moby-dick/readers/bob/events"))
        XCTAssertEqual(ann.contentType, "text/event-stream")

        let body = ServerFixtures.body([ServerFixtures.decoration("1", "Ishmael", before: "Call me ")])
        let put = try await server.request("/pub/moby-dick/readers/ann/groups/highlights", method: .PUT, body: body)
        let event = try await ann.next()
        XCTAssertEqual(event.name, "diff")
        XCTAssertEqual(try JSONValue.parse(Data(event.data.utf8)), put.json)
        XCTAssertNotEqual(event.id, ann.openingRevision, "the diff's id is the revision it leads to")
        let refused = try await server.request("/pub/moby-dick/readers/ann/groups/highlights", method: .PUT,
                                               body: ServerFixtures.body([ServerFixtures.decoration("2", "x", tint: "nope")]))
        XCTAssertEqual(refused.status, 422)
        _ = try await server.request("/pub/moby-dick/readers/ann/groups/highlights", method: .DELETE)
        let second = try await ann.next()
        XCTAssertEqual(try JSONValue.parse(Data(second.data.utf8)).arrayValue?.first?["changes"]?.arrayValue?.first?["kind"]?.stringValue,
                       "remove", "the refused PUT sent nothing: the next event is the DELETE's")
        XCTAssertFalse(bob.hasReceivedEvents)
        ann.close()
        bob.close()
        await server.stop()
    }

    /// A stream opens with the revision of the reader's groups: the one a page was rendered at while no
    /// change happened, another once a change was made (the page then knows it missed a diff).
    func testAStreamOpensWithTheRevisionOfTheReadersGroups() async throws {
        let server = try await TestServer.start([try ServerFixtures.open(ServerFixtures.mobyDick)])
        let first = try await EventStream.open(server.url("/pub/moby-dick/readers/ann/events"))
        let again = try await EventStream.open(server.url("/pub/moby-dick/readers/ann/events"))
        XCTAssertEqual(first.openingRevision, again.openingRevision)
        _ = try await server.request("/pub/moby-dick/readers/ann/groups/highlights", method: .PUT,
                                     body: ServerFixtures.body([ServerFixtures.decoration("1", "Ishmael", before: "Call me ")]))
        let diff = try await first.next()
        let later = try await EventStream.open(server.url("/pub/moby-dick/readers/ann/events"))
        XCTAssertNotEqual(later.openingRevision, first.openingRevision)
        XCTAssertEqual(later.openingRevision, diff.id, "a stream opened after the change starts where the diff led")
        let page = try await server.request("/pub/moby-dick/\(ServerFixtures.chapter)?reader=ann")
        XCTAssertTrue(page.text.contains("\"revision\":\"\(diff.id)\""), "the page names the revision it was rendered at")
        [first, again, later].forEach { $0.close() }
        await server.stop()
    }

    func testStreamsPerReaderAreBounded() async throws {
        var limits = ServerLimits()
        limits.maximumStreamsPerReader = 2
        let server = try await TestServer.start([try ServerFixtures.open(ServerFixtures.mobyDick)], limits: limits)
        let url = server.url("/pub/moby-dick/readers/ann/events")
        let streams = [try await EventStream.open(url), try await EventStream.open(url)]
        let third = try await server.request("/pub/moby-dick/readers/ann/events")
        XCTAssertEqual(third.status, 429)
        XCTAssertEqual(third.header("Content-Type"), "application/problem+json")
        streams.forEach { $0.close() }
        await server.stop()
    }
}

/// A client of one event stream, reading `event:`/`data:` blocks as they arrive.
final class EventStream: @unchecked Sendable {
    struct Event {
        var name: String
        var data: String
        var id: String
    }

    /// Events kept unread at most; older ones are dropped.
    static let backlog = 64

    let contentType: String?
    /// The `revision` of the reader's groups the stream opened with (its first event).
    private(set) var openingRevision = ""
    private let task: Task<Void, any Error>
    private let events: AsyncStream<Event>
    private var iterator: AsyncStream<Event>.AsyncIterator
    private let received: ReceivedFlag

    private init(contentType: String?, task: Task<Void, any Error>, events: AsyncStream<Event>, received: ReceivedFlag) {
        self.contentType = contentType
        self.task = task
        self.events = events
        self.received = received
        iterator = events.makeAsyncIterator()
    }

    static func open(_ url: String) async throws -> EventStream {
        let response = try await HTTPClient.shared.execute(HTTPClientRequest(url: url), timeout: .seconds(3600))
        guard response.status == .ok else { throw HTTPClientError.invalidURL }
        // Bounded like a page's own queue: a test that leaves a stream unread (the soak) keeps the latest
        // events, not every event of the run in its own memory.
        let (events, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(EventStream.backlog))
        let flag = ReceivedFlag()
        let task = Task {
            defer { continuation.finish() }
            var pending = ""
            for try await chunk in response.body {
                pending += String(buffer: chunk)
                while let end = pending.range(of: "\n\n") {
                    let block = pending[..<end.lowerBound]
                    pending = String(pending[end.upperBound...])
                    var name = "message"
                    var data: [String] = []
                    var id = ""
                    for line in block.split(separator: "\n") {
                        if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                        if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
                        if line.hasPrefix("id: ") { id = String(line.dropFirst(4)) }
                    }
                    guard !data.isEmpty else { continue }
                    if name != "revision" { flag.set() }
                    continuation.yield(Event(name: name, data: data.joined(separator: "\n"), id: id))
                }
            }
        }
        let stream = EventStream(contentType: response.headers.first(name: "content-type"), task: task, events: events, received: flag)
        let opening = try await stream.next()
        guard opening.name == "revision", let revision = try JSONValue.parse(Data(opening.data.utf8))["revision"]?.stringValue,
              revision == opening.id else { throw HTTPClientError.invalidURL }
        stream.openingRevision = revision
        return stream
    }

    /// The next event, or a failure after 10 seconds.
    func next() async throws -> Event {
        let deadline = Task { try await Task.sleep(for: .seconds(10)); task.cancel() }
        defer { deadline.cancel() }
        guard let event = await iterator.next() else { throw CancellationError() }
        return event
    }

    /// Whether an event other than the opening revision arrived.
    var hasReceivedEvents: Bool { received.isSet }

    func close() {
        task.cancel()
    }
}

/// A flag set from the reading task and read from the test.
final class ReceivedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
