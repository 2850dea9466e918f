import DecorEngine
import Foundation
import Server
import NIOHTTP1
import XCTest

/// The group state API: diffs, state round trips, refusals that store nothing, bounds, and readers kept
/// apart by their tokens.
final class GroupStateRouteTests: XCTestCase {
    private static let group = "/pub/moby-dick/readers/ann/groups/highlights"

    func testPutAnswersTheDiffAndGetGivesTheStateBack() async throws {
        let server = try await TestServer.start([try ServerFixtures.open(ServerFixtures.mobyDick)])
        defer { Task { await server.stop() } }
        let first = try await server.request(Self.group, method: .PUT, body: ServerFixtures.body([
            ServerFixtures.decoration("1", "Ishmael", before: "Call me "), ServerFixtures.decoration("2", "Some years ago"),
        ]))
        XCTAssertEqual(first.status, 200)
        let diff = try XCTUnwrap(first.json?.arrayValue)
        XCTAssertEqual(diff.count, 1)
        XCTAssertEqual(diff[0]["group"]?.stringValue, "highlights")
        XCTAssertEqual(diff[0]["href"]?.stringValue, ServerFixtures.chapter)
        XCTAssertEqual(diff[0]["changes"]?.arrayValue?.compactMap { $0["kind"]?.stringValue }, ["add", "add"])

        let second = try await server.request(Self.group, method: .PUT, body: ServerFixtures.body([
            ServerFixtures.decoration("2", "Some years ago", tint: "red"), ServerFixtures.decoration("3", "little or no money"),
        ]))
        let changes = second.json?.arrayValue?.first?["changes"]?.arrayValue ?? []
        XCTAssertEqual(changes.compactMap { $0["kind"]?.stringValue }, ["remove", "update", "add"])
        XCTAssertEqual(changes.first?["id"]?.stringValue, "1")

        let state = try await server.request(Self.group)
        XCTAssertEqual(state.status, 200)
        XCTAssertEqual(state.json?["decorations"]?.arrayValue?.compactMap { $0["id"]?.stringValue }, ["2", "3"])
        XCTAssertEqual(state.json?["decorations"]?.arrayValue?.first?["style"]?["tint"]?.stringValue, "red")

        let unchanged = try await server.request(Self.group, method: .PUT, body: ServerFixtures.body([
            ServerFixtures.decoration("2", "Some years ago", tint: "red"), ServerFixtures.decoration("3", "little or no money"),
        ]))
        XCTAssertEqual(unchanged.json?.arrayValue?.count, 0)

        let deleted = try await server.request(Self.group, method: .DELETE)
        XCTAssertEqual(deleted.json?.arrayValue?.first?["changes"]?.arrayValue?.count, 2)
        let cleared = try await server.request(Self.group).json?["decorations"]?.arrayValue?.count
        XCTAssertEqual(cleared, 0)
    }

    func testRefusedBodiesNameTheDecorationAndStoreNothing() async throws {
        let server = try await TestServer.start([try ServerFixtures.open(ServerFixtures.mobyDick)])
        defer { Task { await server.stop() } }
        let stored = ServerFixtures.body([ServerFixtures.decoration("1", "Ishmael")])
        let storedStatus = try await server.request(Self.group, method: .PUT, body: stored).status
        XCTAssertEqual(storedStatus, 200)

        let refusals: [([UInt8], Int, String, String?)] = [
            (ServerFixtures.body([ServerFixtures.decoration("9", "Ishmael", tint: "url(javascript:x)")]), 422, "invalidTint", "9"),
            (ServerFixtures.body([ServerFixtures.decoration("5", "a"), ServerFixtures.decoration("5", "b")]), 422, "duplicateId", "5"),
            (ServerFixtures.body([ServerFixtures.decoration("7", "a", style: "sparkles")]), 422, "unknownStyle", "7"),
            (Array("{\"decorations\": [".utf8), 400, "invalidJSON", nil),
            (Array("{\"decorations\": [], \"extra\": 1}".utf8), 422, "unknownField", nil),
        ]
        for (body, status, code, id) in refusals {
            let response = try await server.request(Self.group, method: .PUT, body: body)
            XCTAssertEqual(response.status, status, code)
            XCTAssertEqual(response.header("Content-Type"), "application/problem+json", code)
            XCTAssertEqual(response.json?["code"]?.stringValue, code)
            XCTAssertEqual(response.json?["decorationId"]?.stringValue, id, code)
        }
        let state = try await server.request(Self.group)
        XCTAssertEqual(state.json?["decorations"]?.arrayValue?.compactMap { $0["id"]?.stringValue }, ["1"])
    }

    func testBodiesAndDecorationCountsAreBounded() async throws {
        var limits = ServerLimits()
        limits.maximumBodyBytes = 4096
        limits.maximumDecorationsPerGroup = 3
        let server = try await TestServer.start([try ServerFixtures.open(ServerFixtures.mobyDick)], limits: limits)
        defer { Task { await server.stop() } }
        let large = ServerFixtures.body([ServerFixtures.decoration("1", String(repeating: "x", count: 5000))])
        let tooLarge = try await server.request(Self.group, method: .PUT, body: large)
        XCTAssertEqual(tooLarge.status, 413)
        XCTAssertEqual(tooLarge.header("Content-Type"), "application/problem+json")
        XCTAssertEqual(tooLarge.json?["code"]?.stringValue, "limitExceeded")
        XCTAssertEqual(tooLarge.json?["status"]?.numberValue, 413)

        // A length declared over the limit is refused before any of the body is read; a chunked body
        // without a length once what arrived passes the limit.
        let head = "PUT \(Self.group) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        let declared = try RawHTTPRequest.send(Array((head + "Content-Length: 1099511627776\r\n\r\n{").utf8), port: server.port)
        XCTAssertEqual(declared.status, 413)
        XCTAssertTrue(declared.head.lowercased().contains("content-type: application/problem+json"), declared.head)
        XCTAssertEqual(try JSONValue.parse(declared.body)["code"]?.stringValue, "limitExceeded")
        func chunked(_ pieces: [[UInt8]]) -> [UInt8] {
            (pieces + [[]]).reduce(Array((head + "Transfer-Encoding: chunked\r\n\r\n").utf8)) { request, piece in
                request + Array((String(piece.count, radix: 16) + "\r\n").utf8) + piece + Array("\r\n".utf8)
            }
        }
        let padding = Array(repeating: UInt8(ascii: " "), count: 1000)
        let streamed = try RawHTTPRequest.send(
            chunked([Array("{\"decorations\": [".utf8)] + Array(repeating: padding, count: 8) + [Array("]}".utf8)]), port: server.port)
        XCTAssertEqual(streamed.status, 413)
        XCTAssertTrue(streamed.head.lowercased().contains("content-type: application/problem+json"), streamed.head)
        XCTAssertEqual(try JSONValue.parse(streamed.body)["code"]?.stringValue, "limitExceeded")
        let small = ServerFixtures.body([ServerFixtures.decoration("1", "whale")])
        let accepted = try RawHTTPRequest.send(chunked([Array(small.prefix(10)), Array(small.dropFirst(10))]), port: server.port)
        XCTAssertEqual(accepted.status, 200)
        let stored = try await server.request(Self.group).json?["decorations"]?.arrayValue?.compactMap { $0["id"]?.stringValue }
        XCTAssertEqual(stored, ["1"])

        let many = ServerFixtures.body((1...4).map { ServerFixtures.decoration("\($0)", "whale") })
        let tooMany = try await server.request(Self.group, method: .PUT, body: many)
        XCTAssertEqual(tooMany.status, 422)
        XCTAssertEqual(tooMany.json?["code"]?.stringValue, "limitExceeded")
    }

    func testTokensKeepReadersApart() async throws {
        let server = try await TestServer.start([try ServerFixtures.open(ServerFixtures.mobyDick)],
                                                tokens: ["ann-token": "ann", "bob-token": "bob"])
        defer { Task { await server.stop() } }
        let body = ServerFixtures.body([ServerFixtures.decoration("1", "Ishmael")])
        let ann = [("Authorization", "Bearer ann-token")]
        let bob = [("Authorization", "Bearer bob-token")]
        let page = "/pub/moby-dick/\(ServerFixtures.chapter)"
        let cases: [(String, HTTPMethod, [(String, String)], [UInt8]?, Int)] = [
            (Self.group, .PUT, [], body, 401),
            (Self.group, .PUT, [("Authorization", "Bearer nope")], body, 401),
            (Self.group, .PUT, bob, body, 403),
            (Self.group, .GET, bob, nil, 403),
            (Self.group, .DELETE, bob, nil, 403),
            ("/pub/moby-dick/readers/ann/events", .GET, bob, nil, 403),
            (page + "?reader=ann", .GET, bob, nil, 403),
            (page + "?reader=ann", .GET, [], nil, 401),
            (Self.group, .PUT, ann, body, 200),
        ]
        for (path, method, headers, requestBody, status) in cases {
            let response = try await server.request(path, method: method, headers: headers, body: requestBody)
            XCTAssertEqual(response.status, status, "\(method) \(path) \(headers)")
        }
        let annState = try await server.request(Self.group, headers: ann)
        XCTAssertEqual(annState.json?["decorations"]?.arrayValue?.count, 1)

        let viaQuery = try await EventStream.open(server.url("/pub/moby-dick/readers/ann/events?access_token=ann-token"))
        XCTAssertEqual(viaQuery.contentType, "text/event-stream")
        viaQuery.close()
        let bobViaQuery = try await server.request("/pub/moby-dick/readers/ann/events?access_token=bob-token")
        XCTAssertEqual(bobViaQuery.status, 403)
        let annPage = try await server.request(page, headers: ann)
        XCTAssertTrue(annPage.text.contains("data-decoration-id=\"1\""))
        let bobPage = try await server.request(page, headers: bob)
        XCTAssertFalse(bobPage.text.contains("data-decoration-id=\"1\""))
    }

    func testStateSurvivesARestart() async throws {
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("decor-serve-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: database) }
        let publication = try ServerFixtures.open(ServerFixtures.mobyDick)
        let first = try await TestServer.start([publication], database: database)
        _ = try await first.request(Self.group, method: .PUT, body: ServerFixtures.body([ServerFixtures.decoration("1", "Ishmael")]))
        await first.stop()
        let second = try await TestServer.start([publication], database: database)
        defer { Task { await second.stop() } }
        let restored = try await second.request(Self.group).json?["decorations"]?.arrayValue?.compactMap { $0["id"]?.stringValue }
        XCTAssertEqual(restored, ["1"])
    }
}
