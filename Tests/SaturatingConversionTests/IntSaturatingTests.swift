import SaturatingConversion
import XCTest

final class IntSaturatingTests: XCTestCase {
    func testOrdinaryValuesTruncateTowardZeroAsIntDoes() {
        for value in [0.0, 1.9, -1.9, 12_345.5, -1_099_511_627_776.5] {
            XCTAssertEqual(Int(saturating: value), Int(value), "\(value)")
        }
    }

    func testValuesAnIntCannotHoldSaturateAtTwoToTheFiftyThird() {
        XCTAssertEqual(Int(saturating: 1e308), 1 << 53)
        XCTAssertEqual(Int(saturating: -.infinity), -(1 << 53))
        XCTAssertEqual(Int(saturating: .infinity), Int.saturationBound)
        XCTAssertEqual(Int(saturating: .nan), 0)
        // Room is left for arithmetic on the result: these would trap at Int.max.
        XCTAssertEqual(Int(saturating: 1e30) + 1, (1 << 53) + 1)
        XCTAssertEqual(abs(Int(saturating: -1e30)), 1 << 53)
    }
}
