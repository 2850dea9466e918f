import Foundation

/// Why an HTTP exchange failed. Every case names the URL; statuses carry the server's problem document
/// when it sent one.
public enum HTTPError: CodedError, Sendable, Equatable {
    /// Only `http` and `https` URLs are fetched, and redirects may not lead elsewhere.
    case unsupportedURL(url: String)
    /// The server could not be reached or the connection broke.
    case transport(url: String, reason: String)
    /// The exchange did not finish within the policy's timeout.
    case timedOut(url: String, seconds: TimeInterval)
    /// The server answered with an error status (4xx, 5xx) or one the caller cannot use.
    case status(url: String, status: Int, problem: ProblemDocument?)
    /// More redirects than the policy allows.
    case tooManyRedirects(url: String, limit: Int)
    /// The body is larger than the policy (or the document expected) allows.
    case responseTooLarge(url: String, limit: Int)
    /// The server sent the whole resource (200) for a `Range` request, so it cannot be read in parts.
    case rangeNotSupported(url: String, status: Int)
    /// The resource changed between requests (another length or validator), so earlier parts no longer fit.
    case resourceChanged(url: String, detail: String)
    /// The response does not say what the caller needs (no length, a malformed `Content-Range`).
    case invalidResponse(url: String, reason: String)
    /// A blocking call was made on an event loop thread, where waiting would deadlock.
    case blockingOnEventLoop(url: String)

    public var code: String {
        switch self {
        case .unsupportedURL: "unsupportedURL"
        case .transport: "networkError"
        case .timedOut: "timeout"
        case .status: "httpStatus"
        case .tooManyRedirects: "tooManyRedirects"
        case .responseTooLarge: "responseTooLarge"
        case .rangeNotSupported: "rangeNotSupported"
        case .resourceChanged: "resourceChanged"
        case .invalidResponse: "invalidResponse"
        case .blockingOnEventLoop: "blockingOnEventLoop"
        }
    }

    public var message: String {
        switch self {
        case let .unsupportedURL(url): "\(url): only http and https URLs can be fetched"
        case let .transport(url, reason): "\(url): \(reason)"
        case let .timedOut(url, seconds): "\(url): no complete answer within \(Self.format(seconds)) s"
        case let .status(url, status, problem):
            "\(url): the server answered \(status)" + (problem.map { " (\($0.type)" + ($0.summary.isEmpty ? ")" : ": \($0.summary))") } ?? "")
        case let .tooManyRedirects(url, limit): "\(url): more than \(limit) redirects"
        case let .responseTooLarge(url, limit): "\(url): the response is larger than \(limit) bytes"
        case let .rangeNotSupported(url, status):
            "\(url): the server ignores Range requests (it answered \(status) instead of 206), so the package cannot be "
                + "streamed; download it (decor lcp acquire, or any HTTP client) and open the file"
        case let .resourceChanged(url, detail): "\(url): the resource changed while it was being read: \(detail)"
        case let .invalidResponse(url, reason): "\(url): \(reason)"
        case let .blockingOnEventLoop(url): "\(url): a blocking HTTP request cannot be made on an event loop thread"
        }
    }

    /// The server's problem document, for a status error that came with one.
    public var problem: ProblemDocument? {
        if case let .status(_, _, problem) = self { return problem }
        return nil
    }

    private static func format(_ seconds: TimeInterval) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
    }
}
