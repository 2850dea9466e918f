import LoopbackHTTPServer
import XCTest
@testable import ProtectedLoader

/// Editions opened through `TokenAuthorisedEditionProtection`: every request carries the edition's
/// credentials, kept credentials open it with the subscription lapsed and the API down, and a refused
/// edition is a protection error with the server's message.
final class TokenAuthorisedEditionTests: HTTPFetcherTestCase {
    private var server: SubscriptionTestServer!
    private var repository: SubscriptionRepository!

    override func setUpWithError() throws {
        try super.setUpWithError()
        let edition = try Fixtures.data("epub/childrens-literature.epub")
        server = try SubscriptionTestServer(
            accounts: ["ada": .init(password: "pw", editions: ["2026-11"])], editions: ["2026-11": edition, "2025-01": edition])
        repository = try SubscriptionRepository.inMemory()
    }

    override func tearDownWithError() throws {
        server.http.stop()
        try super.tearDownWithError()
    }

    private func opener() throws -> PublicationOpener {
        let client = SubscriptionClient(
            service: try SubscriptionService(data: server.serviceFile(), location: "service.json"), repository: repository, fetcher: fetcher)
        return PublicationOpener(protections: [TokenAuthorisedEditionProtection(client: client)], fetcher: fetcher)
    }

    private func signIn() throws {
        try SubscriptionClient(
            service: try SubscriptionService(data: server.serviceFile(), location: "service.json"), repository: repository, fetcher: fetcher
        ).signIn(user: "ada", password: "pw")
        server.http.resetCounters()
    }

    func testAnEditionOpensWithItsCredentialsOnEveryRequest() throws {
        try signIn()
        let publication = try opener().open(path: server.editionURL("2026-11").absoluteString)
        XCTAssertEqual(publication.title, "Children's Literature")
        XCTAssertEqual(publication.protection?.scheme, .token)
        XCTAssertFalse(publication.isRestricted)
        let chapter = try publication.resource(href: "EPUB/s04.xhtml").read()
        XCTAssertEqual(chapter.count, 338_187)
        let requests = server.http.requests
        XCTAssertEqual(requests.first?.path, "/edition_credentials")
        XCTAssertEqual(requests.first?.query["product_id"], "2026-11")
        let content = requests.filter { $0.path.hasPrefix("/editions/") }
        XCTAssertFalse(content.isEmpty)
        for request in content {
            XCTAssertEqual(request.header("X-Edition-Key"), "key-2026-11")
            XCTAssertEqual(request.header("Authorization"), "Basic " + Data("reader-2026-11:secret-2026-11".utf8).base64EncodedString())
        }
        print("edition open, first: \(requests.count) requests (1 credentials, \(content.count) content)")
    }

    func testAnEditionOpensOfflineWithKeptCredentialsAfterTheSubscriptionLapses() throws {
        try signIn()
        let url = server.editionURL("2026-11").absoluteString
        _ = try opener().open(path: url)
        server.lapse("ada", message: "lapsed")
        server.expireTokens()
        server.http.resetCounters()
        let publication = try opener().open(path: url)
        XCTAssertEqual(try publication.resource(href: "EPUB/nav.xhtml").read().count, 12_199)
        let requests = server.http.requests
        XCTAssertTrue(requests.allSatisfy { $0.path.hasPrefix("/editions/") }, "\(requests.map(\.path))")
        print("edition open, offline: \(requests.count) requests (0 to the subscription API)")
    }

    func testKeptCredentialsTheServerRotatedAreFetchedAgainOnce() throws {
        try signIn()
        let url = server.editionURL("2026-11").absoluteString
        _ = try opener().open(path: url)
        server.rotateCredentials()
        server.http.resetCounters()
        let publication = try opener().open(path: url)
        XCTAssertEqual(publication.title, "Children's Literature")
        XCTAssertEqual(server.http.requests.filter { $0.path == "/edition_credentials" }.count, 1)
        XCTAssertEqual(server.http.requests.filter { $0.header("Authorization") == "Basic " + Data("reader-2026-11:secret-2026-11".utf8).base64EncodedString() }.count, 1,
                       "the kept pair was tried once")
        XCTAssertEqual(try repository.credentials(service: server.http.url("/sign_in").absoluteString, productID: "2026-11")?.password,
                       "secret-2026-11-1", "the fresh pair is kept")
        // Rotated again while the subscription lapsed: the refusal is the service's, with its message.
        server.rotateCredentials()
        server.lapse("ada", message: "Your subscription lapsed")
        XCTAssertThrowsError(try opener().open(path: url)) { error in
            guard case let .forbidden(_, reason)? = error as? OpeningError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("Your subscription lapsed"), reason)
        }
    }

    func testARefusedEditionIsForbiddenWithTheServersMessage() throws {
        try signIn()
        XCTAssertThrowsError(try opener().open(path: server.editionURL("2025-01").absoluteString)) { error in
            guard case let .forbidden(location, reason)? = error as? OpeningError else { return XCTFail("\(error)") }
            XCTAssertTrue(location.hasSuffix("/editions/2025-01"))
            XCTAssertTrue(reason.contains("This edition is not part of your subscription"), reason)
            XCTAssertTrue((error as? OpeningError)?.isProtectionError == true)
        }
        XCTAssertFalse(server.http.requests.contains { $0.path.hasPrefix("/editions/") }, "nothing fetched without credentials")
    }

    func testWithoutSigningInAnEditionIsForbidden() throws {
        XCTAssertThrowsError(try opener().open(path: server.editionURL("2026-11").absoluteString)) { error in
            guard case let .forbidden(_, reason)? = error as? OpeningError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("not signed in"), reason)
        }
    }

    func testPackagesOnDiskAreNotEditions() throws {
        let publication = try opener().open(path: Fixtures.path("epub/childrens-literature.epub"))
        XCTAssertNil(publication.protection)
        XCTAssertTrue(server.http.requests.isEmpty)
    }
}
