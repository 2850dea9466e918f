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

    /// Text kept as it is, single spaces between words included, is copied a stretch at a time: its
    /// offsets are one run until white space collapses.
    func testTextKeptAsItIsIsOneRunOfOffsets() {
        let kept = WhiteSpaceCollapsing.collapse(Array("Call me Ishmael.".utf16), whiteSpace: .normal)
        XCTAssertEqual(kept.sourceOffsets.runCount, 1)
        XCTAssertEqual(Array(kept.sourceOffsets), Array(0..<16))
        let collapsed = WhiteSpaceCollapsing.collapse(Array("Call  me".utf16), whiteSpace: .normal)
        XCTAssertEqual(collapsed.sourceOffsets.runCount, 2)
        XCTAssertEqual(Array(collapsed.sourceOffsets), [0, 1, 2, 3, 4, 6, 7])
    }

    /// Over many texts of letters, spaces, tabs and newlines: every kept unit maps back to its own source
    /// unit (a collapsed space to white space), offsets increase, no two spaces follow each other, and the
    /// offsets are the runs that appending them one at a time makes.
    func testEveryKeptUnitMapsBackToItsSource() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt16] = [0x61, 0x62, 0x20, 0x20, 0x09, 0x0A]
        for _ in 0..<2_000 {
            let source = (0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            for mode in [WhiteSpace.normal, .preLine] {
                let result = WhiteSpaceCollapsing.collapse(source, whiteSpace: mode, followsCollapsibleSpace: Bool.random())
                let offsets = Array(result.sourceOffsets)
                XCTAssertEqual(offsets.count, result.text.count)
                XCTAssertEqual(offsets, offsets.sorted())
                XCTAssertEqual(Set(offsets).count, offsets.count)
                for (unit, offset) in zip(result.text, offsets) {
                    XCTAssertTrue(unit == source[offset] || (unit == 0x20 && [0x20, 0x09, 0x0A].contains(source[offset])),
                                  "\(source) \(mode)")
                }
                XCTAssertFalse(zip(result.text, result.text.dropFirst()).contains { $0 == 0x20 && $1 == 0x20 })
                XCTAssertEqual(result.sourceOffsets, SourceOffsets(offsets))
            }
        }
    }
}
