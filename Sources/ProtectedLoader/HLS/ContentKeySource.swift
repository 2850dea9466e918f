import Foundation
import JSON
import NIOConcurrencyHelpers

/// Where segment keys come from: the key URI itself (plain HLS AES-128: GET it) or a key server (the
/// streaming-DRM flow: application certificate, then a key request carrying the service token). Keys are
/// kept per key URI for the source's life, and a key server's key is requested again shortly before
/// its renewal date.
public final class ContentKeySource: Sendable {
    /// How long before its renewal date a key is requested again, so that no segment is decrypted with a
    /// key the server is about to retire.
    public static let renewalMargin: TimeInterval = 30
    /// Certificates are small; a larger answer is refused.
    public static let maximumCertificateSize = 64 << 10

    private let fetcher: HTTPFetcher
    private let keyServer: KeyServerConfiguration?
    private let now: @Sendable () -> Date
    private let cache = NIOLockedValueBox<Cache>(Cache())

    private struct Cache {
        var certificate: Data?
        var keys: [URL: ContentKey] = [:]
    }

    /// Keys fetched from their URIs (plain HLS AES-128).
    public convenience init(fetcher: HTTPFetcher) {
        self.init(fetcher: fetcher, keyServer: nil)
    }

    /// Keys from `keyServer` when given, else from their URIs; `now` is the clock renewal dates are read by.
    public init(fetcher: HTTPFetcher, keyServer: KeyServerConfiguration?, now: @escaping @Sendable () -> Date = Date.init) {
        self.fetcher = fetcher
        self.keyServer = keyServer
        self.now = now
    }

    /// The key of `key`, from the cache while it is fresh.
    public func contentKey(for key: HLSKey) throws -> ContentKey {
        guard let uri = key.uri else { throw HLSError.noKey(url: "the \(key.method) key") }
        let current = now()
        if let cached = cache.withLockedValue({ $0.keys[uri] }),
           cached.renewal.map({ current < $0.addingTimeInterval(-Self.renewalMargin) }) ?? true {
            return cached
        }
        let fetched = try keyServer.map { try request(key, uri: uri, from: $0) } ?? fetchPlain(uri)
        cache.withLockedValue { $0.keys[uri] = fetched }
        return fetched
    }

    /// The request body's `payload`: what the client proves it holds. decor's open scheme (FairPlay's SPC
    /// is Apple's secret): the SHA-256 of the application certificate followed by the content id in UTF-8.
    public static func keyRequestPayload(certificate: Data, contentID: String) -> Data {
        Digest.sha256(certificate) + Data(contentID.utf8)
    }

    private func fetchPlain(_ uri: URL) throws -> ContentKey {
        guard !HLSKey.isKeyServerIdentifier(uri.absoluteString) else {
            throw HLSError.keyRefused(url: uri.absoluteString, reason: "an skd:// key is held by a key server: give a key-server file")
        }
        let response = try fetcher.send(HTTPRequest(url: uri), policy: Self.keyPolicy)
        return ContentKey(bytes: try Self.keyBytes(response))
    }

    private func request(_ key: HLSKey, uri: URL, from server: KeyServerConfiguration) throws -> ContentKey {
        guard let contentID = key.contentID else {
            throw HLSError.keyRefused(url: uri.absoluteString, reason: "the key URI has no last path segment to name the content")
        }
        let certificate = try applicationCertificate(server)
        let payload = Self.keyRequestPayload(certificate: certificate, contentID: contentID)
        let body = JSONWriter(pretty: false).string(.object([
            JSONMember("token", .string(server.token)),
            JSONMember("payload", .string(payload.base64EncodedString())),
            JSONMember("contentId", .string(contentID)),
        ]))
        let request = HTTPRequest(method: "POST", url: server.keyRequest,
                                  headers: [("Content-Type", "application/json")], body: Data(body.utf8))
        let response = try refusedAsKeyError { try fetcher.send(request, policy: Self.keyPolicy) }
        var renewal: Date?
        if let header = response.header("X-Key-Renewal") {
            guard let date = ISO8601Timestamp.parse(header) else {
                throw HLSError.keyRefused(url: server.keyRequest.absoluteString, reason: "X-Key-Renewal \"\(header.prefix(40))\" is not an ISO 8601 date")
            }
            renewal = date
        }
        return ContentKey(bytes: try Self.keyBytes(response), renewal: renewal)
    }

    /// The application certificate, fetched once per source with the service token.
    private func applicationCertificate(_ server: KeyServerConfiguration) throws -> Data {
        if let certificate = cache.withLockedValue({ $0.certificate }) { return certificate }
        var policy = Self.keyPolicy
        policy.maximumResponseSize = Self.maximumCertificateSize
        let request = HTTPRequest(url: server.certificate, headers: [("x-decor-token", server.token)])
        let certificate = try refusedAsKeyError { try fetcher.send(request, policy: policy) }.body
        guard !certificate.isEmpty else {
            throw HLSError.keyRefused(url: server.certificate.absoluteString, reason: "the application certificate is empty")
        }
        cache.withLockedValue { $0.certificate = certificate }
        return certificate
    }

    /// A refusal status (401, 403…) is a protection error; transport trouble stays an `HTTPError`.
    private func refusedAsKeyError(_ exchange: () throws -> HTTPResponse) throws -> HTTPResponse {
        do {
            return try exchange()
        } catch let HTTPError.status(url, status, problem) {
            throw HLSError.keyRefused(url: url, reason: "the server answered \(status)" + (problem.map { " (\($0.summary))" } ?? ""))
        }
    }

    private static func keyBytes(_ response: HTTPResponse) throws -> Data {
        guard response.body.count == 16 else {
            throw HLSError.keyRefused(url: response.url.absoluteString,
                                      reason: "the answer has \(response.body.count) bytes, a 16-byte AES-128 key was expected")
        }
        return response.body
    }

    /// Keys are 16 bytes; a server that sends more is not a key server.
    private static let keyPolicy = HTTPRequestPolicy(connectTimeout: 10, totalTimeout: 30, maximumResponseSize: 4 << 10)
}
