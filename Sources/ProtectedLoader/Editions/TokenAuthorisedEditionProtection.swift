import Foundation

/// Token-authorised editions (the subscription-publisher pattern) as a `ContentProtection`: the content
/// server itself guards each edition, so there is nothing to decrypt; instead every request for an
/// edition carries that edition's credentials (Basic authorisation and the headers the server named),
/// kept from an earlier opening or asked of the service with the reader's user token. An edition whose
/// credentials are missing or refused cannot be read at all, not even its metadata, so opening it is
/// `OpeningError.forbidden` with the server's message.
public struct TokenAuthorisedEditionProtection: ContentProtection {
    public var scheme: ProtectionScheme { .token }
    public let name = "Token-authorised edition"

    private let client: SubscriptionClient

    /// Every `http(s)://` publication opened through this protection is taken as an edition of the
    /// client's service.
    public init(client: SubscriptionClient) {
        self.client = client
    }

    /// Editions are only ever remote: a package on disk is not this protection's.
    public func open(_ asset: ProtectionAsset, options: OpeningOptions) throws -> ProtectedAsset? { nil }

    /// Kept credentials when there are some (no request to the service), refreshed once if the content
    /// server now refuses them (it rotated them); else credentials asked of the service now.
    public func remoteAccess(to url: URL, options: OpeningOptions) throws -> RemoteAccess? {
        let productID = Self.productID(of: url)
        let state = ProtectionState(scheme: .token, name: name, error: nil, credentials: nil, rights: UnrestrictedRights(), license: nil)
        let client = client
        let fetched: @Sendable () throws -> RemoteAccess = {
            let credentials = try Self.openingErrors(url) { try client.fetchCredentials(forEdition: productID) }
            return RemoteAccess(headers: credentials.requestHeaders, state: state)
        }
        guard let kept = try Self.openingErrors(url, { try client.keptCredentials(forEdition: productID) }) else { return try fetched() }
        return RemoteAccess(headers: kept.requestHeaders, state: state, refreshed: fetched)
    }

    /// The service's word (a refusal, nobody signed in, an expired token) is `forbidden` with its message;
    /// trouble reaching it or keeping its answer is a reading error.
    private static func openingErrors<T>(_ url: URL, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SubscriptionError where error.isProtectionError {
            throw OpeningError.forbidden(location: url.absoluteString, reason: error.message)
        } catch {
            throw OpeningError.reading(location: url.absoluteString, underlying: error)
        }
    }

    /// The product id the service knows an edition by: the last segment of its URL's path (an edition
    /// listed in an OPDS feed is published under its identifier).
    public static func productID(of url: URL) -> String { url.lastPathComponent }
}
