@testable import ProtectedLoader
import XCTest

/// `media:duration` values: SMIL clock values in their three forms, and what is not one.
final class SMILClockValueTests: XCTestCase {
    func testFullPartialAndTimecountValues() {
        let values: [(String, Double)] = [
            ("0:32:29", 1949), ("1:02:03.5", 3723.5), ("100:00:00", 360_000), ("02:03.25", 123.25), (" 00:05 ", 5),
            ("12.3", 12.3), ("3s", 3), ("1.5h", 5400), ("90min", 5400), ("500ms", 0.5),
        ]
        for (text, seconds) in values {
            XCTAssertEqual(SMILClockValue.seconds(text) ?? -1, seconds, accuracy: 1e-9, text)
        }
    }

    func testWhatIsNotAClockValue() {
        for text in ["", "1:2:3", "2:3", "00:60", "00:00:60", "1:60:00", "-5", "1e3", "inf", "nan", "5 s", "1..2", ".5", "5.",
                     "1:2:3:4", "1.5:00:00", String(repeating: "9", count: 400)] {
            XCTAssertNil(SMILClockValue.seconds(text), text)
        }
    }
}
