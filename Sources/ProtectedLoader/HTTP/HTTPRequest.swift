import Foundation

/// One HTTP request as decor's callers describe it: method, URL, headers of their own (an authorisation
/// token, a `Range`) and an optional body.
public struct HTTPRequest: Sendable {
    public var method: String
    public var url: URL
    /// Extra headers, sent as given (in order) on this request and on redirects to the same origin.
    public var headers: [(name: String, value: String)]
    public var body: Data?

    public init(method: String = "GET", url: URL, headers: [(name: String, value: String)] = [], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    /// This request with one more header.
    public func adding(header name: String, value: String) -> HTTPRequest {
        var request = self
        request.headers.append((name, value))
        return request
    }
}
