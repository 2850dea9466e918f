import Foundation
import Synchronization
import WorkSharing
import XCTest

/// The set-up a program gives runs on the worker thread before each piece of work, before the work.
final class WorkerThreadSetUpTests: XCTestCase {
    private static let setUpThreads = Mutex<Set<String>>([])

    private static var threadName: String { "\(pthread_self())" }

    func testTheSetUpRunsOnTheWorkerThreadBeforeTheWork() {
        WorkerThreadSetUp.set { Self.setUpThreads.withLock { _ = $0.insert(Self.threadName) } }
        let background = BackgroundWork { () -> Bool in
            let thread = Self.threadName
            return Self.setUpThreads.withLock { $0.contains(thread) }
        }
        XCTAssertTrue(background.wait(), "BackgroundWork's thread was not set up before its work")
        Self.setUpThreads.withLock { $0.removeAll() }
        let callers = TwoThreadMap.map(Array(0..<64)) { _ -> Bool in
            let thread = Self.threadName
            return Self.setUpThreads.withLock { $0.contains(thread) } || Thread.isMainThread
        }
        XCTAssertTrue(callers.allSatisfy { $0 }, "a TwoThreadMap element ran on a helper thread not set up")
    }
}
