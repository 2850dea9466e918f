import Foundation

/// A response after redirects: where it finally came from, its status, headers and (bounded) body.
public struct HTTPResponse: Sendable {
    /// The URL that answered, after redirects.
    public var url: URL
    public var status: Int
    public var headers: [(name: String, value: String)]
    /// The body, empty when it was handed to a download sink instead.
    public var body: Data

    public init(url: URL, status: Int, headers: [(name: String, value: String)], body: Data) {
        self.url = url
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The first value of the header `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}
