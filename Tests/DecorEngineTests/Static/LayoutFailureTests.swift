import DecorEngine
import Foundation
import XCTest

/// A layout that always fails, as the engine does on a document it cannot read.
private struct FailingGeometry: RangeGeometrySource {
    struct Failure: Error {}

    func measure(_ ranges: [DOMRange], in document: Document, href: String, settings: LayoutSettings) throws -> [RangeMeasurement?] {
        throw Failure()
    }
}

final class LayoutFailureTests: XCTestCase {
    func testLiveOutputGoesOnWithoutGeometryAndStaticOutputReportsTheFailure() throws {
        let (_, live) = try RenderSamples.render(options: RenderOptions(settings: try LayoutSettings(), geometry: FailingGeometry()))
        let drawn = live.decorations.filter { $0.href == RenderSamples.chapter1 && $0.error == nil }
        XCTAssertEqual(drawn.count, 6)
        XCTAssertTrue(drawn.allSatisfy { $0.pages == nil && $0.boxes == nil })

        let (_, fixed) = try RenderSamples.render(options: RenderOptions(settings: try LayoutSettings(), geometry: FailingGeometry(), isStatic: true))
        XCTAssertTrue(fixed.decorations.filter { $0.href == RenderSamples.chapter1 }.allSatisfy { $0.error != nil })
        XCTAssertNotNil(fixed.resources.first { $0.href == RenderSamples.chapter1 }?.error)
    }
}
