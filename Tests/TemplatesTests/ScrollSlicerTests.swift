@testable import Templates
import XCTest

final class ScrollSlicerTests: XCTestCase {
    private let slicer = ScrollSlicer(contentHeight: 2000, sliceHeight: 800, width: 600)

    private func rect(_ y: Double, _ height: Double) -> Rect {
        Rect(x: 10, y: y, width: 100, height: height)
    }

    func testSliceCountCoversTheContent() {
        XCTAssertEqual(slicer.sliceCount, 3)
        XCTAssertEqual(ScrollSlicer(contentHeight: 1600, sliceHeight: 800, width: 600).sliceCount, 2)
        XCTAssertEqual(ScrollSlicer(contentHeight: 1600.5, sliceHeight: 800, width: 600).sliceCount, 3)
        XCTAssertEqual(ScrollSlicer(contentHeight: 0, sliceHeight: 800, width: 600).sliceCount, 1)
        XCTAssertEqual(ScrollSlicer(contentHeight: 100, sliceHeight: 0, width: 600).sliceCount, 100)
        XCTAssertEqual(ScrollSlicer(contentHeight: .infinity, sliceHeight: 800, width: 600).sliceCount, 1)
    }

    func testFramesAreViewportHighStrips() {
        XCTAssertEqual(slicer.frames, [
            PageFrame(index: 0, rect: Rect(x: 0, y: 0, width: 600, height: 800)),
            PageFrame(index: 1, rect: Rect(x: 0, y: 800, width: 600, height: 800)),
            PageFrame(index: 2, rect: Rect(x: 0, y: 1600, width: 600, height: 800)),
        ])
    }

    func testItemsInsideOneSlice() {
        XCTAssertEqual(slicer.placements(of: rect(100, 20)),
                       [ScrollSlicer.Placement(slice: 0, offset: 100, visible: rect(100, 20))])
        XCTAssertEqual(slicer.placements(of: rect(1700, 20)),
                       [ScrollSlicer.Placement(slice: 2, offset: 100, visible: rect(100, 20))])
    }

    func testBoundariesAreHalfOpen() {
        XCTAssertEqual(slicer.placements(of: rect(780, 20)).map(\.slice), [0], "ends exactly at the boundary")
        XCTAssertEqual(slicer.placements(of: rect(800, 20)), [ScrollSlicer.Placement(slice: 1, offset: 0, visible: rect(0, 20))])
        XCTAssertEqual(slicer.placements(of: rect(800, 0)).map(\.slice), [1], "an empty item at the boundary")
    }

    func testItemsCrossingABoundaryAreInBothSlicesClipped() {
        XCTAssertEqual(slicer.placements(of: rect(790, 20)), [
            ScrollSlicer.Placement(slice: 0, offset: 790, visible: rect(790, 10)),
            ScrollSlicer.Placement(slice: 1, offset: -10, visible: rect(0, 10)),
        ])
        XCTAssertEqual(slicer.placements(of: rect(700, 1000)).map(\.slice), [0, 1, 2])
        XCTAssertEqual(slicer.placements(of: rect(700, 1000))[1].visible, rect(0, 800))
    }

    func testItemsOutsideTheContentAreOnNoSlice() {
        XCTAssertEqual(slicer.placements(of: rect(2400, 20)), [])
        XCTAssertEqual(slicer.placements(of: rect(-40, 20)), [])
        XCTAssertEqual(slicer.placements(of: rect(-10, 20)), [ScrollSlicer.Placement(slice: 0, offset: -10, visible: rect(0, 10))])
        XCTAssertEqual(slicer.placements(of: rect(.nan, 20)), [])
        XCTAssertEqual(slicer.placements(of: rect(1e300, 1e300)), [])
    }
}
