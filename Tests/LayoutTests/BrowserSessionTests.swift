import Foundation
import XCTest
@testable import Layout

/// The DevTools client against a real headless Chromium. These tests need chromium installed
/// (`apt-get install -y chromium`); without it they fail with ChromiumError.notFound's message.
final class BrowserSessionTests: XCTestCase {
    func testEvaluatesAnExpressionInAPage() throws {
        let session = try ChromiumSession()
        defer { session.close() }
        XCTAssertTrue(session.product.hasPrefix("Chrome/"), session.product)
        let page = try session.openPage()
        XCTAssertEqual(try page.evaluate("1+1"), 2)
        XCTAssertEqual(try page.evaluate("Promise.resolve('done')", awaitPromise: true), "done")
    }

    func testUnknownCommandIsRefusedWithItsName() throws {
        let session = try ChromiumSession()
        defer { session.close() }
        XCTAssertThrowsError(try session.send("Nothing.atAll")) { error in
            guard case let ChromiumError.commandFailed(method, code, _) = error else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(method, "Nothing.atAll")
            XCTAssertEqual(code, -32601)
        }
        XCTAssertEqual(try session.openPage().evaluate("3*3"), 9)
    }

    func testACommandWithoutAnswerTimesOutAndTheSessionGoesOn() throws {
        let session = try ChromiumSession()
        defer { session.close() }
        let page = try session.openPage()
        let started = ContinuousClock.now
        XCTAssertThrowsError(try page.evaluate("new Promise(() => {})", awaitPromise: true, timeout: .milliseconds(300))) {
            XCTAssertEqual($0 as? ChromiumError, .timedOut(waitingFor: "Runtime.evaluate", seconds: 0.3))
        }
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(5))
        XCTAssertEqual(try page.evaluate("'still here'"), "still here")
    }

    func testScriptExceptionsAreReported() throws {
        let session = try ChromiumSession()
        defer { session.close() }
        XCTAssertThrowsError(try session.openPage().evaluate("(() => { throw new Error('boom') })()")) {
            guard case let ChromiumError.scriptFailed(details) = $0 else { return XCTFail("unexpected \($0)") }
            XCTAssertTrue(details.contains("boom"), details)
        }
    }

    func testCloseEndsTheBrowserAndItsHelpers() throws {
        let session = try ChromiumSession()
        let profile = try XCTUnwrap(session.profileDirectory)
        _ = try session.openPage().evaluate("document.title")
        XCTAssertGreaterThan(ChromiumProcess.liveProcesses(mentioning: profile.path).count, 1)
        session.close()
        XCTAssertEqual(ChromiumProcess.liveProcesses(mentioning: profile.path), [], "browser processes are left")
        XCTAssertFalse(FileManager.default.fileExists(atPath: profile.path), "the temporary profile is left")
        XCTAssertNil(session.processID)
        XCTAssertThrowsError(try session.send("Browser.getVersion")) {
            XCTAssertEqual($0 as? ChromiumError, .sessionClosed)
        }
        session.close()
    }

    func testAMissingBrowserIsAClearError() {
        XCTAssertThrowsError(try ChromiumSession(options: ChromiumLaunchOptions(executable: "/nonexistent/chromium"))) {
            XCTAssertEqual($0 as? ChromiumError, .notFound(searched: ["/nonexistent/chromium"]))
            XCTAssertTrue("\($0)".contains("apt-get install -y chromium"))
        }
    }

    func testLoadsAFileClicksAndReadsTheEventsThePageRaised() throws {
        let folder = try BrowserTestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("click.xhtml")
        try """
        <html xmlns="http://www.w3.org/1999/xhtml"><head><title>click</title></head>
        <body style="margin:0"><div id="box" style="position:absolute;left:100px;top:50px;width:80px;height:40px"/>
        <script>document.getElementById('box').addEventListener('click', e =>
          console.log('clicked ' + e.target.id + ' at ' + e.clientX + ',' + e.clientY));</script></body></html>
        """.write(to: file, atomically: true, encoding: .utf8)
        let session = try ChromiumSession()
        defer { session.close() }
        let page = try session.openPage(viewport: try Viewport(width: 400, height: 300))
        try page.navigate(to: file)
        XCTAssertEqual(try page.evaluate("document.title"), "click")
        XCTAssertEqual(try page.evaluate("innerWidth + 'x' + innerHeight"), "400x300")
        try page.click(x: 120, y: 60)
        let logged = try session.waitForEvent("Runtime.consoleAPICalled", sessionID: page.sessionID, timeout: .seconds(10))
        XCTAssertEqual(logged.params["args"]?.arrayValue?.first?["value"], "clicked box at 120,60")
        try page.click(x: 10, y: 10)
        XCTAssertTrue(page.takeEvents("Runtime.consoleAPICalled").isEmpty, "a click outside the box logged")
    }

    func testANavigationErrorNamesTheURL() throws {
        let session = try ChromiumSession()
        defer { session.close() }
        let page = try session.openPage()
        let missing = URL(fileURLWithPath: "/nonexistent/chapter.xhtml")
        XCTAssertThrowsError(try page.navigate(to: missing, timeout: .seconds(10))) {
            guard case let ChromiumError.navigationFailed(url, reason) = $0 else { return XCTFail("unexpected \($0)") }
            XCTAssertEqual(url, missing.absoluteString)
            XCTAssertFalse(reason.isEmpty)
        }
    }
}
