import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix

/// An HTTP/1.1 server on loopback for tests that go online, written on SwiftNIO alone (no decor code): each
/// test gives it a handler that answers the way a specification describes (publications with or without
/// `Range`, LCP status documents, problem documents), or misbehaves on purpose (slow answers, dropped
/// connections). It counts requests and body bytes sent.
public final class LoopbackHTTPServer: @unchecked Sendable {
    public struct Request: Sendable {
        public let method: String
        public let path: String
        public let query: [String: String]
        public let headers: [(name: String, value: String)]
        public let body: Data

        public func header(_ name: String) -> String? {
            headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
    }

    public enum Reply: Sendable {
        /// A complete response, sent after `delay` seconds.
        case response(status: Int, headers: [(name: String, value: String)], body: Data, delay: TimeInterval)
        /// A head announcing `body.count` bytes, the first `sentBytes` of them, then a closed connection.
        case drop(body: Data, sentBytes: Int)

        public static func json(_ status: Int, _ body: Data, type: String = "application/json") -> Reply {
            .response(status: status, headers: [("Content-Type", type)], body: body, delay: 0)
        }

        /// A problem document (RFC 7807) of `type`.
        public static func problem(_ status: Int, type: String, title: String) -> Reply {
            let body = try! JSONSerialization.data(withJSONObject: ["type": type, "title": title, "status": status])
            return .json(status, body, type: "application/problem+json")
        }

        /// `data` as a file: `HEAD`, whole `GET`, or a single `Range` (206) when `ranges` is true; a
        /// server without range support answers 200 with everything.
        public static func file(_ data: Data, for request: Request, ranges: Bool = true, type: String = "application/epub+zip") -> Reply {
            var headers: [(name: String, value: String)] = [("Content-Type", type), ("ETag", "\"\(data.count)\"")]
            if ranges { headers.append(("Accept-Ranges", "bytes")) }
            if request.method == "HEAD" {
                headers.append(("Content-Length", String(data.count)))
                return .response(status: 200, headers: headers, body: Data(), delay: 0)
            }
            if ranges, let range = request.header("Range"), let (first, last) = parse(range, length: data.count) {
                headers.append(("Content-Range", "bytes \(first)-\(last)/\(data.count)"))
                return .response(status: 206, headers: headers, body: data.subdata(in: first..<(last + 1)), delay: 0)
            }
            return .response(status: 200, headers: headers, body: data, delay: 0)
        }

        private static func parse(_ header: String, length: Int) -> (Int, Int)? {
            guard header.hasPrefix("bytes="), !header.contains(",") else { return nil }
            let bounds = header.dropFirst(6).split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            guard bounds.count == 2, let first = Int(bounds[0]), first < length else { return nil }
            let last = bounds[1].isEmpty ? length - 1 : min(length - 1, Int(bounds[1]) ?? length - 1)
            return first <= last ? (first, last) : nil
        }
    }

    public typealias Handler = @Sendable (Request) -> Reply

    public let port: Int
    private let channel: Channel
    private let state: NIOLockedValueBox<State>

    private struct State {
        var handler: Handler
        public var requests: [Request] = []
        var bytesSent = 0
    }

    /// Listens on 127.0.0.1:`port` (0 picks a free one).
    public init(port: Int = 0, handler: @escaping Handler) throws {
        let state = NIOLockedValueBox(State(handler: handler))
        self.state = state
        channel = try ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.pipeline.configureHTTPServerPipeline().flatMap {
                    channel.pipeline.addHandler(Connection(state: state))
                }
            }
            .bind(host: "127.0.0.1", port: port).wait()
        self.port = channel.localAddress!.port!
    }

    deinit { try? channel.close().wait() }

    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    public func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// Replaces the handler, for a server whose behaviour changes between two opens.
    public func answer(with handler: @escaping Handler) { state.withLockedValue { $0.handler = handler } }

    /// Requests received so far, in order.
    public var requests: [Request] { state.withLockedValue { $0.requests } }
    /// Body bytes sent so far.
    public var bytesSent: Int { state.withLockedValue { $0.bytesSent } }

    public func resetCounters() {
        state.withLockedValue {
            $0.requests = []
            $0.bytesSent = 0
        }
    }

    public func stop() { try? channel.close().wait() }

    private final class Connection: ChannelInboundHandler, @unchecked Sendable {
        typealias InboundIn = HTTPServerRequestPart
        typealias OutboundOut = HTTPServerResponsePart

        private let state: NIOLockedValueBox<State>
        private var head: HTTPRequestHead?
        private var body = Data()

        init(state: NIOLockedValueBox<State>) { self.state = state }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            switch unwrapInboundIn(data) {
            case let .head(head):
                self.head = head
                body = Data()
            case let .body(buffer):
                body.append(contentsOf: buffer.readableBytesView)
            case .end:
                guard let head else { return }
                respond(to: request(head), keepAlive: head.isKeepAlive, context: context)
            }
        }

        private func request(_ head: HTTPRequestHead) -> Request {
            let components = URLComponents(string: head.uri)
            var query: [String: String] = [:]
            for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
            return Request(method: head.method.rawValue, path: components?.path ?? head.uri, query: query,
                           headers: head.headers.map { ($0.name, $0.value) }, body: body)
        }

        private func respond(to request: Request, keepAlive: Bool, context: ChannelHandlerContext) {
            let handler = state.withLockedValue { state -> Handler in
                state.requests.append(request)
                return state.handler
            }
            let channel = context.channel
            switch handler(request) {
            case let .response(status, headers, body, delay):
                var responseHeaders = HTTPHeaders(headers.map { ($0.name, $0.value) })
                if !responseHeaders.contains(name: "Content-Length") {
                    responseHeaders.add(name: "Content-Length", value: String(body.count))
                }
                let send = { [state] in
                    state.withLockedValue { $0.bytesSent += body.count }
                    let head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: status), headers: responseHeaders)
                    channel.write(HTTPServerResponsePart.head(head), promise: nil)
                    if !body.isEmpty {
                        channel.write(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(bytes: body))), promise: nil)
                    }
                    channel.writeAndFlush(HTTPServerResponsePart.end(nil)).whenComplete { _ in
                        if !keepAlive { channel.close(promise: nil) }
                    }
                }
                if delay > 0 {
                    context.eventLoop.scheduleTask(in: .milliseconds(Int64(delay * 1000))) { send() }
                } else {
                    send()
                }
            case let .drop(body, sentBytes):
                state.withLockedValue { $0.bytesSent += sentBytes }
                let headers = HTTPHeaders([("Content-Length", String(body.count)), ("Content-Type", "application/epub+zip")])
                channel.write(HTTPServerResponsePart.head(HTTPResponseHead(version: .http1_1, status: .ok, headers: headers)), promise: nil)
                channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(bytes: body.prefix(sentBytes)))))
                    .whenComplete { _ in channel.close(promise: nil) }
            }
        }
    }
}
