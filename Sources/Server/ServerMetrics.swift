import Hummingbird
import Metrics
import Prometheus

/// Request counts and latencies (Hummingbird's `MetricsMiddleware`, through swift-metrics) collected in a
/// Prometheus registry and served as text on `GET /metrics`. swift-metrics has one factory per process,
/// so every server of a process shares the one registry bootstrapped on first use.
enum ServerMetrics {
    static let registry: PrometheusCollectorRegistry = {
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
        return registry
    }()

    static let mediaType = "text/plain; version=0.0.4; charset=utf-8"

    static func add(to router: Router<BasicRequestContext>) {
        let registry = registry
        router.add(middleware: MetricsMiddleware())
        router.get("/metrics") { _, _ in
            Response(status: .ok, headers: [.contentType: mediaType, .cacheControl: "no-store"],
                     body: ResponseBody(byteBuffer: ByteBuffer(bytes: registry.emitToBuffer())))
        }
    }
}
