import Dispatch
import Foundation
import WorkSharing
import XCTest

/// Elements handed in one at a time are each done once, by a worker of their thread's own, made on the
/// calling thread; the other thread starts on them before the last is handed in, and what is left when
/// the caller joins in is taken in the order given.
final class TwoThreadQueueTests: XCTestCase {
    func testEveryElementIsDoneOnceWithAWorkerOfEachThreadsOwn() {
        for count in [0, 1, 2, 7, 10_000] {
            let queue = TwoThreadQueue(worker: { Worker() }) { worker, element in worker.visited.append(element) }
            for element in 0..<count { queue.add(element) }
            let workers = queue.finish(largestFirst: { -$0 })
            XCTAssertEqual(workers.count, 2, "count \(count)")
            XCTAssertEqual(Set(workers.map(ObjectIdentifier.init)).count, 2)
            XCTAssertEqual(workers.flatMap(\.visited).sorted(), Array(0..<count), "count \(count)")
        }
    }

    func testWorkersAreMadeOnTheCallingThread() {
        let caller = pthread_self()
        let queue = TwoThreadQueue(worker: { Worker() }) { (_: Worker, _: Int) in }
        queue.add(1)
        for worker in queue.finish(largestFirst: { -$0 }) { XCTAssertTrue(pthread_equal(worker.madeOn, caller) != 0) }
    }

    func testTheOtherThreadStartsBeforeTheLastElementIsHandedIn() {
        let started = DispatchSemaphore(value: 0)
        let queue = TwoThreadQueue(worker: { Worker() }) { worker, element in
            worker.visited.append(element)
            started.signal()
        }
        queue.add(0)
        XCTAssertEqual(started.wait(timeout: .now() + 10), .success, "the first element was not started")
        queue.add(1)
        let workers = queue.finish(largestFirst: { -$0 })
        XCTAssertEqual(workers.flatMap(\.visited).sorted(), [0, 1])
    }

    func testWhatIsLeftAtTheEndIsTakenInTheOrderGiven() {
        let helperStarted = DispatchSemaphore(value: 0)
        let callerStarted = DispatchSemaphore(value: 0)
        let queue = TwoThreadQueue(worker: { Worker() }) { worker, element in
            if element == 0 {
                // The other thread holds the first element until the caller has taken its own first.
                helperStarted.signal()
                _ = callerStarted.wait(timeout: .now() + 10)
            } else if worker.visited.isEmpty {
                callerStarted.signal()
            }
            worker.visited.append(element)
        }
        queue.add(0)
        XCTAssertEqual(helperStarted.wait(timeout: .now() + 10), .success)
        for element in 1...9 { queue.add(element) }
        let workers = queue.finish(largestFirst: { $0 })
        let caller = try? XCTUnwrap(workers.first { !$0.visited.contains(0) })
        let helper = try? XCTUnwrap(workers.first { $0.visited.contains(0) })
        XCTAssertEqual(caller?.visited.first, 9, "the caller starts with the first in the order given")
        XCTAssertEqual(caller?.visited, caller?.visited.sorted(by: >))
        XCTAssertEqual(helper?.visited.dropFirst().map { $0 }, helper?.visited.dropFirst().sorted(by: >))
        XCTAssertEqual(workers.flatMap(\.visited).sorted(), Array(0...9))
    }

    /// What one thread visited: only that thread changes it, until the threads are joined.
    private final class Worker: @unchecked Sendable {
        let madeOn = pthread_self()
        var visited: [Int] = []
    }
}
