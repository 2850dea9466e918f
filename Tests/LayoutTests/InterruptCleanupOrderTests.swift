import Foundation
import Synchronization
import XCTest
@testable import Layout

/// On interruption the registered actions unwind as `defer`s do: what was set up last is undone first, so
/// a browser is killed before the profile folder it writes into is removed.
final class InterruptCleanupOrderTests: XCTestCase {
    func testActionsRunLastRegisteredFirst() {
        let ran = Mutex<[String]>([])
        let names = ["folder", "browser", "second browser"]
        for name in names {
            _ = InterruptCleanup.register { ran.withLock { $0.append(name) } }
        }
        InterruptCleanup.runAll()
        XCTAssertEqual(ran.withLock { $0 }, names.reversed())
    }

    func testAnUnregisteredActionDoesNotRun() {
        let ran = Mutex(false)
        let token = InterruptCleanup.register { ran.withLock { $0 = true } }
        InterruptCleanup.unregister(token)
        InterruptCleanup.runAll()
        XCTAssertFalse(ran.withLock { $0 })
    }
}
