import Foundation

/// A scheme that can unlock (or at least recognise) protected publications: Readium LCP, password ZIP,
/// font obfuscation. The `PublicationOpener` asks each registered protection in turn; the first that
/// recognises the asset is the one protection applied to it.
public protocol ContentProtection: Sendable {
    /// Which scheme this is, as `decor info` reports it.
    var scheme: ProtectionScheme { get }

    /// Returns nil when the asset is not protected by this scheme. Otherwise returns the container seen
    /// through the protection: unlocked, or restricted (protected resources refused) with the reason.
    /// Throws only when even the publication's metadata cannot be read (a password ZIP with a wrong
    /// password is `OpeningError.incorrectCredentials`).
    func open(_ asset: ProtectionAsset, options: OpeningOptions) throws -> ProtectedAsset?

    /// For protections of remote content that the server itself guards (token-authorised editions): what
    /// every request for the publication at `url` must carry, asked before anything is fetched. Nil when
    /// this protection does not authorise `url`; throws when it does but has no access to give.
    func remoteAccess(to url: URL, options: OpeningOptions) throws -> RemoteAccess?
}

extension ContentProtection {
    /// Protections of packages (LCP, password ZIP…) authorise no requests.
    public func remoteAccess(to url: URL, options: OpeningOptions) throws -> RemoteAccess? { nil }
}

/// What a protection gives for a remote publication: the headers sent with each of its requests, the
/// state the publication opens in and, when the headers were kept from earlier, how to get fresh ones
/// should the server now refuse them (401 or 403).
public struct RemoteAccess: Sendable {
    public var headers: [(name: String, value: String)]
    public var state: ProtectionState
    public var refreshed: (@Sendable () throws -> RemoteAccess)?

    public init(headers: [(name: String, value: String)], state: ProtectionState,
                refreshed: (@Sendable () throws -> RemoteAccess)? = nil) {
        self.headers = headers
        self.state = state
        self.refreshed = refreshed
    }
}

/// The protection schemes decor knows, with the names `decor info` prints.
public enum ProtectionScheme: String, Sendable, Codable {
    case lcp
    case zip
    case obfuscation
    case pdf
    /// A token-authorised edition of a subscription publisher.
    case token
}

/// What an asset is before any protection has looked at it.
public enum ProtectionAsset: Sendable {
    /// A package (ZIP or folder) whose resources can be listed.
    case container(Container)
    /// A bare license document (`.lcpl`); `location` is its path or URL.
    case license(data: Data, location: String)
}

/// The caller's side of opening: credentials and whether a person may be asked for them.
public struct OpeningOptions: Sendable {
    /// A passphrase (LCP) or password (ZIP) to try.
    public var credentials: String?
    /// Whether `onAskCredentials` may be called. A batch import must never prompt.
    public var allowUserInteraction: Bool
    /// Passed back to `onAskCredentials`, e.g. the window that should present the prompt.
    public var sender: (any Sendable)?
    /// Asks a person for credentials; nil means they cancelled.
    public var onAskCredentials: CredentialsPrompt?
    /// Whether protections that can go online (LCP's License Status Document) may do so for this opening.
    /// Reopening a file the protection itself just updated turns it off.
    public var checksLicenseStatus = true

    public init(
        credentials: String? = nil,
        allowUserInteraction: Bool = false,
        sender: (any Sendable)? = nil,
        onAskCredentials: CredentialsPrompt? = nil
    ) {
        self.credentials = credentials
        self.allowUserInteraction = allowUserInteraction
        self.sender = sender
        self.onAskCredentials = onAskCredentials
    }

    /// Asks for credentials if, and only if, user interaction is allowed and a prompt was given.
    public func askCredentials(_ request: CredentialsRequest) -> String? {
        guard allowUserInteraction, let onAskCredentials else { return nil }
        return onAskCredentials(request)
    }
}

/// What a protection tells a person when it asks for credentials.
public struct CredentialsRequest: Sendable {
    public let scheme: ProtectionScheme
    /// The license's or archive's hint ("Enter your email address").
    public let hint: String?
    /// True when earlier credentials were wrong.
    public let previousAttemptFailed: Bool
    public let sender: (any Sendable)?

    public init(scheme: ProtectionScheme, hint: String?, previousAttemptFailed: Bool, sender: (any Sendable)?) {
        self.scheme = scheme
        self.hint = hint
        self.previousAttemptFailed = previousAttemptFailed
        self.sender = sender
    }
}

public typealias CredentialsPrompt = @Sendable (CredentialsRequest) -> String?

/// A container seen through its protection, and what the protection has to say about it.
public struct ProtectedAsset: Sendable {
    public var container: Container
    public var state: ProtectionState

    public init(container: Container, state: ProtectionState) {
        self.container = container
        self.state = state
    }
}
