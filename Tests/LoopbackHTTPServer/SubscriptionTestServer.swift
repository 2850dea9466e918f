import Foundation
import NIOConcurrencyHelpers

/// A subscription publisher on loopback, written from the security-API pattern (not from decor's code):
/// Sign In (POST `username`, `password` → `<token>`), Verify Subscription, Edition Credentials, Renew Token
/// and Sign Out, every answer XML with HTTP 200 (errors as `<error status=… message=…/>`), plus the content
/// server: an OPDS feed of editions and each edition's EPUB, served only with that edition's Basic
/// credentials and key header. Tests expire tokens, lapse subscriptions and count what was asked.
public final class SubscriptionTestServer: @unchecked Sendable {
    /// A reader the publisher knows.
    public struct Account: Sendable {
        public var password: String
        public var state: String
        public var message: String
        /// Product ids this reader may open; empty means all.
        public var editions: [String]
        /// Whether Sign In gives this reader the second (feed) token.
        public var hasFeedToken: Bool

        public init(password: String, state: String = "active", message: String = "", editions: [String] = [], hasFeedToken: Bool = false) {
            self.password = password
            self.state = state
            self.message = message
            self.editions = editions
            self.hasFeedToken = hasFeedToken
        }
    }

    private struct State {
        var accounts: [String: Account]
        /// Live tokens: their reader, and whether the server now calls them expired.
        var tokens: [String: (user: String, expired: Bool)] = [:]
        var issued = 0
        var renewalsExpire = false
        var renewals = 0
        /// Bumped when the content server rotates every edition's password.
        var generation = 0
    }

    public let http: LoopbackHTTPServer
    private let state: NIOLockedValueBox<State>

    /// Serves `editions` (product id → EPUB bytes) to `accounts` (user name → account).
    public init(accounts: [String: Account], editions: [String: Data]) throws {
        let state = NIOLockedValueBox(State(accounts: accounts))
        self.state = state
        http = try LoopbackHTTPServer { request in Self.answer(request, state: state, editions: editions) }
    }

    /// A service file naming this server's endpoints (`renewToken` and `signOut` included unless told not).
    public func serviceFile(renewToken: Bool = true) -> Data {
        var endpoints = [
            "signIn": http.url("/sign_in").absoluteString,
            "verifySubscription": http.url("/verify_subscription").absoluteString,
            "editionCredentials": http.url("/edition_credentials").absoluteString,
            "signOut": http.url("/sign_out").absoluteString,
        ]
        if renewToken { endpoints["renewToken"] = http.url("/renew_token").absoluteString }
        return try! JSONSerialization.data(withJSONObject: endpoints, options: [.sortedKeys])
    }

    /// The URL of an edition's EPUB (its last path segment is the product id) and of the feed.
    public func editionURL(_ productID: String) -> URL { http.url("/editions/\(productID)") }
    public var feedURL: URL { http.url("/feed.xml") }

    /// The Basic pair and key header the server gives, and demands, for an edition (until a rotation).
    public static func credentials(of productID: String, generation: Int = 0) -> (userID: String, password: String, key: String) {
        ("reader-\(productID)", "secret-\(productID)" + (generation == 0 ? "" : "-\(generation)"), "key-\(productID)")
    }

    /// The content server changes every edition's password: credentials given before are refused.
    public func rotateCredentials() { state.withLockedValue { $0.generation += 1 } }

    /// From now on every live token is expired.
    public func expireTokens() { state.withLockedValue { state in for token in state.tokens.keys { state.tokens[token]?.expired = true } } }
    /// Renewed tokens come back already expired (a server that keeps refusing).
    public func renewTokensExpired() { state.withLockedValue { $0.renewalsExpire = true } }
    /// The reader's subscription lapses: verify says so, and edition credentials are refused.
    public func lapse(_ user: String, message: String) {
        state.withLockedValue {
            $0.accounts[user]?.state = "inactive"
            $0.accounts[user]?.message = message
        }
    }
    public var renewals: Int { state.withLockedValue { $0.renewals } }
    public var liveTokens: Int { state.withLockedValue { $0.tokens.count } }

    private static func answer(_ request: LoopbackHTTPServer.Request, state: NIOLockedValueBox<State>, editions: [String: Data]) -> LoopbackHTTPServer.Reply {
        if request.path.hasPrefix("/editions/") {
            let productID = String(request.path.dropFirst("/editions/".count))
            guard let data = editions[productID] else { return .response(status: 404, headers: [], body: Data(), delay: 0) }
            let expected = credentials(of: productID, generation: state.withLockedValue { $0.generation })
            let basic = "Basic " + Data("\(expected.userID):\(expected.password)".utf8).base64EncodedString()
            guard request.header("Authorization") == basic, request.header("X-Edition-Key") == expected.key else {
                return .response(status: 401, headers: [("WWW-Authenticate", "Basic realm=\"editions\"")], body: Data(), delay: 0)
            }
            return .file(data, for: request)
        }
        if request.path == "/feed.xml" {
            return .response(status: 200, headers: [("Content-Type", "application/atom+xml;profile=opds-catalog")],
                             body: feed(editions.keys.sorted()), delay: 0)
        }
        let body = state.withLockedValue { state in xml(for: request, state: &state) }
        return .response(status: 200, headers: [("Content-Type", "application/xml"), ("Cache-Control", "no-store")], body: Data(body.utf8), delay: 0)
    }

    private static func xml(for request: LoopbackHTTPServer.Request, state: inout State) -> String {
        if request.path == "/sign_in" {
            let form = formFields(request.body)
            guard let user = form["username"], let account = state.accounts[user], account.password == form["password"] else {
                return #"<error status="notrecognised" message="Unknown user name or password"/>"#
            }
            let token = issue(for: user, state: &state)
            return account.hasFeedToken ? "<tokens><token>\(token)</token><token>Bearer feed-\(user)</token></tokens>" : "<token>\(token)</token>"
        }
        guard let token = request.query["token"], let session = state.tokens[token], let account = state.accounts[session.user] else {
            return #"<error status="notrecognised" message="Unknown token"/>"#
        }
        switch request.path {
        case "/renew_token":
            state.renewals += 1
            state.tokens[token] = nil
            let renewed = issue(for: session.user, state: &state)
            state.tokens[renewed]?.expired = state.renewalsExpire
            return "<token>\(renewed)</token>"
        case "/sign_out":
            state.tokens[token] = nil
            return "<signedout/>"
        case "/verify_subscription":
            if session.expired { return #"<subscription state="stale"/>"# }
            let issues = account.editions.map { "<issue>\($0)</issue>" }.joined()
            return #"<subscription state="\#(account.state)" message="\#(account.message)"><issues>\#(issues)</issues></subscription>"#
        case "/edition_credentials":
            if session.expired { return #"<error status="expired" message="Token expired"/>"# }
            guard account.state == "active" else { return #"<error status="inactive" message="\#(account.message)"/>"# }
            guard let productID = request.query["product_id"], account.editions.isEmpty || account.editions.contains(productID) else {
                return #"<error status="notentitled" message="This edition is not part of your subscription"/>"#
            }
            let credentials = credentials(of: productID, generation: state.generation)
            return "<credentials><userid>\(credentials.userID)</userid><password>\(credentials.password)</password>"
                + #"<headers><header name="X-Edition-Key">\#(credentials.key)</header></headers></credentials>"#
        default:
            return #"<error status="unknown" message="No such endpoint"/>"#
        }
    }

    private static func issue(for user: String, state: inout State) -> String {
        state.issued += 1
        let token = "token-\(state.issued)-\(UUID().uuidString)"
        state.tokens[token] = (user, false)
        return token
    }

    private static func formFields(_ body: Data) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in String(decoding: body, as: UTF8.self).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
                String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0)
            }
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        return fields
    }

    private static func feed(_ productIDs: [String]) -> Data {
        let entries = productIDs.map { id in
            """
            <entry><title>Edition \(id)</title><id>urn:edition:\(id)</id><dc:identifier>\(id)</dc:identifier>
            <link rel="http://opds-spec.org/acquisition" type="application/epub+zip" href="editions/\(id)"/></entry>
            """
        }.joined(separator: "\n")
        return Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/terms/">
            <id>urn:editions</id><title>Editions</title><updated>2026-11-26T00:00:00Z</updated>
            \(entries)
            </feed>
            """.utf8)
    }
}
