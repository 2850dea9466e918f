@testable import Layout
import XCTest

final class JustificationOpportunitiesTests: XCTestCase {
    private func units(_ string: String, excluding excluded: Set<Int> = [], into units: [Int] = []) -> [Int] {
        let text = Array(string.utf16)
        var units = units
        JustificationOpportunities.units(in: text, 0..<text.count, excluding: excluded, into: &units)
        return units
    }

    func testSpacesAndNoBreakSpacesButNotTheLastUnit() {
        XCTAssertEqual(units("ab cd\u{A0}ef "), [2, 5])
        XCTAssertEqual(units("a b"), [1])
    }

    /// A CJK character takes a share of its own and one before it unless what precedes it gave one;
    /// the line's last character takes none.
    func testCJKCharactersTakeShareBeforeAndAfter() {
        XCTAssertEqual(units("a日本b"), [1, 1, 2])
        XCTAssertEqual(units("日 本"), [0, 1])
    }

    /// A widened ruby base takes no share; the CJK character after it takes one before itself.
    func testExcludedUnitsTakeNoShare() {
        XCTAssertEqual(units("日本語", excluding: [0, 1]), [2])
        XCTAssertEqual(units("a b c", excluding: [1]), [3])
    }

    func testWhatTheBufferHeldBeforeIsGone() {
        XCTAssertEqual(units("a b", into: [7, 8, 9]), [1])
        XCTAssertEqual(units("ab", into: [7]), [])
    }
}
