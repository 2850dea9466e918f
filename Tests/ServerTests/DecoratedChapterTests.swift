import DecorEngine
import Foundation
import Server
import TestFixtures
import XCTest

/// Chapters served for a reader: that reader's groups written in live mode with the runtime and the
/// live-updates script; the same href without a reader is the resource as it is.
final class DecoratedChapterTests: XCTestCase {
    func testAReadersChapterCarriesItsGroupsAndTheScripts() async throws {
        let server = try await TestServer.start([try ServerFixtures.open(ServerFixtures.mobyDick)])
        _ = try await server.request("/pub/moby-dick/readers/ann/groups/highlights", method: .PUT, body: ServerFixtures.body([
            ServerFixtures.decoration("h1", "Ishmael", before: "Call me "),
            ServerFixtures.decoration("h2", "no such text anywhere in the chapter"),
        ]))
        _ = try await server.request("/pub/moby-dick/readers/ann/groups/search", method: .PUT, body: ServerFixtures.body([
            ServerFixtures.decoration("s1", "whale", style: "underline"),
        ]))
        let page = try await server.request("/pub/moby-dick/\(ServerFixtures.chapter)?reader=ann")
        XCTAssertEqual(page.status, 200)
        XCTAssertEqual(page.header("Content-Type"), "application/xhtml+xml")
        XCTAssertEqual(page.header("Cache-Control"), "private, no-cache")
        let document = try Document.parseXML(page.body, name: "served")
        let containers = document.node.descendants(named: "div", namespace: "http://www.w3.org/1999/xhtml")
            .filter { $0.attribute("data-group") != nil }
        XCTAssertEqual(containers.map { $0.attribute("data-group") }, ["highlights", "search"])
        XCTAssertTrue(page.text.contains("data-decoration-id=\"h1\""))
        XCTAssertTrue(page.text.contains("data-decoration-id=\"s1\""))
        XCTAssertNotNil(document.element(withID: "decor-ranges"))
        XCTAssertNotNil(document.element(withID: "decor-live-config"))
        XCTAssertTrue(page.text.contains("decor live runtime"))
        XCTAssertTrue(page.text.contains("decor serve's live updates"))

        let again = try await server.request("/pub/moby-dick/\(ServerFixtures.chapter)?reader=ann",
                                             headers: [("If-None-Match", try XCTUnwrap(page.header("ETag")))])
        XCTAssertEqual(again.status, 304)
        _ = try await server.request("/pub/moby-dick/readers/ann/groups/search", method: .DELETE)
        let changed = try await server.request("/pub/moby-dick/\(ServerFixtures.chapter)?reader=ann",
                                               headers: [("If-None-Match", try XCTUnwrap(page.header("ETag")))])
        XCTAssertEqual(changed.status, 200, "a change of the reader's groups changes the page's entity tag")
        XCTAssertFalse(changed.text.contains("data-decoration-id=\"s1\""))

        let plain = try await server.request("/pub/moby-dick/\(ServerFixtures.chapter)")
        XCTAssertEqual(plain.body, try Fixtures.entry(ServerFixtures.chapter, in: "moby-dick.epub"))
        let otherReader = try await server.request("/pub/moby-dick/\(ServerFixtures.chapter)?reader=bob")
        XCTAssertFalse(otherReader.text.contains("data-decoration-id=\"h1\""))
        await server.stop()
    }
}
