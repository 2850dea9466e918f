import Foundation
import LoopbackHTTPServer
import XCTest

/// The built `decor` checking LCP provider certificates against revocation lists: the list named by the
/// provider certificate's distribution point on a loopback server, `--lcp-crl` and `DECOR_LCP_CRL`,
/// downloaded once and cached in DECOR_HOME, and reported by `decor info` as `protection.crl`.
final class LCPRevocationListCommandTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var server: LoopbackHTTPServer!
    private var pki: RevocationTestPKI!

    override func setUpWithError() throws {
        scratch = try ScratchFolder("decor-crl")
        server = try LoopbackHTTPServer { _ in .json(404, Data()) }
        pki = try RevocationTestPKI(in: scratch.url, revocationListURL: server.url("/ca.crl"))
    }

    override func tearDownWithError() throws {
        server.stop()
        try scratch.remove()
    }

    private func decor(_ arguments: [String], environment: [String: String] = [:]) throws -> DecorProcess.Outcome {
        try DecorProcess.run(arguments, environment: ["DECOR_HOME": scratch.path("home"), "DECOR_LCP_ROOTS": "", "DECOR_LCP_CRL": ""]
            .merging(environment) { $1 })
    }

    private func info(_ extra: [String] = [], environment: [String: String] = [:]) throws -> [String: Any] {
        let outcome = try decor(["info", pki.bookPath, "--passphrase", "dan", "--lcp-root", pki.rootPath] + extra, environment: environment)
        XCTAssertEqual(outcome.status, 0, outcome.stderr + outcome.stdoutText)
        return try XCTUnwrap(try outcome.json()["protection"] as? [String: Any])
    }

    private func serve(revokingProvider: Bool) throws {
        let list = try pki.revocationList(revokingProvider: revokingProvider)
        server.answer { request in
            request.path == "/ca.crl" ? .response(status: 200, headers: [("Content-Type", "application/pkix-crl")], body: list, delay: 0)
                : .json(404, Data())
        }
    }

    func testInfoReportsTheDistributionPointsListAndLaterRunsUseTheCachedOne() throws {
        try serve(revokingProvider: false)
        for _ in 0..<3 {
            let protection = try info()
            XCTAssertEqual(protection["isRestricted"] as? Bool, false)
            let crl = try XCTUnwrap(protection["crl"] as? [String: Any])
            XCTAssertEqual(crl["source"] as? String, server.url("/ca.crl").absoluteString)
            XCTAssertEqual(crl["status"] as? String, "valid")
            XCTAssertNotNil((crl["thisUpdate"] as? String).flatMap { try? Date($0, strategy: .iso8601) }, "\(crl)")
            XCTAssertNotNil((crl["nextUpdate"] as? String).flatMap { try? Date($0, strategy: .iso8601) }, "\(crl)")
        }
        XCTAssertEqual(server.requests.count, 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.path("home/crls.sqlite")))
    }

    func testARevokedProviderIsRestrictedAndItsContentRefused() throws {
        try serve(revokingProvider: true)
        let protection = try info()
        XCTAssertEqual(protection["isRestricted"] as? Bool, true)
        XCTAssertEqual((protection["error"] as? [String: Any])?["code"] as? String, "certificateRevoked")
        XCTAssertEqual((protection["crl"] as? [String: Any])?["status"] as? String, "revoked")
        let cat = try decor(["cat", pki.bookPath, "EPUB/wasteland-content.xhtml", "--passphrase", "dan", "--lcp-root", pki.rootPath])
        XCTAssertEqual(cat.status, 3, cat.stderr)
    }

    func testLcpCrlAndTheEnvironmentAddListsFromFiles() throws {
        try serve(revokingProvider: false)
        let revoking = try scratch.write("revoking.crl", pki.revocationList(revokingProvider: true))
        let fromOption = try info(["--lcp-crl", revoking])
        XCTAssertEqual((fromOption["error"] as? [String: Any])?["code"] as? String, "certificateRevoked")
        XCTAssertEqual((fromOption["crl"] as? [String: Any])?["source"] as? String, revoking)
        let fromEnvironment = try info(environment: ["DECOR_LCP_CRL": revoking])
        XCTAssertEqual((fromEnvironment["error"] as? [String: Any])?["code"] as? String, "certificateRevoked")
    }

    func testAnUnreachableListNeverBlocksReading() throws {
        server.stop()
        let protection = try info()
        XCTAssertEqual(protection["isRestricted"] as? Bool, false)
        let crl = try XCTUnwrap(protection["crl"] as? [String: Any])
        XCTAssertEqual(crl["status"] as? String, "unavailable")
        XCTAssertTrue(crl["thisUpdate"] is NSNull)
        let cat = try decor(["cat", pki.bookPath, "EPUB/wasteland-content.xhtml", "--passphrase", "dan", "--lcp-root", pki.rootPath])
        XCTAssertEqual(cat.status, 0, cat.stderr)
        XCTAssertFalse(cat.stdout.isEmpty)
    }

    func testOfflineDownloadsNothing() throws {
        try serve(revokingProvider: true)
        let protection = try info(["--offline"])
        XCTAssertEqual(protection["isRestricted"] as? Bool, false)
        XCTAssertEqual((protection["crl"] as? [String: Any])?["status"] as? String, "unavailable")
        XCTAssertEqual(server.requests.count, 0)
    }
}
