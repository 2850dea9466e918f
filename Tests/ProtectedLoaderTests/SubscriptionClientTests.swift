import LoopbackHTTPServer
import XCTest
@testable import ProtectedLoader

/// The security-API flow against a loopback publisher: sign in, verify, edition credentials, renewal of
/// expired tokens (once), sign out; and what is kept — tokens and edition credentials, never a password.
final class SubscriptionClientTests: HTTPFetcherTestCase {
    private var server: SubscriptionTestServer!
    private var folder: URL!
    private let password = "correct horse battery staple"

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = try SubscriptionTestServer(
            accounts: [
                "ada": .init(password: password, message: "Gold subscriber", editions: ["2026-11"], hasFeedToken: true),
                "bob": .init(password: "bobs password"),
            ],
            editions: [:])
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-subscription-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        server.http.stop()
        try? FileManager.default.removeItem(at: folder)
        try super.tearDownWithError()
    }

    private var databaseURL: URL { folder.appendingPathComponent("subscriptions.sqlite") }

    private func client(renewToken: Bool = true) throws -> SubscriptionClient {
        SubscriptionClient(
            service: try SubscriptionService(data: server.serviceFile(renewToken: renewToken), location: "service.json"),
            repository: SubscriptionRepository(url: databaseURL), fetcher: fetcher)
    }

    func testSignInKeepsTheTokensAndNeverThePassword() throws {
        let tokens = try client().signIn(user: "ada", password: password)
        XCTAssertEqual(tokens.feed, "Bearer feed-ada")
        XCTAssertEqual(try client().feedAuthorization(), "Bearer feed-ada")
        let signIn = try XCTUnwrap(server.http.requests.first)
        XCTAssertEqual(signIn.method, "POST")
        XCTAssertEqual(signIn.header("Content-Type"), "application/x-www-form-urlencoded")
        XCTAssertEqual(String(decoding: signIn.body, as: UTF8.self), "username=ada&password=correct%20horse%20battery%20staple")
        XCTAssertTrue(signIn.query.isEmpty, "the password travels in the body, not the URL")
        // Every file of the database (WAL included) is searched, in both spellings the password was sent in.
        for file in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) {
            let bytes = try Data(contentsOf: file)
            for spelling in [password, "correct%20horse"] {
                XCTAssertNil(bytes.range(of: Data(spelling.utf8)), "\(file.lastPathComponent) holds the password")
            }
        }
    }

    func testAWrongPasswordIsTheServersRefusal() throws {
        XCTAssertThrowsError(try client().signIn(user: "ada", password: "wrong")) { error in
            guard case let .refused(_, status, message)? = error as? SubscriptionError else { return XCTFail("\(error)") }
            XCTAssertEqual(status, "notrecognised")
            XCTAssertEqual(message, "Unknown user name or password")
            XCTAssertFalse("\(error)".contains("wrong"))
        }
        XCTAssertThrowsError(try client().verifySubscription()) { error in
            XCTAssertEqual((error as? SubscriptionError)?.code, "notSignedIn")
        }
    }

    func testVerifySubscriptionGivesStateMessageAndEditions() throws {
        try client().signIn(user: "ada", password: password)
        XCTAssertEqual(try client().verifySubscription(), SubscriptionStatus(state: .active, message: "Gold subscriber", editions: ["2026-11"]))
        let verify = try XCTUnwrap(server.http.requests.last)
        XCTAssertNotNil(verify.query["token"])
        server.lapse("ada", message: "Your subscription lapsed on 1 November")
        XCTAssertEqual(try client().verifySubscription().state, .inactive)
    }

    func testAnExpiredTokenIsRenewedOnceAndTheCallRetried() throws {
        try client().signIn(user: "ada", password: password)
        server.expireTokens()
        XCTAssertEqual(try client().verifySubscription().state, .active)
        XCTAssertEqual(server.renewals, 1)
        server.expireTokens()
        XCTAssertEqual(try client().fetchCredentials(forEdition: "2026-11").userID, "reader-2026-11")
        XCTAssertEqual(server.renewals, 2)
        // The renewed token was kept: the next call needs no renewal.
        XCTAssertEqual(try client().verifySubscription().state, .active)
        XCTAssertEqual(server.renewals, 2)
    }

    func testATokenStillExpiredAfterOneRenewalIsReported() throws {
        try client().signIn(user: "ada", password: password)
        server.expireTokens()
        server.renewTokensExpired()
        for call in [{ _ = try self.client().verifySubscription() }, { _ = try self.client().fetchCredentials(forEdition: "2026-11") }] {
            let before = server.renewals
            XCTAssertThrowsError(try call()) { error in XCTAssertEqual((error as? SubscriptionError)?.code, "tokenExpired") }
            XCTAssertEqual(server.renewals, before + 1, "renewed once, not in a loop")
        }
    }

    func testWithoutARenewEndpointAnExpiredTokenIsReported() throws {
        try client(renewToken: false).signIn(user: "ada", password: password)
        server.expireTokens()
        XCTAssertThrowsError(try client(renewToken: false).verifySubscription()) { error in
            XCTAssertEqual((error as? SubscriptionError)?.code, "tokenExpired")
        }
        XCTAssertEqual(server.renewals, 0)
    }

    func testEditionCredentialsAreKeptAfterTheSubscriptionLapses() throws {
        try client().signIn(user: "ada", password: password)
        let fetched = try client().fetchCredentials(forEdition: "2026-11")
        XCTAssertEqual(fetched.headers, [.init(name: "X-Edition-Key", value: "key-2026-11")])
        server.lapse("ada", message: "Your subscription lapsed on 1 November")
        server.http.resetCounters()
        XCTAssertEqual(try client().keptCredentials(forEdition: "2026-11"), fetched)
        XCTAssertTrue(server.http.requests.isEmpty, "kept credentials need no request")
        XCTAssertThrowsError(try client().fetchCredentials(forEdition: "2026-11")) { error in
            guard case let .refused(_, status, message)? = error as? SubscriptionError else { return XCTFail("\(error)") }
            XCTAssertEqual(status, "inactive")
            XCTAssertEqual(message, "Your subscription lapsed on 1 November")
        }
    }

    func testAnEditionOutsideTheSubscriptionIsRefusedWithTheServersMessage() throws {
        try client().signIn(user: "ada", password: password)
        XCTAssertThrowsError(try client().fetchCredentials(forEdition: "2025-01")) { error in
            XCTAssertEqual((error as? SubscriptionError)?.message.contains("This edition is not part of your subscription"), true)
            XCTAssertEqual((error as? SubscriptionError)?.isProtectionError, true)
        }
    }

    func testSignOutForgetsTheTokenAndKeepsEditions() throws {
        try client().signIn(user: "bob", password: "bobs password")
        try client().fetchCredentials(forEdition: "any")
        XCTAssertEqual(server.liveTokens, 1)
        try client().signOut()
        XCTAssertEqual(server.liveTokens, 0, "the server was told")
        XCTAssertNil(try SubscriptionRepository(url: databaseURL).tokens(service: client().service.identity))
        XCTAssertThrowsError(try client().verifySubscription()) { error in
            XCTAssertEqual((error as? SubscriptionError)?.code, "notSignedIn")
        }
        XCTAssertEqual(try client().keptCredentials(forEdition: "any")?.userID, "reader-any")
    }

    func testAnUnreachableServerIsANetworkErrorWithoutTheToken() throws {
        try client().signIn(user: "bob", password: "bobs password")
        let token = try XCTUnwrap(SubscriptionRepository(url: databaseURL).tokens(service: client().service.identity)?.user)
        // The same service (same Sign In URL, so the same token) whose Verify Subscription nobody answers.
        var service = try client().service
        service.verifySubscription = URL(string: "http://127.0.0.1:1/verify_subscription")!
        let unreachable = SubscriptionClient(service: service, repository: SubscriptionRepository(url: databaseURL), fetcher: fetcher)
        XCTAssertThrowsError(try unreachable.verifySubscription()) { error in
            guard case .network? = error as? SubscriptionError else { return XCTFail("\(error)") }
            XCTAssertFalse("\(error)".contains(token), "\(error)")
        }
    }
}
