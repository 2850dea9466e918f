import DecorEngine
import Foundation
import Server
import XCTest

/// protection.md's web routes: status, peeking, consuming, and concurrent consumers never overspending.
final class ContentProtectionRouteTests: XCTestCase {
    private var server: TestServer!

    override func setUp() async throws {
        server = try await TestServer.start(try ServerFixtures.standard())
    }

    override func tearDown() async throws {
        await server.stop()
    }

    private var base: String { "/pub/\(ServerFixtures.lcpID)/~readium" }

    func testStatusOfAnUnlockedAndARestrictedPublication() async throws {
        let status = try await server.request("\(base)/content-protection")
        XCTAssertEqual(status.status, 200)
        XCTAssertEqual(status.header("Content-Type"), "application/vnd.readium.content-protection+json")
        XCTAssertEqual(status.json?["isRestricted"]?.boolValue, false)
        XCTAssertEqual(status.json?["name"]?.stringValue, "Readium LCP")
        XCTAssertEqual(status.json?["rights"]?["canCopy"]?.boolValue, true)
        XCTAssertEqual(status.json?["rights"]?["canPrint"]?.boolValue, true)

        let restricted = try await server.request("/pub/\(ServerFixtures.restrictedID)/~readium/content-protection")
        XCTAssertEqual(restricted.json?["isRestricted"]?.boolValue, true)
        XCTAssertNotNil(restricted.json?["error"]?["code"]?.stringValue)
        XCTAssertEqual(restricted.json?["rights"]?["canCopy"]?.boolValue, false)
        let copy = try await server.request("/pub/\(ServerFixtures.restrictedID)/~readium/rights/copy?text=a")
        XCTAssertEqual(copy.status, 403)
        XCTAssertEqual(copy.header("Content-Type"), "application/problem+json")
    }

    func testPeekDoesNotConsumeAndCopyDoes() async throws {
        let text = String(repeating: "x", count: 1000)
        for _ in 0..<3 {
            let peek = try await server.request("\(base)/rights/copy?text=\(text)&peek=true")
            XCTAssertEqual(peek.status, 200)
            XCTAssertEqual(peek.header("Content-Type"), "application/vnd.readium.rights.copy+json")
        }
        let first = try await server.request("\(base)/rights/copy?text=\(text)")
        XCTAssertEqual(first.status, 200)
        XCTAssertEqual(first.json?["left"]?.integerValue, 1048)
        let second = try await server.request("\(base)/rights/copy?text=\(text)")
        XCTAssertEqual(second.json?["left"]?.integerValue, 48)
        let refused = try await server.request("\(base)/rights/copy?text=\(text)")
        XCTAssertEqual(refused.status, 403)
        let print = try await server.request("\(base)/rights/print?pageCount=60")
        XCTAssertEqual(print.status, 200)
        XCTAssertEqual(print.header("Content-Type"), "application/vnd.readium.rights.print+json")
        let overPrint = try await server.request("\(base)/rights/print?pageCount=41&peek=true")
        XCTAssertEqual(overPrint.status, 403)
        let badCount = try await server.request("\(base)/rights/print?pageCount=-1")
        XCTAssertEqual(badCount.status, 400)
    }

    /// The license allows 2048 characters: 20 concurrent requests of 200 can never get more than 10 through.
    func testConcurrentCopiesNeverOverspend() async throws {
        let text = String(repeating: "y", count: 200)
        let server: TestServer = server
        let path = "\(base)/rights/copy?text=\(text)"
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<20 {
                group.addTask { try await server.request(path).status }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        XCTAssertEqual(statuses.filter { $0 == 200 }.count, 10)
        XCTAssertEqual(statuses.filter { $0 == 403 }.count, 10)
        let status = try await server.request("\(base)/content-protection")
        XCTAssertEqual(status.json?["rights"]?["copyLeft"]?.integerValue, 48)
    }
}
