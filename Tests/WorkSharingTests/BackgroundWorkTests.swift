import Dispatch
import XCTest
import WorkSharing

/// Background work runs on another thread, and waiting gives its result, however often it is asked.
final class BackgroundWorkTests: XCTestCase {
    func testWaitingGivesTheResultOfTheWork() {
        let work = BackgroundWork { (1...10_000).reduce(0, &+) }
        XCTAssertEqual(work.wait(), 50_005_000)
        XCTAssertEqual(work.wait(), 50_005_000)
    }

    func testTheWorkRunsWhileTheCallerGoesOn() {
        // The work can only finish once the caller has signalled, so it cannot run on the calling thread.
        let callerWentOn = DispatchSemaphore(value: 0)
        let work = BackgroundWork { () -> Bool in
            callerWentOn.wait(timeout: .now() + 10) == .success
        }
        callerWentOn.signal()
        XCTAssertTrue(work.wait())
    }
}
