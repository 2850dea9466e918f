import WorkSharing
import XCTest

/// Mapping on two threads gives what a plain map gives, in order, for any count, however long the other
/// thread's last elements take.
final class TwoThreadMapTests: XCTestCase {
    func testResultsComeBackInTheElementsOrder() {
        for count in [0, 1, 2, 3, 1000, 4_097, 100_003] {
            let elements = Array(0..<count)
            XCTAssertEqual(TwoThreadMap.map(elements) { $0 * $0 + 1 }, elements.map { $0 * $0 + 1 }, "count \(count)")
        }
    }

    func testUnevenWorkStillFillsEverySlot() {
        let elements = (0..<64).map { $0 % 7 == 0 ? 20_000 : 1 }
        let sums = TwoThreadMap.map(elements) { (0..<$0).reduce(0, &+) }
        XCTAssertEqual(sums, elements.map { (0..<$0).reduce(0, &+) })
    }

    func testTheLastResultsAreWaitedForWhenTheyTakeLongerThanTheWatch() {
        let elements = [0, 1, 2, 3]
        let results = TwoThreadMap.map(elements) { element -> Int in
            if element == 3 { usleep(30_000) }
            return element + 1
        }
        XCTAssertEqual(results, [1, 2, 3, 4])
    }
}
