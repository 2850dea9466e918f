import DecorModel
@testable import Templates
import XCTest

final class DecorationBoxesTests: XCTestCase {
    private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    /// Two columns of 400px in an 800px viewport; the range's last line is on the second page of the
    /// next spread (x = 1250).
    private let viewport = PagedViewport(width: 800, height: 600, columnCount: 2)
    private var lines: [Rect] { [rect(100, 500, 250, 20), rect(420, 20, 300, 20), rect(1250, 40, 100, 20)] }

    private func boxes(_ layout: DecorationLayout, _ width: DecorationWidth, _ lines: [Rect]? = nil,
                       mode: WritingMode = .horizontalTB, viewport: PagedViewport? = nil) -> [Rect] {
        DecorationBoxes.boxes(lines: lines ?? self.lines, layout: layout, width: width, writingMode: mode, viewport: viewport ?? self.viewport)
    }

    func testBoxesLayout() {
        XCTAssertEqual(boxes(.boxes, .wrap), lines)
        XCTAssertEqual(boxes(.boxes, .bounds), [rect(100, 500, 1250, 20), rect(100, 20, 1250, 20), rect(100, 40, 1250, 20)])
        XCTAssertEqual(boxes(.boxes, .page), [rect(0, 500, 400, 20), rect(400, 20, 400, 20), rect(1200, 40, 400, 20)])
        XCTAssertEqual(boxes(.boxes, .viewport), [rect(0, 500, 800, 20), rect(0, 20, 800, 20), rect(800, 40, 800, 20)])
    }

    func testBoundsLayout() {
        XCTAssertEqual(boxes(.bounds, .wrap), [rect(100, 20, 1250, 500)])
        XCTAssertEqual(boxes(.bounds, .bounds), [rect(100, 20, 1250, 500)])
        XCTAssertEqual(boxes(.bounds, .page), [rect(0, 20, 400, 500)])
        XCTAssertEqual(boxes(.bounds, .viewport), [rect(0, 20, 800, 500)])
    }

    func testContinuousBoundsIsOneBoxPerColumn() {
        let twoLinesPerColumn = lines + [rect(420, 60, 200, 20)]
        XCTAssertEqual(boxes(.continuousBounds, .wrap, twoLinesPerColumn),
                       [rect(100, 500, 250, 20), rect(420, 20, 300, 60), rect(1250, 40, 100, 20)])
        XCTAssertEqual(boxes(.continuousBounds, .bounds, twoLinesPerColumn),
                       [rect(100, 500, 250, 20), rect(420, 20, 300, 60), rect(1250, 40, 100, 20)])
        XCTAssertEqual(boxes(.continuousBounds, .page, twoLinesPerColumn),
                       [rect(0, 500, 400, 20), rect(400, 20, 400, 60), rect(1200, 40, 400, 20)])
        XCTAssertEqual(boxes(.continuousBounds, .viewport, twoLinesPerColumn),
                       [rect(0, 500, 800, 20), rect(0, 20, 800, 60), rect(800, 40, 800, 20)])
    }

    func testVerticalWritingSnapsAlongTheHeight() {
        // vertical-rl, 2 columns stacked in a 600px high viewport: pages are 300px high.
        let vertical = [rect(500, 320, 20, 100), rect(470, 20, 20, 250)]
        XCTAssertEqual(boxes(.boxes, .wrap, vertical, mode: .verticalRL), vertical)
        XCTAssertEqual(boxes(.boxes, .page, vertical, mode: .verticalRL), [rect(500, 300, 20, 300), rect(470, 0, 20, 300)])
        XCTAssertEqual(boxes(.boxes, .viewport, vertical, mode: .verticalRL), [rect(500, 0, 20, 600), rect(470, 0, 20, 600)])
        XCTAssertEqual(boxes(.boxes, .bounds, vertical, mode: .verticalLR), [rect(500, 20, 20, 400), rect(470, 20, 20, 400)])
        XCTAssertEqual(boxes(.bounds, .wrap, vertical, mode: .verticalRL), [rect(470, 20, 50, 400)])
        XCTAssertEqual(boxes(.continuousBounds, .wrap, vertical + [rect(440, 30, 20, 50)], mode: .verticalRL),
                       [rect(440, 20, 50, 250), rect(500, 320, 20, 100)])
    }

    func testNoLinesNoBoxes() {
        for layout in DecorationLayout.allCases {
            for width in DecorationWidth.allCases {
                XCTAssertEqual(boxes(layout, width, []), [])
            }
        }
    }
}
