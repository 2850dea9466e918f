import XCTest
@testable import Layout

/// The page model of layout.md: which page a rect's centre falls on, and how many pages there are.
final class LayoutModelPageTests: XCTestCase {
    private let viewport = Viewport.standard

    private func rect(centerX: Double, centerY: Double) -> LayoutRect {
        LayoutRect(x: centerX - 10, y: centerY - 5, width: 20, height: 10)
    }

    func testScrollPagesAreViewportHeights() {
        let model = PageModel(mode: .scroll, viewport: viewport, writingMode: "horizontal-tb", direction: "ltr")
        XCTAssertEqual(model.pitch, 800)
        XCTAssertEqual(model.page(of: rect(centerX: 5000, centerY: 799.9)), 0)
        XCTAssertEqual(model.page(of: rect(centerX: 0, centerY: 800)), 1)
        XCTAssertEqual(model.page(of: rect(centerX: 0, centerY: -1)), -1)
    }

    func testPaginatedPagesAreViewportWidthsAndGoLeftForRightToLeft() {
        let ltr = PageModel(mode: .paginate, viewport: viewport, writingMode: "horizontal-tb", direction: "ltr")
        XCTAssertEqual(ltr.pitch, 600)
        XCTAssertEqual(ltr.page(of: rect(centerX: 1250, centerY: 9000)), 2)
        let rtl = PageModel(mode: .paginate, viewport: viewport, writingMode: "horizontal-tb", direction: "rtl")
        XCTAssertEqual(rtl.page(of: rect(centerX: 300, centerY: 0)), 0)
        XCTAssertEqual(rtl.page(of: rect(centerX: -300, centerY: 0)), 1)
    }

    /// Centres are compared at half a layout unit: float noise just short of a page boundary (a justified
    /// line's width summed from its advances) counts as on it, as Chromium's rect in layout units is; a
    /// centre a 128th of a pixel short stays on the page before.
    func testCentresAreTakenAtHalfALayoutUnit() {
        let model = PageModel(mode: .paginate, viewport: viewport, writingMode: "horizontal-tb", direction: "ltr")
        XCTAssertEqual(model.page(of: LayoutRect(x: 400, y: 0, width: 399.9999999999945, height: 10)), 1)
        XCTAssertEqual(model.page(of: LayoutRect(x: 400, y: 0, width: 400 - 1 / 64, height: 10)), 0)
    }

    func testVerticalWritingScrollsLeftwardsAndIsNotPaginated() {
        let scroll = PageModel(mode: .scroll, viewport: viewport, writingMode: "vertical-rl", direction: "ltr")
        XCTAssertTrue(scroll.isVertical)
        XCTAssertEqual(scroll.pitch, 600)
        XCTAssertEqual(scroll.page(of: rect(centerX: -700, centerY: 100)), 2)
        let sideways = PageModel(mode: .scroll, viewport: viewport, writingMode: "sideways-lr", direction: "ltr")
        XCTAssertTrue(sideways.isVertical)
        let paginated = PageModel(mode: .paginate, viewport: viewport, writingMode: "vertical-rl", direction: "ltr")
        XCTAssertNil(paginated.page(of: rect(centerX: 100, centerY: 100)))
        XCTAssertEqual(paginated.paged(rect(centerX: 1, centerY: 1)).page, nil)
    }

    func testPageCountIsOneMoreThanTheHighestPageOfARectWithArea() {
        let model = PageModel(mode: .scroll, viewport: viewport, writingMode: "horizontal-tb", direction: "ltr")
        let rects = [rect(centerX: 10, centerY: 10), rect(centerX: 10, centerY: 2500),
                     LayoutRect(x: 0, y: 9000, width: 0, height: 20)]
        let extent = CenterExtent(of: rects)
        XCTAssertEqual(extent, CenterExtent(minX: 10, maxX: 10, minY: 10, maxY: 2500))
        XCTAssertEqual(model.pageCount(of: extent), 4)
        XCTAssertNil(model.pageCount(of: CenterExtent(of: [LayoutRect(x: 0, y: 0, width: 5, height: 0)])))
        let rtl = PageModel(mode: .paginate, viewport: viewport, writingMode: "horizontal-tb", direction: "rtl")
        XCTAssertEqual(rtl.pageCount(of: CenterExtent(of: [rect(centerX: 300, centerY: 0), rect(centerX: -900, centerY: 0)])), 3)
    }

    func testRectEdgesFollowDOMRect() {
        let flipped = LayoutRect(x: 10, y: 20, width: -4, height: -6)
        XCTAssertEqual([flipped.left, flipped.right, flipped.top, flipped.bottom], [6, 10, 14, 20])
        XCTAssertEqual(flipped.area, 24)
        XCTAssertEqual(flipped.centerX, 8)
    }
}
