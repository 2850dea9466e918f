import Hummingbird

extension Router {
    /// Registers `handler` for `GET` and `HEAD`. The handler sees which one it answers in the request's
    /// method (RepresentationResponse leaves the body out of a HEAD answer and does not read it). Only for
    /// safe routes: a HEAD must never consume a right or open an event stream, so this is not a router-wide
    /// option.
    func getAndHead(_ path: RouterPath, use handler: @escaping @Sendable (Request, Context) async throws -> Response) {
        get(path, use: handler)
        head(path, use: handler)
    }
}
