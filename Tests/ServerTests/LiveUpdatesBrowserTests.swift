import DecorEngine
import Foundation
import Server
import XCTest

/// A served chapter open in headless Chromium follows its reader's group state live: after a PUT the
/// boxes of the page are added, moved and removed without a reload, and a click on a new box dispatches
/// `decoration-activated`.
final class LiveUpdatesBrowserTests: XCTestCase {
    private static let group = "/pub/moby-dick/readers/ann/groups/highlights"
    private static let chapter = "/pub/moby-dick/\(ServerFixtures.chapter)?reader=ann"

    /// A server whose reader ann has two decorations (`firstDecorationID` on "Ishmael", `removed`), and a
    /// Chromium that may reach the test server on loopback, and only it.
    private static func start(firstDecorationID: String) async throws -> (TestServer, ChromiumSession) {
        let server = try await TestServer.start([try ServerFixtures.open(ServerFixtures.mobyDick)])
        let session = try ChromiumSession(options: ChromiumLaunchOptions(
            extraArguments: ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]))
        _ = try await server.request(group, method: .PUT, body: ServerFixtures.body([
            ServerFixtures.decoration(firstDecorationID, "Ishmael", before: "Call me "),
            ServerFixtures.decoration("removed", "Some years ago"),
        ]))
        return (server, session)
    }

    func testAPutChangesTheOpenPageInPlace() async throws {
        let (server, session) = try await Self.start(firstDecorationID: "moved")
        defer { session.close() }
        let page = try session.openPage(viewport: try Viewport(width: 800, height: 600))
        try page.navigate(to: try XCTUnwrap(URL(string: server.url(Self.chapter))))
        try await waitUntil(page, "window.__decorLive && window.__decorLive.connected")
        try page.evaluate("""
            window.__loadedOnce = true;
            window.__updates = 0;
            window.__activated = [];
            document.addEventListener('decorations-updated', () => { window.__updates += 1; });
            document.addEventListener('decoration-activated', (event) => window.__activated.push(event.detail.id));
            """)
        let before = try boxes(page)
        XCTAssertEqual(Set(before.keys), ["moved", "removed"])

        _ = try await server.request(Self.group, method: .PUT, body: ServerFixtures.body([
            ServerFixtures.decoration("moved", "precisely"),
            ServerFixtures.decoration("added", "little or no money"),
        ]))
        try await waitUntil(page, "window.__updates >= 1")
        try page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))", awaitPromise: true)

        XCTAssertEqual(try page.evaluate("window.__loadedOnce === true").boolValue, true, "the page was not reloaded")
        let after = try boxes(page)
        XCTAssertEqual(Set(after.keys), ["moved", "added"])
        XCTAssertNotEqual(after["moved"], before["moved"], "the updated decoration's boxes moved to its new range")
        XCTAssertEqual(try page.evaluate("document.querySelectorAll('[data-decoration-id=\"removed\"]').length").integerValue, 0)
        XCTAssertEqual(try page.evaluate("document.querySelectorAll('[data-decoration-id=\"added\"]').length").integerValue, 1)

        let box = try XCTUnwrap(after["added"]?.first)
        let scroll = try page.evaluate("[window.scrollX, window.scrollY]").arrayValue?.compactMap(\.numberValue) ?? [0, 0]
        try page.click(x: box[0] + box[2] / 2 - scroll[0], y: box[1] + box[3] / 2 - scroll[1])
        try await waitUntil(page, "window.__activated.length > 0")
        XCTAssertEqual(try page.evaluate("window.__activated").arrayValue?.compactMap(\.stringValue), ["added"])
        await server.stop()
    }

    /// A change made after the page was rendered but before its event stream opened is not missed: the
    /// stream opens at a newer revision than the page's, and the page takes every decoration again —
    /// still without a reload. The stream's request is held in Chromium (DevTools `Fetch`) while the PUT
    /// is made, which is exactly that window.
    func testAChangeMadeBeforeTheStreamOpenedReachesThePage() async throws {
        let (server, session) = try await Self.start(firstDecorationID: "kept")
        defer { session.close() }
        let page = try session.openPage(viewport: try Viewport(width: 800, height: 600))
        try page.send("Fetch.enable", ["patterns": [["urlPattern": "*/events*"]]])
        try page.navigate(to: try XCTUnwrap(URL(string: server.url(Self.chapter))))
        let held = try session.waitForEvent("Fetch.requestPaused", sessionID: page.sessionID, timeout: .seconds(15))
        try page.evaluate("""
            window.__loadedOnce = true;
            window.__updates = [];
            document.addEventListener('decorations-updated', (event) => window.__updates.push(event.detail));
            """)
        XCTAssertEqual(Set(try boxes(page).keys), ["kept", "removed"])

        _ = try await server.request(Self.group, method: .PUT, body: ServerFixtures.body([
            ServerFixtures.decoration("kept", "Ishmael", before: "Call me "),
            ServerFixtures.decoration("added", "little or no money"),
        ]))
        try page.send("Fetch.continueRequest", ["requestId": held.params["requestId"] ?? .null])
        try await waitUntil(page, "window.__updates.length >= 1")
        try page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))", awaitPromise: true)

        XCTAssertEqual(try page.evaluate("window.__loadedOnce === true").boolValue, true, "the page was not reloaded")
        XCTAssertEqual(try page.evaluate("window.__updates[0].resynchronized === true").boolValue, true)
        XCTAssertEqual(Set(try boxes(page).keys), ["kept", "added"])
        XCTAssertEqual(try page.evaluate("document.querySelectorAll('[data-decoration-id=\"removed\"]').length").integerValue, 0)
        XCTAssertEqual(try page.evaluate("document.querySelectorAll('[data-decoration-id=\"kept\"]').length").integerValue, 1)
        await server.stop()
    }

    /// Each decoration's boxes as `[x, y, width, height]`, from the runtime's hook.
    private func boxes(_ page: ChromiumPage) throws -> [String: [[Double]]] {
        let items = try page.evaluate("window.__decor.boxes().map(i => [i.id, i.boxes.map(b => [b.x, b.y, b.width, b.height])])")
        var result: [String: [[Double]]] = [:]
        for item in items.arrayValue ?? [] {
            guard let id = item.arrayValue?.first?.stringValue else { continue }
            result[id] = item.arrayValue?.last?.arrayValue?.map { $0.arrayValue?.compactMap(\.numberValue) ?? [] }
        }
        return result
    }

    private func waitUntil(_ page: ChromiumPage, _ condition: String, timeout: Duration = .seconds(15)) async throws {
        let deadline = ContinuousClock.now + timeout
        while try page.evaluate("Boolean(\(condition))").boolValue != true {
            guard ContinuousClock.now < deadline else { return XCTFail("timed out waiting for \(condition)") }
            try await Task.sleep(for: .milliseconds(50))
        }
    }
}
