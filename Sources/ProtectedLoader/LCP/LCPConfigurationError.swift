/// A trusted root or revocation list given to `LCPConfiguration` that libcrypto cannot read.
public struct LCPConfigurationError: CodedError, Sendable {
    public let reason: String

    public var code: String { "invalidConfiguration" }
    public var message: String { "LCP configuration: \(reason)" }
}
