import XCTest
@testable import Layout

/// The extremes a document's facts are made from, gathered one rect at a time, equal the ones taken over
/// the whole list of rects at once.
final class ContentBoundsTests: XCTestCase {
    func testGatheredBoundsEqualTheWholeListsExtremes() {
        var generator = SystemRandomNumberGenerator()
        let rects = (0..<500).map { index in
            LayoutRect(x: Double.random(in: -900...900, using: &generator), y: Double.random(in: -50...9000, using: &generator),
                       width: index % 7 == 0 ? 0 : Double.random(in: 0...300, using: &generator),
                       height: index % 11 == 0 ? 0 : Double.random(in: 0...40, using: &generator))
        }
        var bounds = ContentBounds()
        rects.forEach { bounds.add($0) }
        XCTAssertEqual(bounds.centers, CenterExtent(of: rects))
        XCTAssertEqual(bounds.maxBottom, rects.map(\.bottom).max())
        XCTAssertEqual(bounds.minX, rects.map(\.x).min())
        XCTAssertEqual(bounds.maxRight, rects.map(\.right).max())
        XCTAssertEqual(bounds.maxCenterY, rects.map(\.centerY).max())
    }

    func testRectsWithoutAreaReachButHaveNoCentre() {
        var bounds = ContentBounds()
        bounds.add(LayoutRect(x: 10, y: 500, width: 0, height: 20))
        XCTAssertNil(bounds.centers, "a rect without width places no page")
        XCTAssertEqual(bounds.maxBottom, 520)
        bounds.add(LayoutRect(x: 40, y: 0, width: 20, height: 10))
        XCTAssertEqual(bounds.centers, CenterExtent(minX: 50, maxX: 50, minY: 5, maxY: 5))
    }

    func testNoRectsNoBounds() {
        let bounds = ContentBounds()
        XCTAssertNil(bounds.centers)
        XCTAssertNil(bounds.maxBottom)
        XCTAssertNil(bounds.minX)
    }
}
