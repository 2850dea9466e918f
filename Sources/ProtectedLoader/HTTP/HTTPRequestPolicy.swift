import Foundation

/// How far decor lets one HTTP exchange go: how long it may take, how many redirects it may follow and
/// how large a response body it accepts. Every limit is explicit because every server is untrusted.
public struct HTTPRequestPolicy: Sendable, Equatable {
    /// The longest time to establish a connection; a fetcher's own policy sets it (a request's policy
    /// bounds connecting through `totalTimeout`).
    public var connectTimeout: TimeInterval
    /// The whole exchange, redirects included, must finish within this time.
    public var totalTimeout: TimeInterval
    /// Redirects followed before giving up with `HTTPError.tooManyRedirects`.
    public var maximumRedirects: Int
    /// Largest body kept in memory; a larger one is `HTTPError.responseTooLarge`.
    public var maximumResponseSize: Int

    public init(connectTimeout: TimeInterval = 10, totalTimeout: TimeInterval = 60, maximumRedirects: Int = 5,
                maximumResponseSize: Int = 16 << 20) {
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.maximumRedirects = maximumRedirects
        self.maximumResponseSize = maximumResponseSize
    }

    /// Publications, ranges of packages and downloads.
    public static let `default` = HTTPRequestPolicy()

    /// License Status Document exchanges: small documents, and a slow status server must never hold up
    /// reading what is on disk.
    public static let licenseStatus = HTTPRequestPolicy(connectTimeout: 5, totalTimeout: 10, maximumResponseSize: 256 << 10)

    /// Certificate revocation list downloads: an unreachable CRL server must never hold up reading either
    /// (the size bound is the caller's, which knows how large a list may be).
    public static let revocationList = HTTPRequestPolicy(connectTimeout: 5, totalTimeout: 10)
    /// A subscription publisher's security API (sign in, verify, edition credentials): small XML answers.
    public static let subscription = HTTPRequestPolicy(connectTimeout: 5, totalTimeout: 15, maximumResponseSize: SubscriptionAnswer.maximumSize)

    /// This policy with another total timeout.
    public func with(totalTimeout: TimeInterval) -> HTTPRequestPolicy {
        var policy = self
        policy.totalTimeout = totalTimeout
        policy.connectTimeout = min(connectTimeout, totalTimeout)
        return policy
    }
}
