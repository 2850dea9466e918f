import Hummingbird

/// Lets CORS apply only to the configured origins: a request from any other origin loses its `Origin`
/// header before `CORSMiddleware` sees it, and so gets no `Access-Control-Allow-*` headers.
struct AllowedOriginsMiddleware<Context: RequestContext>: RouterMiddleware {
    let origins: Set<String>

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let origin = request.headers[.origin], !origins.contains(origin) else {
            return try await next(request, context)
        }
        var head = request.head
        head.headerFields[.origin] = nil
        return try await next(Request(head: head, body: request.body), context)
    }
}
