import XCTest

final class InfoCommandTests: XCTestCase {
    func testDescribesAnUnprotectedPublication() throws {
        let outcome = try DecorProcess.run(["info", DecorProcess.fixture("epub/moby-dick.epub")])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let json = try outcome.json()
        XCTAssertEqual(json["identifier"] as? String, "code.google.com.epub-samples.moby-dick-basic")
        XCTAssertEqual(json["title"] as? String, "Moby-Dick")
        XCTAssertEqual(json["language"] as? String, "en-US")
        let readingOrder = try XCTUnwrap(json["readingOrder"] as? [[String: Any]])
        XCTAssertEqual(readingOrder.count, 144)
        XCTAssertEqual(readingOrder[0]["href"] as? String, "OPS/cover.xhtml")
        XCTAssertEqual(readingOrder[0]["type"] as? String, "application/xhtml+xml")
        let protection = try XCTUnwrap(json["protection"] as? [String: Any])
        XCTAssertTrue(protection["scheme"] is NSNull)
        XCTAssertEqual(protection["isRestricted"] as? Bool, false)
        XCTAssertTrue(protection["error"] is NSNull)
        XCTAssertTrue(protection["license"] is NSNull)
        XCTAssertTrue(protection["crl"] is NSNull)
        let rights = try XCTUnwrap(protection["rights"] as? [String: Any])
        XCTAssertEqual(rights["canCopy"] as? Bool, true)
        XCTAssertEqual(rights["canPrint"] as? Bool, true)
        XCTAssertTrue(rights["copyLeft"] is NSNull)
    }

    func testReportsFontObfuscation() throws {
        let outcome = try DecorProcess.run(["info", DecorProcess.fixture("epub/wasteland-otf-obf.epub")])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let protection = try XCTUnwrap(try outcome.json()["protection"] as? [String: Any])
        XCTAssertEqual(protection["scheme"] as? String, "obfuscation")
        XCTAssertEqual(protection["isRestricted"] as? Bool, false)
    }

    func testAMissingFileIsAnInputErrorInJSON() throws {
        let outcome = try DecorProcess.run(["info", "/no/such/book.epub"])
        XCTAssertEqual(outcome.status, 2)
        let error = try XCTUnwrap(try outcome.json()["error"] as? [String: Any])
        XCTAssertNotNil(error["code"] as? String)
        XCTAssertTrue((error["message"] as? String ?? "").contains("/no/such/book.epub"))
    }

    func testUsageErrorsExitWithOne() throws {
        XCTAssertEqual(try DecorProcess.run(["info"]).status, 1)
        XCTAssertEqual(try DecorProcess.run(["info", "a.epub", "--passphrase", "x", "--password", "y"]).status, 1)
        XCTAssertEqual(try DecorProcess.run(["no-such-command"]).status, 1)
        XCTAssertEqual(try DecorProcess.run(["info", "--help"]).status, 0)
    }
}
