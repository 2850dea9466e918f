import XCTest
@testable import ProtectedLoader

/// The XML answers of a subscription server, read bounded and without the network or entities.
final class SubscriptionAnswerTests: XCTestCase {
    private func answer(_ xml: String) throws -> SubscriptionAnswer {
        try SubscriptionAnswer(data: Data(xml.utf8), location: "https://publisher.example/api")
    }

    private func assertInvalid(_ xml: String, _ reason: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try answer(xml), file: file, line: line) { error in
            guard case let .invalidAnswer(location, found)? = error as? SubscriptionError else {
                return XCTFail("\(error)", file: file, line: line)
            }
            XCTAssertEqual(location, "https://publisher.example/api", file: file, line: line)
            XCTAssertTrue(found.contains(reason), found, file: file, line: line)
        }
    }

    func testATokenAlone() throws {
        XCTAssertEqual(try answer("<?xml version=\"1.0\"?>\n<token> abc123 </token>\n<!-- debug -->"), .tokens(user: "abc123", feed: nil))
    }

    func testAUserTokenWithAFeedToken() throws {
        XCTAssertEqual(try answer("<tokens><token>abc</token><token>Bearer f1</token></tokens>"), .tokens(user: "abc", feed: "Bearer f1"))
    }

    func testASubscriptionWithItsEditions() throws {
        let xml = #"<subscription state="active" message="Gold subscriber"><issues><issue>2026-11</issue><issue>2026-12</issue></issues></subscription>"#
        XCTAssertEqual(try answer(xml), .subscription(SubscriptionStatus(state: .active, message: "Gold subscriber", editions: ["2026-11", "2026-12"])))
    }

    func testAnUnknownStateIsUnknownAndStaleAsksForRenewal() throws {
        XCTAssertEqual(try answer(#"<subscription state="gold"/>"#), .subscription(SubscriptionStatus(state: .unknown, message: nil, editions: [])))
        XCTAssertEqual(try answer(#"<subscription state="stale"/>"#), .stale)
    }

    func testCredentialsWithHeaders() throws {
        let xml = #"<credentials><userid>u</userid><password>p w</password><headers><header name="X-Key">k</header></headers></credentials>"#
        let expected = EditionCredentials(userID: "u", password: "p w", headers: [.init(name: "X-Key", value: "k")])
        XCTAssertEqual(try answer(xml), .credentials(expected))
        XCTAssertEqual(expected.requestHeaders.map(\.name), ["Authorization", "X-Key"])
        XCTAssertEqual(expected.requestHeaders.first?.value, "Basic " + Data("u:p w".utf8).base64EncodedString())
    }

    func testAnErrorWithItsMessage() throws {
        XCTAssertEqual(try answer(#"<error status="notrecognised" message="Unknown user"/>"#), .error(status: "notrecognised", message: "Unknown user"))
    }

    func testHostileAnswersAreRefused() {
        assertInvalid("<token>", "not well-formed")
        assertInvalid("<html/>", "unexpected root element")
        assertInvalid("<token></token>", "empty token")
        assertInvalid("<credentials><userid>u</userid></credentials>", "userid and a password")
        assertInvalid(#"<credentials><userid>u:v</userid><password>p</password></credentials>"#, "colon")
        assertInvalid(#"<credentials><userid>u</userid><password>p</password><headers><header name="X Y">v</header></headers></credentials>"#, "valid name")
        assertInvalid(#"<credentials><userid>u</userid><password>p</password><headers><header name="Host">v</header></headers></credentials>"#, "decor's to set")
        assertInvalid("<credentials><userid>u</userid><password>p&#10;Injected: 1</password></credentials>", "control characters")
        assertInvalid("<error/>", "without a status")
        assertInvalid("<token>" + String(repeating: "a", count: SubscriptionAnswer.maximumValueLength + 1) + "</token>", "longer than")
        let headers = String(repeating: #"<header name="X-A">v</header>"#, count: SubscriptionAnswer.maximumHeaders + 1)
        assertInvalid("<credentials><userid>u</userid><password>p</password><headers>\(headers)</headers></credentials>", "more than")
        assertInvalid("<token>" + String(repeating: "a", count: SubscriptionAnswer.maximumSize) + "</token>", "larger than")
    }

    func testEntitiesAndExternalFilesAreNeverExpanded() {
        XCTAssertThrowsError(try answer("<!DOCTYPE token [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><token>&e;</token>"))
        XCTAssertThrowsError(try answer("<!DOCTYPE token [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;\">]><token>&b;</token>"))
    }

    func testServiceFiles() throws {
        let service = try SubscriptionService(data: Data(#"{"signIn": "https://p.example/sign_in", "verifySubscription": "https://p.example/verify", "editionCredentials": "https://p.example/credentials"}"#.utf8), location: "service.json")
        XCTAssertNil(service.renewToken)
        XCTAssertEqual(service.identity, "https://p.example/sign_in")
        for (json, reason) in [
            (#"{"signIn": "https://p.example/a", "verifySubscription": "https://p.example/b"}"#, "editionCredentials is missing"),
            (#"{"signIn": "file:///etc/passwd", "verifySubscription": "https://p.example/b", "editionCredentials": "https://p.example/c"}"#, "not an http or https URL"),
            (#"{"signIn": 1}"#, "signIn is not a string"),
            ("[]", "not a JSON object"),
        ] {
            XCTAssertThrowsError(try SubscriptionService(data: Data(json.utf8), location: "service.json")) { error in
                XCTAssertTrue((error as? SubscriptionError)?.message.contains(reason) == true, "\(error)")
                XCTAssertEqual((error as? SubscriptionError)?.code, "invalidServiceFile")
            }
        }
    }

    func testQueryValuesAreFullyEncoded() {
        let url = SubscriptionClient.adding([("token", "a+b&c=d"), ("product_id", "2026/11")], to: URL(string: "https://p.example/c?x=1")!)
        XCTAssertEqual(url.absoluteString, "https://p.example/c?x=1&token=a%2Bb%26c%3Dd&product_id=2026%2F11")
    }

    func testAnOPDSFeedListsItsEditions() throws {
        let xml = """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/terms/">
            <entry><title>November</title><id>urn:x:1</id><dc:identifier>2026-11</dc:identifier>
              <link rel="http://opds-spec.org/acquisition/subscribe" href="editions/2026-11"/></entry>
            <entry><title>No identifier</title><id>urn:x:2</id><link rel="http://opds-spec.org/acquisition" href="https://cdn.example/e2"/></entry>
            <entry><title>Not fetchable</title><id>urn:x:3</id><link rel="http://opds-spec.org/acquisition" href="file:///etc/passwd"/></entry>
            <entry><title>No acquisition</title><id>urn:x:4</id><link rel="alternate" href="editions/4"/></entry>
            </feed>
            """
        let feed = try EditionFeed(data: Data(xml.utf8), url: URL(string: "https://p.example/opds/feed.xml")!)
        XCTAssertEqual(feed.entries, [
            EditionFeed.Entry(productID: "2026-11", title: "November", url: "https://p.example/opds/editions/2026-11"),
            EditionFeed.Entry(productID: "urn:x:2", title: "No identifier", url: "https://cdn.example/e2"),
        ])
        XCTAssertThrowsError(try EditionFeed(data: Data("<feed/>".utf8), url: URL(string: "https://p.example/f")!))
    }
}
