import XCTest
@testable import Layout

/// The IoU of two rect sets, computed exactly, and the per-viewport agreement built on it.
final class LayoutModelOverlapTests: XCTestCase {
    private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
        LayoutRect(x: x, y: y, width: width, height: height)
    }

    func testIoUOfSimpleShapes() {
        XCTAssertEqual(RectSetOverlap.intersectionOverUnion([rect(0, 0, 10, 10)], [rect(0, 0, 10, 10)]), 1)
        XCTAssertEqual(RectSetOverlap.intersectionOverUnion([rect(0, 0, 10, 10)], [rect(5, 0, 10, 10)]), 50.0 / 150)
        XCTAssertEqual(RectSetOverlap.intersectionOverUnion([rect(0, 0, 10, 10)], [rect(20, 0, 10, 10)]), 0)
        XCTAssertEqual(RectSetOverlap.intersectionOverUnion([rect(0, 0, 10, 10)], []), 0)
        XCTAssertEqual(RectSetOverlap.intersectionOverUnion([], []), 1)
        XCTAssertEqual(RectSetOverlap.intersectionOverUnion([rect(0, 0, 0, 10)], [rect(3, 3, 5, 0)]), 1, "no area on either side")
    }

    func testOverlappingRectsOfOneSetCountOnce() {
        let doubled = [rect(0, 0, 10, 10), rect(0, 0, 10, 10), rect(5, 5, 5, 5)]
        XCTAssertEqual(RectSetOverlap.areas(doubled, [rect(0, 0, 10, 10)]).union, 100)
        XCTAssertEqual(RectSetOverlap.intersectionOverUnion(doubled, [rect(0, 0, 10, 10)]), 1)
        // Two lines against one rect covering both and the gap between them.
        let lines = [rect(0, 0, 100, 20), rect(0, 30, 60, 20)]
        let block = [rect(0, 0, 100, 50)]
        XCTAssertEqual(RectSetOverlap.areas(lines, block).intersection, 3200)
        XCTAssertEqual(RectSetOverlap.intersectionOverUnion(lines, block), 3200.0 / 5000)
    }

    func testAgreementComparesRangesByIdAndLeavesOutWhatTheReferenceCouldNotMeasure() throws {
        let model = PageModel(mode: .scroll, viewport: .standard, isVertical: false, isRightToLeft: false)
        func layout(_ ranges: [(String, [LayoutRect]?)]) -> ViewportLayout {
            let facts = DocumentFacts(
                contentType: nil, parseError: nil, viewport: ViewportFacts(width: 600, height: 800, clientWidth: 600, clientHeight: 800),
                scrollWidth: 600, scrollHeight: 800, scrollX: 0, scrollY: 0, writingMode: "horizontal-tb", direction: "ltr",
                epubWritingModeRaw: nil, bodyFontFamily: nil, bodyFontSize: nil, bodyLineHeight: nil, fontCheck: nil,
                fontsStatus: nil, pageCount: 1, pagePitch: 800, bodyTextLength: 10)
            return ViewportLayout(document: facts, ranges: ranges.map { id, rects in
                guard let rects else { return RangeLayout(id: id, outcome: .failed("x")) }
                let paged = rects.map(model.paged)
                return RangeLayout(id: id, outcome: .measured(MeasuredRange(fullText: id, bbox: rects[0], rects: paged, textRects: paged)))
            }, viewportRequested: .standard, evalSeconds: 0)
        }
        let reference = layout([("same", [rect(0, 0, 10, 10)]), ("half", [rect(0, 0, 10, 10)]),
                                ("moved", [rect(0, 0, 10, 10)]), ("lost", [rect(0, 0, 10, 10)]), ("refFailed", nil)])
        let candidate = layout([("moved", [rect(0, 900, 10, 10)]), ("half", [rect(5, 0, 10, 10)]),
                                ("same", [rect(0, 0, 10, 10)]), ("lost", nil), ("refFailed", [rect(0, 0, 1, 1)])])
        let agreement = LayoutAgreement.compare(reference: reference, candidate: candidate)
        XCTAssertEqual(agreement.unmeasuredByReference, 1)
        XCTAssertEqual(agreement.ranges.map(\.id), ["same", "half", "moved", "lost"])
        XCTAssertEqual(agreement.ranges.map(\.iou), [1, 1.0 / 3, 0, 0])
        XCTAssertEqual(agreement.ranges.map(\.pagesAgree), [true, true, false, false])
        XCTAssertEqual(agreement.ranges.map(\.candidateFailed), [false, false, false, true])
        XCTAssertEqual(agreement.meanIoU, (1 + 1.0 / 3) / 4)
        XCTAssertEqual(agreement.share(atLeast: 0.9), 0.25)
        XCTAssertEqual(agreement.pageAgreement, 0.5)
        XCTAssertEqual(agreement.worst(2).map(\.id), ["moved", "lost"])
    }
}
