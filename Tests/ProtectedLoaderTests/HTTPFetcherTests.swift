import Foundation
import LoopbackHTTPServer
import XCTest
@testable import ProtectedLoader

/// The HTTP client layer against the loopback server: redirects within limits, problem documents,
/// bounded bodies, timeouts and dropped connections as typed errors that name the URL.
final class HTTPFetcherTests: HTTPFetcherTestCase {
    override var fetcherPolicy: HTTPRequestPolicy {
        HTTPRequestPolicy(connectTimeout: 2, totalTimeout: 5, maximumRedirects: 2, maximumResponseSize: 1000)
    }

    private func fetch(_ server: LoopbackHTTPServer, _ path: String, policy: HTTPRequestPolicy? = nil) throws -> HTTPResponse {
        try fetcher.send(HTTPRequest(url: server.url(path)), policy: policy)
    }

    func testRedirectsAreFollowedWithinTheLimitAndCarryHeadersToTheSameOrigin() throws {
        let server = try LoopbackHTTPServer { request in
            switch request.path {
            case "/a": .response(status: 302, headers: [("Location", "/b")], body: Data(), delay: 0)
            case "/b": .response(status: 307, headers: [("Location", "/c")], body: Data(), delay: 0)
            case "/c": .json(200, Data((request.header("Authorization") ?? "none").utf8))
            default: .response(status: 301, headers: [("Location", request.path + "x")], body: Data(), delay: 0)
            }
        }
        defer { server.stop() }
        let response = try fetcher.send(HTTPRequest(url: server.url("/a")).adding(header: "Authorization", value: "Bearer t"))
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "Bearer t")
        XCTAssertEqual(response.url.path, "/c")
        XCTAssertThrowsError(try fetch(server, "/loop")) { error in
            XCTAssertEqual(error as? HTTPError, .tooManyRedirects(url: server.url("/loopxx").absoluteString, limit: 2))
        }
    }

    func testARedirectToAnotherOriginCarriesNoCredentials() throws {
        let other = try LoopbackHTTPServer { request in
            .json(200, Data(["Authorization", "X-Edition-Key", "Range"].map { request.header($0) ?? "none" }.joined(separator: "|").utf8))
        }
        defer { other.stop() }
        // The URL, not the server: a handler holding a server would release it on an event loop.
        let target = other.url("/b").absoluteString
        let server = try LoopbackHTTPServer { _ in .response(status: 307, headers: [("Location", target)], body: Data(), delay: 0) }
        defer { server.stop() }
        let request = HTTPRequest(url: server.url("/a"), headers: [("Authorization", "Basic dTpw"), ("X-Edition-Key", "k"), ("Range", "bytes=0-9")])
        XCTAssertEqual(String(decoding: try fetcher.send(request).body, as: UTF8.self), "none|none|bytes=0-9")
        XCTAssertEqual(server.requests.first?.header("X-Edition-Key"), "k")
    }

    func testRedirectsToOtherSchemesAreRefused() throws {
        let server = try LoopbackHTTPServer { _ in .response(status: 302, headers: [("Location", "file:///etc/passwd")], body: Data(), delay: 0) }
        defer { server.stop() }
        XCTAssertThrowsError(try fetch(server, "/a")) { error in
            XCTAssertEqual((error as? HTTPError)?.code, "unsupportedURL")
        }
    }

    func testErrorStatusesCarryTheirProblemDocument() throws {
        let server = try LoopbackHTTPServer { _ in .problem(403, type: "http://readium.org/license-status-document/error/renew", title: "too late") }
        defer { server.stop() }
        XCTAssertThrowsError(try fetch(server, "/renew")) { error in
            guard case let .status(url, status, problem)? = error as? HTTPError else { return XCTFail("\(error)") }
            XCTAssertEqual(url, server.url("/renew").absoluteString)
            XCTAssertEqual(status, 403)
            XCTAssertEqual(problem, ProblemDocument(type: "http://readium.org/license-status-document/error/renew", title: "too late", status: 403))
            XCTAssertTrue((error as! HTTPError).message.contains("too late"))
        }
    }

    func testBodiesLargerThanThePolicyAreRefused() throws {
        let server = try LoopbackHTTPServer { _ in .json(200, Data(count: 5000)) }
        defer { server.stop() }
        XCTAssertThrowsError(try fetch(server, "/big")) { error in
            XCTAssertEqual(error as? HTTPError, .responseTooLarge(url: server.url("/big").absoluteString, limit: 1000))
        }
    }

    func testSlowResponsesTimeOut() throws {
        let server = try LoopbackHTTPServer { _ in .response(status: 200, headers: [], body: Data(), delay: 3) }
        defer { server.stop() }
        let started = Date()
        XCTAssertThrowsError(try fetch(server, "/slow", policy: fetcher.policy.with(totalTimeout: 0.5))) { error in
            XCTAssertEqual((error as? HTTPError)?.code, "timeout")
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 2.5)
    }

    func testDroppedConnectionsAreTransportErrors() throws {
        let server = try LoopbackHTTPServer { _ in .drop(body: Data(count: 800), sentBytes: 100) }
        defer { server.stop() }
        XCTAssertThrowsError(try fetch(server, "/drop")) { error in
            XCTAssertEqual((error as? HTTPError)?.code, "networkError", "\(error)")
        }
    }

    func testUnreachableServersAreTransportErrors() throws {
        let server = try LoopbackHTTPServer { _ in .json(200, Data()) }
        let url = server.url("/gone")
        server.stop()
        XCTAssertThrowsError(try fetcher.send(HTTPRequest(url: url))) { error in
            XCTAssertEqual((error as? HTTPError)?.code, "networkError", "\(error)")
        }
    }

    func testAShutDownFetcherRefusesRequestsWhetherOrNotItEverSentOne() throws {
        let server = try LoopbackHTTPServer { _ in .json(200, Data("{}".utf8)) }
        defer { server.stop() }
        // Its client is made by the first request: this one never had one.
        let unused = HTTPFetcher(policy: fetcherPolicy)
        try unused.shutdown()
        XCTAssertThrowsError(try unused.send(HTTPRequest(url: server.url("/unused")))) { error in
            XCTAssertEqual(error as? HTTPError, .transport(url: server.url("/unused").absoluteString, reason: "the HTTP client is shut down"))
        }
        XCTAssertEqual(try fetch(server, "/first").status, 200)
        try fetcher.shutdown()
        XCTAssertThrowsError(try fetch(server, "/after")) { error in
            XCTAssertEqual(error as? HTTPError, .transport(url: server.url("/after").absoluteString, reason: "the HTTP client is shut down"))
        }
        XCTAssertEqual(server.requests.map(\.path), ["/first"])
    }

    func testProblemDocumentsOfTheWrongShapeAreNotDecoded() {
        XCTAssertNil(ProblemDocument(data: Data(#"{"type": 3}"#.utf8)))
        XCTAssertNil(ProblemDocument(data: Data("not json".utf8)))
        XCTAssertEqual(ProblemDocument(data: Data(#"{"title": "x"}"#.utf8))?.type, "about:blank")
    }
}
