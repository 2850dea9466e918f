/// Why a subscription exchange failed. Messages never carry a password or a token.
public enum SubscriptionError: CodedError, Sendable {
    /// The service file is unreadable or names no usable endpoints.
    case invalidServiceFile(location: String, reason: String)
    /// No user token is kept for the service: nobody signed in, or they signed out.
    case notSignedIn(service: String)
    /// The server answered `<error status=… message=…/>` (with HTTP 200, as the pattern does).
    case refused(operation: String, status: String, message: String?)
    /// The token was still expired after one renewal, or the service cannot renew tokens.
    case tokenExpired(operation: String)
    /// The answer is not the XML the operation expects.
    case invalidAnswer(location: String, reason: String)
    /// The server could not be asked: the HTTP error's code and its message (the token left out of it).
    case network(operation: String, code: String, reason: String)
    /// The state database could not be read or written.
    case storage(reason: String)

    public var code: String {
        switch self {
        case .invalidServiceFile: "invalidServiceFile"
        case .notSignedIn: "notSignedIn"
        case .refused: "subscriptionRefused"
        case .tokenExpired: "tokenExpired"
        case .invalidAnswer: "invalidAnswer"
        case let .network(_, code, _): code
        case .storage: "storageError"
        }
    }

    public var message: String {
        switch self {
        case let .invalidServiceFile(location, reason): "\(location): not a usable service file: \(reason)"
        case let .notSignedIn(service): "\(service): not signed in (decor sign-in --service FILE --user U --password-stdin)"
        case let .refused(operation, status, message):
            "\(operation): the server refused (\(status))" + (message.map { ": \($0)" } ?? "")
        case let .tokenExpired(operation): "\(operation): the user token expired and could not be renewed; sign in again"
        case let .invalidAnswer(location, reason): "\(location): not a usable answer: \(reason)"
        case let .network(operation, _, reason): "\(operation): \(reason)"
        case let .storage(reason): "the subscription state could not be kept: \(reason)"
        }
    }

    /// The server's word (a refusal, an expired token, nobody signed in) as opposed to trouble reading
    /// the service file or reaching the server: the CLI exits 3 for these, 2 for the others.
    public var isProtectionError: Bool {
        switch self {
        case .notSignedIn, .refused, .tokenExpired: true
        case .invalidServiceFile, .invalidAnswer, .network, .storage: false
        }
    }
}
