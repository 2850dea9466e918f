import DecorEngine
import Foundation
import Server
import XCTest

/// A served chapter open in headless Chromium follows its reader's group state live: after a PUT the
/// boxes of the page are added, moved and removed without a reload, and a click on a new box dispatches
/// `decoration-activated`.
final class LiveUpdatesBrowserTests: XCTestCase {
    private static let group = "/pub/moby-dick/readers/ann/groups/highlights"

    func testAPutChangesTheOpenPageInPlace() async throws {
        let server = try await TestServer.start([try ServerFixtures.open(ServerFixtures.mobyDick)])
        // decor's Chromium resolves nothing; this one may reach the test server on loopback, and only it.
        let session = try ChromiumSession(options: ChromiumLaunchOptions(
            extraArguments: ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]))
        defer { session.close() }
        _ = try await server.request(Self.group, method: .PUT, body: ServerFixtures.body([
            ServerFixtures.decoration("moved", "Ishmael", before: "Call me "),
            ServerFixtures.decoration("removed", "Some years ago"),
        ]))
        let page = try session.openPage(viewport: try Viewport(width: 800, height: 600))
        try page.navigate(to: try XCTUnwrap(URL(string: server.url("/pub/moby-dick/\(ServerFixtures.chapter)?reader=ann"))))
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
