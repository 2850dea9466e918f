import AsyncHTTPClient
import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix

/// decor's HTTP client: one AsyncHTTPClient per fetcher, requests bounded by an `HTTPRequestPolicy`,
/// redirects followed here (only to http and https, never carrying `Authorization` or other credentials
/// to another origin),
/// no cookie jar, and failures as `HTTPError`s that name the URL. The loader's API is synchronous, so
/// every call exists blocking (for threads that are not event loops) and async.
public final class HTTPFetcher: Sendable {
    /// The policy requests use when they name none.
    public let policy: HTTPRequestPolicy
    private let client = NIOLockedValueBox(ClientState.unstarted)

    /// The AsyncHTTPClient behind a fetcher, made at the first request: the shared event loops it runs on
    /// are threads, and a command that opens a publication on disk never needs them.
    private enum ClientState {
        case unstarted
        case running(HTTPClient)
        case shutDown
    }

    /// A fetcher with its own connection pool, on the process's shared event loops (started by its first
    /// request); call `shutdown()`.
    public init(policy: HTTPRequestPolicy = .default) {
        self.policy = policy
    }

    /// The client's configuration, made with the client: its TLS defaults are work that a command which
    /// never goes online should not do.
    private var configuration: HTTPClient.Configuration {
        let timeout = HTTPClient.Configuration.Timeout(connect: Self.amount(policy.connectTimeout))
        var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow, timeout: timeout, decompression: .disabled)
        // A server that cannot be reached fails the request at once instead of being retried until the
        // connect timeout: an unreachable status server must not hold up opening what is on disk.
        configuration.connectionPool.retryConnectionEstablishment = false
        return configuration
    }

    /// The process's fetcher, created on first use; `shutdownShared()` closes it.
    public static var shared: HTTPFetcher {
        sharedFetcher.withLockedValue { fetcher in
            if let fetcher { return fetcher }
            let created = HTTPFetcher()
            fetcher = created
            return created
        }
    }

    /// Closes the process's fetcher if it was ever created (at exit); a later `shared` makes a new one.
    public static func shutdownShared() throws {
        try sharedFetcher.withLockedValue { fetcher in
            defer { fetcher = nil }
            try fetcher?.shutdown()
        }
    }

    /// Closes the connections. Requests made afterwards fail.
    public func shutdown() throws {
        let running = client.withLockedValue { state -> HTTPClient? in
            defer { state = .shutDown }
            guard case let .running(client) = state else { return nil }
            return client
        }
        try running?.syncShutdown()
    }

    // A fetcher dropped without `shutdown()` still closes its client, without blocking whatever thread
    // releases it (an event loop, perhaps).
    deinit {
        if case let .running(client) = client.withLockedValue({ $0 }) { client.shutdown(queue: .global()) { _ in } }
    }

    /// The client, made on the first request; nil once the fetcher is shut down.
    private func runningClient() -> HTTPClient? {
        client.withLockedValue { state in
            switch state {
            case .unstarted:
                let started = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
                state = .running(started)
                return started
            case let .running(client):
                return client
            case .shutDown:
                return nil
            }
        }
    }

    /// Sends `request` and waits for the response; must not be called on an event loop thread.
    /// `checkHead` sees the final successful head before any body byte and may refuse it; `sink`, when
    /// given, receives a successful body in chunks instead of the response keeping it (what either throws
    /// ends the exchange and is rethrown). Error statuses throw `HTTPError.status` with the server's
    /// problem document.
    public func send(
        _ request: HTTPRequest, policy: HTTPRequestPolicy? = nil,
        checkHead: (@Sendable (_ status: Int, _ headers: [(name: String, value: String)]) throws -> Void)? = nil,
        sink: (@Sendable (Data) throws -> Void)? = nil
    ) throws -> HTTPResponse {
        guard MultiThreadedEventLoopGroup.currentEventLoop == nil else {
            throw HTTPError.blockingOnEventLoop(url: request.url.absoluteString)
        }
        return try start(request, policy: policy ?? self.policy, checkHead: checkHead, sink: sink).wait()
    }

    /// `send` for async callers.
    public func send(
        _ request: HTTPRequest, policy: HTTPRequestPolicy? = nil,
        checkHead: (@Sendable (_ status: Int, _ headers: [(name: String, value: String)]) throws -> Void)? = nil,
        sink: (@Sendable (Data) throws -> Void)? = nil
    ) async throws -> HTTPResponse {
        try await start(request, policy: policy ?? self.policy, checkHead: checkHead, sink: sink).get()
    }

    private func start(
        _ request: HTTPRequest, policy: HTTPRequestPolicy,
        checkHead: HTTPResponseCollector.HeadCheck?, sink: HTTPResponseCollector.BodySink?
    ) -> EventLoopFuture<HTTPResponse> {
        let deadline = NIODeadline.now() + Self.amount(policy.totalTimeout)
        return exchange(request, redirectsLeft: policy.maximumRedirects, deadline: deadline, policy: policy,
                        checkHead: checkHead, sink: sink)
    }

    private func exchange(
        _ request: HTTPRequest, redirectsLeft: Int, deadline: NIODeadline, policy: HTTPRequestPolicy,
        checkHead: HTTPResponseCollector.HeadCheck?, sink: HTTPResponseCollector.BodySink?
    ) -> EventLoopFuture<HTTPResponse> {
        let url = request.url.absoluteString
        guard let client = runningClient() else {
            return HTTPClient.defaultEventLoopGroup.any().makeFailedFuture(HTTPError.transport(url: url, reason: "the HTTP client is shut down"))
        }
        let eventLoop = client.eventLoopGroup.any()
        let prepared: HTTPClient.Request
        do {
            guard Self.isFetchable(request.url) else { throw HTTPError.unsupportedURL(url: url) }
            var headers = HTTPHeaders(request.headers.map { ($0.name, $0.value) })
            headers.replaceOrAdd(name: "User-Agent", value: "decor")
            prepared = try HTTPClient.Request(
                url: request.url, method: HTTPMethod(rawValue: request.method), headers: headers,
                body: request.body.map { .bytes($0) })
        } catch {
            return eventLoop.makeFailedFuture(error as? HTTPError ?? HTTPError.unsupportedURL(url: url))
        }
        let collector = HTTPResponseCollector(
            url: url, isHead: request.method == "HEAD", limit: policy.maximumResponseSize, checkHead: checkHead, sink: sink)
        return client.execute(request: prepared, delegate: collector, deadline: deadline).futureResult
            .flatMapErrorThrowing { error in throw Self.translate(error, url: url, policy: policy) }
            .flatMap { collected in
                if let next = Self.redirect(of: request, collected: collected) {
                    guard redirectsLeft > 0 else {
                        return eventLoop.makeFailedFuture(HTTPError.tooManyRedirects(url: url, limit: policy.maximumRedirects))
                    }
                    return self.exchange(next, redirectsLeft: redirectsLeft - 1, deadline: deadline, policy: policy,
                                         checkHead: checkHead, sink: sink)
                }
                guard collected.status < 400 else {
                    return eventLoop.makeFailedFuture(
                        HTTPError.status(url: url, status: collected.status, problem: ProblemDocument(data: collected.body)))
                }
                return eventLoop.makeSucceededFuture(
                    HTTPResponse(url: request.url, status: collected.status, headers: collected.headers, body: collected.body))
            }
    }

    /// The request a redirect leads to, or nil when the response is not one. 303 turns into a GET;
    /// credentials stay with their origin.
    private static func redirect(of request: HTTPRequest, collected: HTTPResponseCollector.Collected) -> HTTPRequest? {
        guard [301, 302, 303, 307, 308].contains(collected.status),
              let location = collected.headers.first(where: { $0.name.lowercased() == "location" })?.value,
              let target = URL(string: location, relativeTo: request.url)?.absoluteURL else { return nil }
        var next = request
        next.url = target
        if collected.status == 303 || (collected.status != 307 && collected.status != 308 && request.method == "POST") {
            next.method = "GET"
            next.body = nil
        }
        if target.host != request.url.host || target.scheme != request.url.scheme || target.port != request.url.port {
            // Only headers that describe the request go to another origin: an authorisation, and any
            // header a protection named (an edition's key), stay with the origin they were given for.
            next.headers.removeAll { !crossOriginHeaders.contains($0.name.lowercased()) }
        }
        return next
    }

    /// The caller's headers that a redirect carries to another origin.
    private static let crossOriginHeaders: Set<String> = [
        "accept", "accept-language", "content-type", "range", "if-match", "if-none-match", "if-range",
    ]

    private static func isFetchable(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        return url.host?.isEmpty == false
    }

    /// AsyncHTTPClient's and NIO's errors become `HTTPError`s; the caller's own (from `checkHead` or `sink`)
    /// come out as they were thrown.
    private static func translate(_ error: Error, url: String, policy: HTTPRequestPolicy) -> Error {
        if error is CodedError { return error }
        if let error = error as? HTTPClientError {
            switch error {
            case .deadlineExceeded, .readTimeout, .connectTimeout, .getConnectionFromPoolTimeout, .tlsHandshakeTimeout:
                return HTTPError.timedOut(url: url, seconds: policy.totalTimeout)
            case .remoteConnectionClosed:
                return HTTPError.transport(url: url, reason: "the server closed the connection before the response was complete")
            default:
                return HTTPError.transport(url: url, reason: error.description)
            }
        }
        return HTTPError.transport(url: url, reason: String(describing: error))
    }

    private static func amount(_ seconds: TimeInterval) -> TimeAmount {
        .milliseconds(Int64((seconds * 1000).rounded()))
    }
}

private let sharedFetcher = NIOLockedValueBox<HTTPFetcher?>(nil)
