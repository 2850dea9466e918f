import Foundation
import LoopbackHTTPServer
import XCTest
@testable import ProtectedLoader

/// Revocation lists fetched online: a provider certificate of the test CA names a CRL distribution point
/// on a loopback server, which serves lists made by the test CA (revoking the provider or not, expired,
/// with a broken signature), or is down. Opening downloads a list only when none is cached or the cached
/// one is past its `nextUpdate`, and never fails for want of one.
final class LCPRevocationListTests: XCTestCase {
    private let pki = LCPTestPKI.shared
    private var server: LoopbackHTTPServer!
    private var provider: LCPTestPKI.Provider!
    private var license: LCPTestLicense!
    private var repository: RevocationListRepository!
    private var fetcher: HTTPFetcher!
    private var clock: TestClock!

    private var listURL: URL { server.url("/ca.crl") }

    override func setUpWithError() throws {
        server = try LoopbackHTTPServer { _ in .json(404, Data()) }
        provider = try pki.makeProvider(.ec(curve: "P-256"), revocationListURL: server.url("/ca.crl"))
        // Updated now, once the provider certificate exists (certificates are checked at that date).
        license = LCPTestLicense()
        repository = try .inMemory()
        fetcher = Self.makeFetcher()
        clock = TestClock()
    }

    private static func makeFetcher() -> HTTPFetcher { HTTPFetcher(policy: HTTPRequestPolicy(connectTimeout: 2, totalTimeout: 5)) }

    /// Stops the server, and drops the fetcher's kept-alive connections to it, which would still answer.
    private func takeServerDown() throws {
        server.stop()
        try fetcher.shutdown()
        fetcher = Self.makeFetcher()
    }

    override func tearDownWithError() throws {
        server.stop()
        try fetcher.shutdown()
    }

    private func serve(_ list: Data) {
        server.answer { _ in .response(status: 200, headers: [("Content-Type", "application/pkix-crl")], body: list, delay: 0) }
    }

    private func protection(online: Bool = true, locations: [RevocationListLocation] = []) throws -> LCPContentProtection {
        let clock: TestClock = clock
        return try LCPContentProtection(configuration: LCPConfiguration(
            trustedRootsPEM: [pki.authority.certificatePEM], revocationListLocations: locations, revocationListCache: repository,
            online: online ? LCPOnlineConfiguration(fetcher: fetcher) : nil, now: { clock.now }))
    }

    private func open(signedBy signer: LCPTestPKI.Provider? = nil, with protection: LCPContentProtection? = nil) throws -> ProtectedAsset {
        let package = try LCPTestPackage(license: license.document(signedBy: signer ?? provider), contentKey: license.contentKey)
        return try XCTUnwrap((protection ?? self.protection()).open(
            .container(package.container), options: OpeningOptions(credentials: license.passphrase)))
    }

    private var crlRequests: Int { server.requests.filter { $0.path == "/ca.crl" }.count }

    func testTheDistributionPointIsReadFromTheProviderCertificate() throws {
        XCTAssertEqual(try X509Certificate(der: provider.certificateDER).revocationListURIs, [listURL.absoluteString])
        XCTAssertEqual(try X509Certificate(der: pki.rsaProvider.certificateDER).revocationListURIs, [])
    }

    func testAListThatRevokesTheProviderRestrictsWithCertificateRevoked() throws {
        // Dated from the test's clock: a list dated by openssl's own clock can fall a second after it.
        serve(try pki.der(ofRevocationList: pki.revocationList(revoking: [provider], lastUpdate: clock.now,
                                                               nextUpdate: clock.now + 30 * 86400)))
        let asset = try open()
        XCTAssertEqual(asset.state.error?.code, "certificateRevoked")
        XCTAssertThrowsError(try asset.container.resource(at: LCPTestPackage.chapterPath)?.read())
        let report = try XCTUnwrap(asset.state.revocationList)
        XCTAssertEqual(report.source, listURL.absoluteString)
        XCTAssertEqual(report.status, .revoked)
        XCTAssertLessThanOrEqual(try XCTUnwrap(report.thisUpdate), clock.now)
        XCTAssertGreaterThan(try XCTUnwrap(report.nextUpdate), clock.now)
        XCTAssertEqual(crlRequests, 1)
    }

    func testAListThatDoesNotRevokeTheProviderUnlocks() throws {
        serve(try pki.revocationList(revoking: [pki.rsaProvider]))
        let asset = try open()
        XCTAssertNil(asset.state.error)
        XCTAssertEqual(try asset.container.resource(at: LCPTestPackage.chapterPath)?.read().isEmpty, false)
        XCTAssertEqual(asset.state.revocationList?.status, .valid)
    }

    func testTenOpensWithinTheListsValidityDownloadItOnce() throws {
        serve(try pki.revocationList(revoking: []))
        let shared = try protection()
        for _ in 0..<5 { XCTAssertEqual(try open(with: shared).state.revocationList?.status, .valid) }
        // Five more as separate processes would make them: new protections over the same repository.
        for _ in 0..<5 { XCTAssertEqual(try open(with: protection()).state.revocationList?.status, .valid) }
        XCTAssertEqual(crlRequests, 1)

        clock.advance(by: 31 * 86400)
        XCTAssertEqual(try open().state.revocationList?.status, .expired)
        XCTAssertEqual(crlRequests, 2, "a list past its nextUpdate is downloaded again")
    }

    func testAnExpiredListIsStillConsultedAndDownloadedAgainAtEachOpen() throws {
        let now = clock.now
        serve(try pki.revocationList(revoking: [], lastUpdate: now - 2 * 86400, nextUpdate: now - 86400))
        let asset = try open()
        XCTAssertNil(asset.state.error)
        let report = try XCTUnwrap(asset.state.revocationList)
        XCTAssertEqual(report.status, .expired)
        XCTAssertLessThan(try XCTUnwrap(report.nextUpdate), now)
        _ = try open()
        XCTAssertEqual(crlRequests, 2)

        serve(try pki.revocationList(revoking: [provider], lastUpdate: now - 2 * 86400, nextUpdate: now - 86400))
        XCTAssertEqual(try open().state.error?.code, "certificateRevoked", "an expired list still revokes")
    }

    func testAListWithABadSignatureNeverRevokesAndIsReported() throws {
        var forged = try pki.der(ofRevocationList: pki.revocationList(revoking: [provider]))
        forged[forged.index(before: forged.endIndex)] ^= 0x01
        serve(forged)
        let asset = try open()
        XCTAssertNil(asset.state.error)
        XCTAssertEqual(asset.state.revocationList, RevocationListReport(source: listURL.absoluteString, thisUpdate: nil, nextUpdate: nil, status: .invalid))
        _ = try open()
        XCTAssertEqual(crlRequests, 2, "a list that fails verification is not cached")
    }

    func testWhenTheServerIsDownTheCachedListIsUsedAndReported() throws {
        serve(try pki.revocationList(revoking: []))
        let cached = try XCTUnwrap(try open().state.revocationList)
        clock.advance(by: 31 * 86400)
        try takeServerDown()
        let asset = try open()
        XCTAssertNil(asset.state.error)
        XCTAssertEqual(asset.state.revocationList, RevocationListReport(
            source: listURL.absoluteString, thisUpdate: cached.thisUpdate, nextUpdate: cached.nextUpdate, status: .unavailable))
    }

    func testWhenTheServerIsDownACachedRevocationStillRestricts() throws {
        serve(try pki.revocationList(revoking: [provider]))
        XCTAssertEqual(try open().state.error?.code, "certificateRevoked")
        clock.advance(by: 31 * 86400)
        try takeServerDown()
        XCTAssertEqual(try open().state.error?.code, "certificateRevoked")
    }

    func testWhenTheServerIsDownAndNothingIsCachedReadingGoesOn() throws {
        try takeServerDown()
        let asset = try open()
        XCTAssertNil(asset.state.error)
        XCTAssertEqual(asset.state.revocationList, RevocationListReport(source: listURL.absoluteString, thisUpdate: nil, nextUpdate: nil, status: .unavailable))
    }

    func testOfflineNothingIsDownloaded() throws {
        serve(try pki.revocationList(revoking: [provider]))
        let asset = try open(with: protection(online: false))
        XCTAssertNil(asset.state.error)
        XCTAssertEqual(asset.state.revocationList?.status, .unavailable)
        XCTAssertEqual(crlRequests, 0)
    }

    func testATooLargeListIsUnavailable() throws {
        serve(Data(count: RevocationListCheck.maximumSize + 1))
        XCTAssertEqual(try open().state.revocationList?.status, .unavailable)
    }

    func testConfiguredFilesAndURLsCountForProvidersWithoutDistributionPoints() throws {
        let signer = try pki.makeProvider(.ec(curve: "P-256"))
        license = LCPTestLicense()
        let file = pki.directory.appendingPathComponent("configured-\(UUID().uuidString).crl")
        try pki.revocationList(revoking: [signer]).write(to: file)
        let fromFile = try open(signedBy: signer, with: protection(locations: [.file(path: file.path)]))
        XCTAssertEqual(fromFile.state.error?.code, "certificateRevoked")
        XCTAssertEqual(fromFile.state.revocationList?.source, file.path)

        let missing = try open(signedBy: signer, with: protection(locations: [.file(path: file.path + ".missing")]))
        XCTAssertNil(missing.state.error)
        XCTAssertEqual(missing.state.revocationList?.status, .unavailable)

        let configuredURL = server.url("/configured.crl")
        let list = try pki.revocationList(revoking: [signer])
        server.answer { request in
            request.path == "/configured.crl" ? .response(status: 200, headers: [], body: list, delay: 0) : .json(404, Data())
        }
        let fromURL = try open(signedBy: signer, with: protection(locations: [.url(configuredURL)]))
        XCTAssertEqual(fromURL.state.error?.code, "certificateRevoked")
        XCTAssertEqual(fromURL.state.revocationList?.source, configuredURL.absoluteString)
    }

    func testLocationsAreURLsOrFiles() {
        XCTAssertEqual(RevocationListLocation(parsing: "http://crl.example/ca.crl"), .url(URL(string: "http://crl.example/ca.crl")!))
        XCTAssertEqual(RevocationListLocation(parsing: "HTTPS://crl.example/ca.crl"), .url(URL(string: "HTTPS://crl.example/ca.crl")!))
        XCTAssertEqual(RevocationListLocation(parsing: "lists/ca.crl"), .file(path: "lists/ca.crl"))
    }
}

/// A clock tests move forward, read by the protection through `LCPConfiguration.now`.
private final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date()

    var now: Date { lock.withLock { current } }

    func advance(by seconds: TimeInterval) { lock.withLock { current += seconds } }
}
