import Foundation
import XCTest
@testable import Layout

/// The browser reaches no network: a page's request to a server listening on this machine never arrives.
final class BrowserNetworkIsolationTests: XCTestCase {
    func testAPageCannotReachEvenALoopbackServer() throws {
        let listener = try LoopbackListener()
        defer { listener.close() }
        let folder = try BrowserTestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("page.html")
        try "<p>a chapter</p>".write(to: file, atomically: true, encoding: .utf8)
        let session = try ChromiumSession()
        defer { session.close() }
        let page = try session.openPage()
        // From a file:// page (as chapters are loaded), loopback is otherwise reachable.
        try page.navigate(to: file)
        let outcome = try page.evaluate("""
            fetch('http://127.0.0.1:\(listener.port)/leak', {mode: 'no-cors', signal: AbortSignal.timeout(3000)})
              .then(() => 'reached', error => 'refused: ' + error.message)
            """, awaitPromise: true, timeout: .seconds(20))
        XCTAssertEqual(outcome.stringValue?.hasPrefix("refused"), true, "\(outcome)")
        XCTAssertFalse(listener.hadConnection(), "a connection reached the loopback server")
    }
}

/// A TCP socket listening on 127.0.0.1 at a free port, to see whether anything connects.
private struct LoopbackListener {
    let descriptor: Int32
    let port: UInt16

    struct Unavailable: Error {}

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 4) == 0
                    && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard descriptor >= 0, bound else { throw Unavailable() }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    /// Whether a connection is waiting to be accepted.
    func hadConnection() -> Bool {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&waiting, 1, 200) > 0
    }

    func close() {
        _ = Glibc.close(descriptor)
    }
}
