import DecorModel
@testable import Templates
import XCTest

final class LineBoxesTests: XCTestCase {
    private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    func testTouchingRectsOnTheSameLineMerge() {
        // Three text nodes on one line (a word in <em> between two), the middle one 0.5px lower.
        let range = RangeGeometry(textPieces: [[rect(10, 100, 50, 20)], [rect(60.5, 100.5, 30, 20)], [rect(91, 100, 40, 20)]])
        XCTAssertEqual(LineBoxes.of(range), [rect(10, 100, 121, 20.5)])
    }

    func testRectsApartOnALineStaySeparate() {
        let range = RangeGeometry(textPieces: [[rect(10, 100, 50, 20), rect(80, 100, 20, 20)]])
        XCTAssertEqual(LineBoxes.of(range), [rect(10, 100, 50, 20), rect(80, 100, 20, 20)])
    }

    func testContainedDuplicateAndThinRectsAreDropped() {
        let range = RangeGeometry(textPieces: [
            [rect(10, 100, 100, 20), rect(10, 100, 100, 20)],
            [rect(200, 130, 1, 20), rect(300, 130, 40, 0.5)],
        ], replacedElements: [rect(20, 102, 30, 10)])
        XCTAssertEqual(LineBoxes.of(range), [rect(10, 100, 100, 20)])
    }

    func testMultiParagraphRangeKeepsItsLineBoxes() {
        // Per text node pieces, as the spec asks: two paragraphs, two lines each; no block box.
        let range = RangeGeometry(textPieces: [
            [rect(100, 10, 400, 20), rect(20, 30, 200, 20)],
            [rect(20, 70, 480, 20), rect(20, 90, 100, 20)],
        ])
        XCTAssertEqual(LineBoxes.of(range).count, 4)
    }

    func testOrderIsByLineThenInlineDirection() {
        let range = RangeGeometry(textPieces: [[rect(300, 40, 20, 20)], [rect(10, 40, 20, 20)], [rect(50, 10, 20, 20)]],
                                  replacedElements: [rect(150, 35, 40, 30)])
        XCTAssertEqual(LineBoxes.of(range), [rect(50, 10, 20, 20), rect(10, 40, 20, 20), rect(150, 35, 40, 30), rect(300, 40, 20, 20)])
    }

    func testVerticalRightToLeftLinesGoFromRightToLeftAndMergeDownwards() {
        let range = RangeGeometry(textPieces: [
            [rect(100, 10, 20, 50)], [rect(100, 60.5, 20, 30)], [rect(130, 40, 20, 100)],
        ], writingMode: .verticalRL)
        XCTAssertEqual(LineBoxes.of(range), [rect(130, 40, 20, 100), rect(100, 10, 20, 80.5)])
    }

    func testVerticalLeftToRightLinesGoFromLeftToRight() {
        let range = RangeGeometry(textPieces: [[rect(130, 40, 20, 100)], [rect(100, 10, 20, 50)]], writingMode: .verticalLR)
        XCTAssertEqual(LineBoxes.of(range), [rect(100, 10, 20, 50), rect(130, 40, 20, 100)])
    }
}
