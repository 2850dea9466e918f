import JSON
import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle

/// `decor serve`: the publications' streamer routes, the readers' group state API and event streams,
/// decorated chapters, `/healthz` and `/metrics`, on Hummingbird. `run()` serves until SIGINT or SIGTERM,
/// then ends the event streams and lets in-flight requests finish.
public struct DecorServer: Sendable {
    /// Where the server listens, which origins may call it, and its limits.
    public struct Configuration: Sendable {
        /// Loopback by default: without tokens any client can act as any reader.
        public var host = "127.0.0.1"
        /// 0 picks a free port (tests); `onListening` is told which.
        public var port = 8080
        /// Origins allowed to call the server from pages of theirs (CORS); none by default.
        public var corsOrigins: [String] = []
        public var limits = ServerLimits()

        /// Loopback, port 8080, no CORS, the default limits.
        public init() {}
    }

    /// What the routes share.
    public let state: ServerState
    public let configuration: Configuration
    private let logger: Logger

    /// A server over `state`; nothing listens until `run()`.
    public init(state: ServerState, configuration: Configuration, logger: Logger = Logger(label: "decor.serve")) {
        self.state = state
        self.configuration = configuration
        self.logger = logger
    }

    /// The routes, with CORS and metrics middleware.
    public func router() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        if !configuration.corsOrigins.isEmpty {
            router.add(middleware: AllowedOriginsMiddleware(origins: Set(configuration.corsOrigins)))
            router.add(middleware: CORSMiddleware(
                allowOrigin: .originBased,
                allowHeaders: [.accept, .authorization, .contentType, .origin, .range, .ifNoneMatch],
                allowMethods: [.get, .put, .delete, .head, .options],
                exposedHeaders: ["ETag", "Content-Range", "Accept-Ranges"]))
        }
        ServerMetrics.add(to: router)
        router.get("/healthz") { _, _ in
            JSONResponse.make(.object([JSONMember("status", .string("ok"))]))
        }
        PublicationsFeedRoute(state: state).add(to: router)
        ManifestRoute(state: state).add(to: router)
        ContentProtectionRoutes(state: state).add(to: router)
        GroupStateRoute(state: state).add(to: router)
        EventStreamRoute(state: state).add(to: router)
        ResourceRoute(state: state).add(to: router)
        return router
    }

    /// Serves until a shutdown signal (or the task's cancellation); `onListening` gets the bound port.
    public func run(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let application = Application(
            router: router(),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "decor"),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) },
            logger: logger)
        // Services stop in reverse order: the event streams end first, so the HTTP server can drain.
        let services: [any Service] = [application, state.broadcaster]
        let group = ServiceGroup(configuration: .init(
            services: services, gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        try await group.run()
    }
}
