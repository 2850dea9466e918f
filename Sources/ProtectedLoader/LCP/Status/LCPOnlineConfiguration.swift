import Foundation

/// What Readium LCP needs to go online for License Status Documents: the HTTP client, how long a status
/// check on open may take, and the device name servers see on register, renew and return.
public struct LCPOnlineConfiguration: Sendable {
    public var fetcher: HTTPFetcher
    /// Bounds every status exchange; opening never waits longer than this for the network.
    public var policy: HTTPRequestPolicy
    /// The name sent with the device id (`{?id,name}`).
    public var deviceName: String

    public init(fetcher: HTTPFetcher, policy: HTTPRequestPolicy = .licenseStatus, deviceName: String = "decor") {
        self.fetcher = fetcher
        self.policy = policy
        self.deviceName = deviceName
    }
}
