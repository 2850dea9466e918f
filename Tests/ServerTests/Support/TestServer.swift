import AsyncHTTPClient
import DecorEngine
import Foundation
import NIOCore
import NIOHTTP1
import Server
import TestFixtures

/// A `decor serve` server running in the test process on a free loopback port, spoken to over real HTTP.
final class TestServer: Sendable {
    let port: Int
    let state: ServerState
    private let task: Task<Void, any Error>

    private init(port: Int, state: ServerState, task: Task<Void, any Error>) {
        self.port = port
        self.state = state
        self.task = task
    }

    /// Serves `publications` (registered in order) until `stop()`.
    static func start(_ publications: [Publication], tokens: [String: String]? = nil, limits: ServerLimits = ServerLimits(),
                      database: URL? = nil) async throws -> TestServer {
        var registry = PublicationRegistry()
        for publication in publications { registry.register(publication) }
        let state = ServerState(
            publications: registry, authentication: ReaderAuthentication(readersByToken: tokens),
            store: try GroupStateStore(url: database, limits: DecorationsFileLimits()),
            broadcaster: DiffBroadcaster(maximumStreamsPerReader: limits.maximumStreamsPerReader, heartbeatInterval: limits.heartbeatInterval),
            limits: limits)
        var configuration = DecorServer.Configuration()
        configuration.port = 0
        configuration.limits = limits
        let server = DecorServer(state: state, configuration: configuration)
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let task = Task { try await server.run { port in _ = continuation.yield(port) } }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw CancellationError() }
        return TestServer(port: port, state: state, task: task)
    }

    /// Responses as sent: no decompression, so the tests see the server's `Content-Encoding`.
    static let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup,
                                   configuration: HTTPClient.Configuration(decompression: .disabled))

    func stop() async {
        task.cancel()
        _ = await task.result
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// One request; the whole body is collected.
    func request(_ path: String, method: HTTPMethod = .GET, headers: [(String, String)] = [], body: [UInt8]? = nil) async throws -> TestResponse {
        var request = HTTPClientRequest(url: url(path))
        request.method = method
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let body { request.body = .bytes(ByteBuffer(bytes: body)) }
        let response = try await Self.client.execute(request, timeout: .seconds(60))
        let collected = try await response.body.collect(upTo: 256 << 20)
        return TestResponse(status: Int(response.status.code), headers: response.headers, body: Data(collected.readableBytesView))
    }
}

/// What a test request got back.
struct TestResponse: Sendable {
    var status: Int
    var headers: HTTPHeaders
    var body: Data

    func header(_ name: String) -> String? { headers.first(name: name) }
    var text: String { String(decoding: body, as: UTF8.self) }
    var json: JSONValue? { try? JSONValue.parse(body) }
}
