import Foundation

/// The reader's side of a subscription publisher's security API: Sign In (a POST of the user's
/// credentials, answered with a user token), Verify Subscription, Edition Credentials, Renew Token and
/// Sign Out. Tokens and edition credentials are kept in a `SubscriptionRepository`; the sign-in password
/// goes into one request body and nowhere else. A token the server calls expired (`<error
/// status="expired">`, or `state="stale"`) is renewed once and the call retried once.
public struct SubscriptionClient: Sendable {
    public let service: SubscriptionService
    private let repository: SubscriptionRepository
    private let fetcher: HTTPFetcher
    private let policy: HTTPRequestPolicy

    public init(service: SubscriptionService, repository: SubscriptionRepository, fetcher: HTTPFetcher,
                policy: HTTPRequestPolicy = .subscription) {
        self.service = service
        self.repository = repository
        self.fetcher = fetcher
        self.policy = policy
    }

    /// Signs in and keeps the tokens the server gives (the feed token only when it gives one).
    @discardableResult
    public func signIn(user: String, password: String) throws -> (user: String, feed: String?) {
        let body = Self.formEncoded([("username", user), ("password", password)])
        let request = HTTPRequest(method: "POST", url: service.signIn,
                                  headers: [("Content-Type", "application/x-www-form-urlencoded")], body: Data(body.utf8))
        switch try ask("sign in", request) {
        case let .tokens(userToken, feedToken):
            try storing { try repository.storeTokens(service: service.identity, user: userToken, feed: feedToken) }
            return (userToken, feedToken)
        case let .error(status, message):
            throw SubscriptionError.refused(operation: "sign in", status: status, message: message)
        default:
            throw unexpected("sign in", service.signIn, expected: "<token>")
        }
    }

    /// What the server says of the signed-in reader's subscription.
    public func verifySubscription() throws -> SubscriptionStatus {
        switch try askWithToken("verify subscription", service.verifySubscription) {
        case let .subscription(status): return status
        case let .error(status, message): throw SubscriptionError.refused(operation: "verify subscription", status: status, message: message)
        default: throw unexpected("verify subscription", service.verifySubscription, expected: "<subscription>")
        }
    }

    /// The credentials kept for the edition, if it was fetched before; they are used without asking the
    /// server, so an edition fetched once opens offline and after the subscription lapses.
    public func keptCredentials(forEdition productID: String) throws -> EditionCredentials? {
        try storing { try repository.credentials(service: service.identity, productID: productID) }
    }

    /// Asks the server for the edition's credentials and keeps them.
    @discardableResult
    public func fetchCredentials(forEdition productID: String) throws -> EditionCredentials {
        let operation = "edition credentials for \(productID)"
        switch try askWithToken(operation, service.editionCredentials, [("product_id", productID)]) {
        case let .credentials(credentials):
            try storing { try repository.store(credentials, service: service.identity, productID: productID) }
            return credentials
        case let .error(status, message): throw SubscriptionError.refused(operation: operation, status: status, message: message)
        default: throw unexpected(operation, service.editionCredentials, expected: "<credentials>")
        }
    }

    /// The value sent as `Authorization` with top-level OPDS feeds, when the server gave a feed token.
    public func feedAuthorization() throws -> String? {
        try storing { try repository.tokens(service: service.identity)?.feed }
    }

    /// The editions an OPDS feed lists, the feed fetched with the feed token as `Authorization` when the
    /// server gave one at sign-in.
    public func editions(inFeed url: URL) throws -> EditionFeed {
        let authorization = try feedAuthorization()
        var policy = policy
        policy.maximumResponseSize = EditionFeed.maximumSize
        let response: HTTPResponse
        do {
            response = try fetcher.send(HTTPRequest(url: url, headers: authorization.map { [("Authorization", $0)] } ?? []), policy: policy)
        } catch let error as HTTPError {
            throw SubscriptionError.network(operation: "editions feed", code: error.code, reason: error.message)
        }
        return try EditionFeed(data: response.body, url: url)
    }

    /// Tells the server (when it has a Sign Out endpoint) and forgets the user token. The token is
    /// forgotten even when the server cannot be reached; the editions' credentials stay.
    public func signOut() throws {
        let tokens = try storing { try repository.tokens(service: service.identity) }
        try storing { try repository.forgetTokens(service: service.identity) }
        guard let signOut = service.signOut, let token = tokens?.user else { return }
        // Servers acknowledge a sign-out as they like; only an error other than an expired token is one.
        let answer: SubscriptionAnswer
        do {
            answer = try ask("sign out", HTTPRequest(url: Self.adding([("token", token)], to: signOut)))
        } catch SubscriptionError.invalidAnswer {
            return
        }
        if case let .error(status, message) = answer, status != "expired" {
            throw SubscriptionError.refused(operation: "sign out", status: status, message: message)
        }
    }

    /// Sends a request that carries the user token as `token`; an expired token is renewed and the
    /// request sent again, once.
    private func askWithToken(_ operation: String, _ endpoint: URL, _ parameters: [(String, String)] = []) throws -> SubscriptionAnswer {
        guard var tokens = try storing({ try repository.tokens(service: service.identity) }) else {
            throw SubscriptionError.notSignedIn(service: service.identity)
        }
        for attempt in 0..<2 {
            let answer = try ask(operation, HTTPRequest(url: Self.adding([("token", tokens.user)] + parameters, to: endpoint)))
            guard Self.isExpiry(answer) else { return answer }
            guard attempt == 0 else { break }
            tokens = try renew(tokens.user, operation: operation)
        }
        throw SubscriptionError.tokenExpired(operation: operation)
    }

    private func renew(_ token: String, operation: String) throws -> (user: String, feed: String?) {
        guard let renewToken = service.renewToken else { throw SubscriptionError.tokenExpired(operation: operation) }
        switch try ask("renew token", HTTPRequest(url: Self.adding([("token", token)], to: renewToken))) {
        case let .tokens(user, feed):
            // A renewal that names no feed token keeps the one given at sign-in.
            let kept = (user: user, feed: try feed ?? feedAuthorization())
            try storing { try repository.storeTokens(service: service.identity, user: kept.user, feed: kept.feed) }
            return kept
        case .error(status: "expired", _), .stale: throw SubscriptionError.tokenExpired(operation: operation)
        case let .error(status, message): throw SubscriptionError.refused(operation: "renew token", status: status, message: message)
        default: throw unexpected("renew token", renewToken, expected: "<token>")
        }
    }

    private func ask(_ operation: String, _ request: HTTPRequest) throws -> SubscriptionAnswer {
        let response: HTTPResponse
        do {
            response = try fetcher.send(request.adding(header: "Accept", value: "application/xml, text/xml"), policy: policy)
        } catch let error as HTTPError {
            let reason = error.message.replacingOccurrences(of: request.url.absoluteString, with: Self.withoutQuery(request.url))
            throw SubscriptionError.network(operation: operation, code: error.code, reason: reason)
        }
        return try SubscriptionAnswer(data: response.body, location: Self.withoutQuery(request.url))
    }

    private static func isExpiry(_ answer: SubscriptionAnswer) -> Bool {
        switch answer {
        case .stale, .error(status: "expired", _): true
        default: false
        }
    }

    private func unexpected(_ operation: String, _ url: URL, expected: String) -> SubscriptionError {
        .invalidAnswer(location: Self.withoutQuery(url), reason: "\(operation) expects \(expected)")
    }

    private func storing<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw SubscriptionError.storage(reason: String(describing: error))
        }
    }

    /// `url` with `parameters` added to its query, every value percent-encoded (`+` and `&` included).
    static func adding(_ parameters: [(String, String)], to url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url }
        let added = formEncoded(parameters)
        components.percentEncodedQuery = [components.percentEncodedQuery, added].compactMap { $0 }.filter { !$0.isEmpty }
            .joined(separator: "&")
        return components.url ?? url
    }

    /// `application/x-www-form-urlencoded`, with everything but unreserved characters percent-encoded.
    static func formEncoded(_ parameters: [(String, String)]) -> String {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        func encode(_ text: String) -> String { text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "" }
        return parameters.map { "\(encode($0.0))=\(encode($0.1))" }.joined(separator: "&")
    }

    /// Errors name the endpoint without its query, which carries the token.
    private static func withoutQuery(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url.absoluteString }
        components.query = nil
        return components.url?.absoluteString ?? url.absoluteString
    }
}
