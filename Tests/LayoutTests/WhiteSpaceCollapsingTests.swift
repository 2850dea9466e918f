@testable import Layout
import XCTest

final class WhiteSpaceCollapsingTests: XCTestCase {
    private func collapse(_ string: String, _ mode: WhiteSpace, after space: Bool = false) -> (String, [Int], Bool) {
        let result = WhiteSpaceCollapsing.collapse(Array(string.utf16), whiteSpace: mode, followsCollapsibleSpace: space)
        return (String(decoding: result.text, as: UTF16.self), Array(result.sourceOffsets), result.endsWithCollapsibleSpace)
    }

    func testNormalCollapsesRunsAndSegmentBreaks() {
        let (text, offsets, endsInSpace) = collapse("  Call\n   me\t\tIshmael. ", .normal)
        XCTAssertEqual(text, " Call me Ishmael. ")
        XCTAssertEqual(offsets, [0, 2, 3, 4, 5, 6, 10, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22])
        XCTAssertTrue(endsInSpace)
    }

    func testLeadingSpaceCollapsesIntoThePreviousText() {
        XCTAssertEqual(collapse("  word", .normal, after: true).0, "word")
        XCTAssertEqual(collapse("  word", .nowrap, after: false).0, " word")
    }

    func testPreservingModesKeepEverything() {
        for mode in [WhiteSpace.pre, .preWrap, .breakSpaces] {
            let (text, offsets, endsInSpace) = collapse(" a \n\tb ", mode)
            XCTAssertEqual(text, " a \n\tb ")
            XCTAssertEqual(offsets, Array(0..<7))
            XCTAssertFalse(endsInSpace)
        }
    }

    func testPreLineKeepsBreaksAndDropsSpacesAroundThem() {
        let (text, offsets, _) = collapse("a  \n  b   c", .preLine)
        XCTAssertEqual(text, "a\nb c")
        XCTAssertEqual(offsets, [0, 3, 6, 7, 10])
    }

    func testSegmentBreakNextToZeroWidthSpaceVanishes() {
        XCTAssertEqual(collapse("a\u{200B}\nb", .normal).0, "a\u{200B}b")
    }

    func testOffsetMappingBackAndForth() {
        let result = WhiteSpaceCollapsing.collapse(Array("a   b".utf16), whiteSpace: .normal)
        XCTAssertEqual(result.collapsedOffset(forSource: 0), 0)
        XCTAssertEqual(result.collapsedOffset(forSource: 1), 1)
        XCTAssertEqual(result.collapsedOffset(forSource: 2), 2, "inside collapsed space: the next kept unit")
        XCTAssertEqual(result.collapsedOffset(forSource: 4), 2)
        XCTAssertEqual(result.collapsedOffset(forSource: 5), 3)
    }
}
