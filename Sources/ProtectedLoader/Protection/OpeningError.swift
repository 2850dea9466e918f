/// Why a publication could not be opened at all (as opposed to opened restricted).
public enum OpeningError: CodedError, Sendable {
    /// Not a format decor reads.
    case unsupportedAsset(location: String, reason: String)
    /// The credentials are needed to read even the manifest, and none that worked were given.
    case incorrectCredentials(location: String, detail: String)
    /// Protected by a scheme (or a profile of one) decor cannot unlock.
    case unsupportedProtection(location: String, scheme: String, detail: String)
    /// The protection forbids opening (for example a license that can never be valid).
    case forbidden(location: String, reason: String)
    /// The bytes could not be read or are not valid.
    case reading(location: String, underlying: any Error)

    public var code: String {
        switch self {
        case .unsupportedAsset: "unsupportedAsset"
        case .incorrectCredentials: "incorrectCredentials"
        case let .unsupportedProtection(_, scheme, _):
            // An LCP profile decor cannot unlock has its own code, as the CLI contract names it.
            scheme.hasPrefix("http://readium.org/lcp/") ? "unsupportedProfile" : "unsupportedProtection"
        case .forbidden: "forbidden"
        case let .reading(_, underlying): (underlying as? any CodedError)?.code ?? "invalidInput"
        }
    }

    public var message: String {
        switch self {
        case let .unsupportedAsset(location, reason): "\(location): not a publication decor can open: \(reason)"
        case let .incorrectCredentials(location, detail): "\(location): incorrect credentials: \(detail)"
        case let .unsupportedProtection(location, scheme, detail): "\(location): unsupported protection \(scheme): \(detail)"
        case let .forbidden(location, reason): "\(location): forbidden: \(reason)"
        case let .reading(location, underlying):
            // HTTP errors already start with their URL.
            "\(underlying)".hasPrefix(location) ? "\(underlying)" : "\(location): \(underlying)"
        }
    }

    /// Protection errors exit with 3 in the CLI; reading errors with 2.
    public var isProtectionError: Bool {
        switch self {
        case .incorrectCredentials, .unsupportedProtection, .forbidden: true
        case .unsupportedAsset, .reading: false
        }
    }
}
