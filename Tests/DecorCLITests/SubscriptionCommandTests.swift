import Foundation
import LoopbackHTTPServer
import XCTest

/// `decor sign-in`, `subscription`, `sign-out`, `editions` and PUB commands with `--service`, end to end
/// against a loopback publisher: the password only ever travels on stdin and in one request body, editions
/// open with their credentials and, once fetched, without the subscription API.
final class SubscriptionCommandTests: XCTestCase {
    private let password = "s3cret-Passw0rd!"
    private var folder: URL!
    private var server: SubscriptionTestServer!
    private var serviceFile: String { folder.appendingPathComponent("service.json").path }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-subscription-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let edition = try Data(contentsOf: URL(fileURLWithPath: DecorProcess.fixture("epub/childrens-literature.epub")))
        server = try SubscriptionTestServer(
            accounts: ["ada": .init(password: password, message: "Gold subscriber", editions: ["2026-11"], hasFeedToken: true)],
            editions: ["2026-11": edition, "2025-01": edition])
        try server.serviceFile().write(to: URL(fileURLWithPath: serviceFile))
    }

    override func tearDownWithError() throws {
        server.http.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    private var home: URL { folder.appendingPathComponent("home") }

    private func decor(_ arguments: [String], input: Data? = nil) throws -> DecorProcess.Outcome {
        try DecorProcess.run(arguments, environment: ["DECOR_HOME": home.path, "DECOR_LCP_ROOTS": ""], input: input)
    }

    private func signIn(_ secret: String? = nil) throws -> DecorProcess.Outcome {
        try decor(["sign-in", "--service", serviceFile, "--user", "ada", "--password-stdin"], input: Data(((secret ?? password) + "\n").utf8))
    }

    func testSignInKeepsTheTokenButNeverThePassword() throws {
        let outcome = try signIn()
        XCTAssertEqual(outcome.status, 0, outcome.stderr + outcome.stdoutText)
        let report = try outcome.json()
        XCTAssertEqual(report["user"] as? String, "ada")
        XCTAssertEqual(report["feedToken"] as? Bool, true)
        XCTAssertFalse(outcome.stdoutText.contains(password) || outcome.stderr.contains(password))
        XCTAssertFalse(outcome.stdoutText.contains("token-"), "no token is printed")
        for file in try FileManager.default.contentsOfDirectory(at: home, includingPropertiesForKeys: nil) {
            XCTAssertNil(try Data(contentsOf: file).range(of: Data(password.utf8)), "\(file.lastPathComponent) holds the password")
        }
        let wrong = try signIn("not-the-password")
        XCTAssertEqual(wrong.status, 3)
        let error = try XCTUnwrap(try wrong.json()["error"] as? [String: Any])
        XCTAssertEqual(error["code"] as? String, "subscriptionRefused")
        XCTAssertTrue((error["message"] as? String)?.contains("Unknown user name or password") == true)
        XCTAssertFalse(wrong.stdoutText.contains("not-the-password") || wrong.stderr.contains("not-the-password"))
    }

    func testThePasswordIsNeverAnArgument() throws {
        let outcome = try decor(["sign-in", "--service", serviceFile, "--user", "ada"], input: Data(password.utf8))
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.stderr.contains("--password-stdin"), outcome.stderr)
        XCTAssertNotEqual(try decor(["sign-in", "--service", serviceFile, "--user", "ada", "--password", password]).status, 0)
        XCTAssertTrue(server.http.requests.isEmpty)
    }

    func testAMissingOrOverlongPasswordIsAUsageErrorBeforeAnyRequest() throws {
        for input in [Data(), Data(String(repeating: "p", count: 5000).utf8)] {
            let outcome = try decor(["sign-in", "--service", serviceFile, "--user", "ada", "--password-stdin"], input: input)
            XCTAssertEqual(outcome.status, 1)
            XCTAssertEqual((try outcome.json()["error"] as? [String: Any])?["code"] as? String, "invalidPassword")
        }
        XCTAssertTrue(server.http.requests.isEmpty)
    }

    func testSubscriptionPrintsStateMessageAndEditions() throws {
        XCTAssertEqual(try signIn().status, 0)
        let outcome = try decor(["subscription", "--service", serviceFile])
        XCTAssertEqual(outcome.status, 0, outcome.stderr + outcome.stdoutText)
        let report = try outcome.json()
        XCTAssertEqual(report["state"] as? String, "active")
        XCTAssertEqual(report["message"] as? String, "Gold subscriber")
        XCTAssertEqual(report["editions"] as? [String], ["2026-11"])
        server.expireTokens()
        server.renewTokensExpired()
        let expired = try decor(["subscription", "--service", serviceFile])
        XCTAssertEqual(expired.status, 3)
        XCTAssertEqual((try expired.json()["error"] as? [String: Any])?["code"] as? String, "tokenExpired")
        XCTAssertEqual(server.renewals, 1)
    }

    func testEditionsOpenWithServiceAndOfflineOnceFetched() throws {
        XCTAssertEqual(try signIn().status, 0)
        let url = server.editionURL("2026-11").absoluteString
        let withoutService = try decor(["info", url])
        XCTAssertEqual(withoutService.status, 2, "the content server demands credentials")
        server.http.resetCounters()
        let info = try decor(["info", url, "--service", serviceFile])
        XCTAssertEqual(info.status, 0, info.stderr + info.stdoutText)
        let json = try info.json()
        XCTAssertEqual(json["title"] as? String, "Children's Literature")
        let protection = try XCTUnwrap(json["protection"] as? [String: Any])
        XCTAssertEqual(protection["scheme"] as? String, "token")
        XCTAssertEqual(protection["isRestricted"] as? Bool, false)
        let first = server.http.requests.count
        XCTAssertEqual(server.http.requests.filter { $0.path == "/edition_credentials" }.count, 1)

        // The subscription lapses and the token expires: the kept credentials still open the edition.
        server.lapse("ada", message: "Your subscription lapsed")
        server.expireTokens()
        server.http.resetCounters()
        let chapter = try decor(["cat", url, "EPUB/nav.xhtml", "--service", serviceFile])
        XCTAssertEqual(chapter.status, 0, chapter.stderr)
        XCTAssertEqual(chapter.stdout.count, 12_199)
        XCTAssertTrue(server.http.requests.allSatisfy { $0.path.hasPrefix("/editions/") })
        print("decor info, first open: \(first) requests; decor cat, offline: \(server.http.requests.count) requests")
    }

    func testARefusedEditionExitsWithTheServersMessage() throws {
        XCTAssertEqual(try signIn().status, 0)
        let outcome = try decor(["info", server.editionURL("2025-01").absoluteString, "--service", serviceFile])
        XCTAssertEqual(outcome.status, 3)
        let error = try XCTUnwrap(try outcome.json()["error"] as? [String: Any])
        XCTAssertEqual(error["code"] as? String, "forbidden")
        XCTAssertTrue((error["message"] as? String)?.contains("This edition is not part of your subscription") == true, outcome.stdoutText)
    }

    func testEditionsAreListedFromTheFeedWithTheFeedToken() throws {
        XCTAssertEqual(try signIn().status, 0)
        server.http.resetCounters()
        let outcome = try decor(["editions", server.feedURL.absoluteString, "--service", serviceFile])
        XCTAssertEqual(outcome.status, 0, outcome.stderr + outcome.stdoutText)
        let editions = try XCTUnwrap(try outcome.json()["editions"] as? [[String: Any]])
        XCTAssertEqual(editions.map { $0["productID"] as? String }, ["2025-01", "2026-11"])
        XCTAssertEqual(editions.last?["url"] as? String, server.editionURL("2026-11").absoluteString)
        XCTAssertEqual(server.http.requests.first?.header("Authorization"), "Bearer feed-ada")
    }

    func testSignOutForgetsTheToken() throws {
        XCTAssertEqual(try signIn().status, 0)
        let outcome = try decor(["sign-out", "--service", serviceFile])
        XCTAssertEqual(outcome.status, 0, outcome.stderr + outcome.stdoutText)
        XCTAssertEqual(server.liveTokens, 0)
        let after = try decor(["subscription", "--service", serviceFile])
        XCTAssertEqual(after.status, 3)
        XCTAssertEqual((try after.json()["error"] as? [String: Any])?["code"] as? String, "notSignedIn")
    }

    func testAnUnusableServiceFileIsAnInputError() throws {
        try Data(#"{"signIn": "ftp://x"}"#.utf8).write(to: URL(fileURLWithPath: serviceFile))
        let outcome = try decor(["subscription", "--service", serviceFile])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual((try outcome.json()["error"] as? [String: Any])?["code"] as? String, "invalidServiceFile")
    }
}
