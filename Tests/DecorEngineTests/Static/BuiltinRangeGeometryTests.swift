import DecorEngine
import Foundation
import TestFixtures
import XCTest

final class BuiltinRangeGeometryTests: XCTestCase {
    private func renderWithLayout(mode: LayoutMode = .scroll, isStatic: Bool = false) throws -> (URL, RenderReport) {
        let publication = try RenderSamples.open("moby-dick.epub")
        let resources = try PublicationResources(publication: publication)
        let settings = try LayoutSettings(viewports: [Viewport(width: 600, height: 800)], mode: mode, gap: mode == .paginate ? 40 : 0)
        return try RenderSamples.render(options: RenderOptions(settings: settings, geometry: BuiltinRangeGeometry(resources: resources), isStatic: isStatic))
    }

    func testTheReportHasPagesAndBoxesFromTheLayoutForChapter1() throws {
        let (_, report) = try renderWithLayout()
        let drawn = report.decorations.filter { $0.href == RenderSamples.chapter1 && $0.error == nil }
        XCTAssertEqual(drawn.map(\.id).sorted(), ["h1", "h2", "h3", "s1", "s2", "s3"])
        for outcome in drawn {
            let pages = try XCTUnwrap(outcome.pages, outcome.id)
            let boxes = try XCTUnwrap(outcome.boxes, outcome.id)
            XCTAssertFalse(pages.isEmpty, outcome.id)
            XCTAssertFalse(boxes.isEmpty, outcome.id)
            for box in boxes {
                XCTAssertTrue(box.minX >= 0 && box.maxX <= 600.5, "\(outcome.id): \(box)")
                XCTAssertTrue(box.height > 10 && box.height < 60, "\(outcome.id): \(box)")
            }
            // Every box lies on one of the reported pages (pages are viewport heights when scrolling).
            XCTAssertTrue(boxes.allSatisfy { pages.contains(Int(($0.minY + $0.height / 2) / 800)) }, outcome.id)
        }
        let h1 = try XCTUnwrap(drawn.first { $0.id == "h1" })
        XCTAssertEqual(h1.pages, [0])
        XCTAssertEqual(h1.boxes?.count, 1)
        // "Call me Ishmael" at the default size: about 8 em of serif text.
        XCTAssertEqual(try XCTUnwrap(h1.boxes?.first).width, 130, accuracy: 40)
        // s1 runs over more than one line: a box per line, one below the other.
        let s1 = try XCTUnwrap(drawn.first { $0.id == "s1" }?.boxes)
        XCTAssertGreaterThan(s1.count, 1)
        XCTAssertTrue(zip(s1, s1.dropFirst()).allSatisfy { $0.minY < $1.minY })
        // The page-wide template (s2, sidemark) spans the whole single column.
        XCTAssertEqual(try XCTUnwrap(drawn.first { $0.id == "s2" }?.boxes?.first).width, 600)
    }

    func testPaginatingPutsLaterTextOnLaterColumns() throws {
        let (_, report) = try renderWithLayout(mode: .paginate)
        let pages = report.decorations.filter { $0.error == nil && $0.href == RenderSamples.chapter1 }
            .reduce(into: [String: Int]()) { $0[$1.id] = $1.pages?.first }
        XCTAssertEqual(pages["h1"], 0)
        // "Why did the old Persians…" comes several paragraphs later, past the first column.
        XCTAssertGreaterThan(try XCTUnwrap(pages["s2"]), 0)
        for outcome in report.decorations where outcome.error == nil && outcome.href == RenderSamples.chapter1 {
            let page = try XCTUnwrap(outcome.pages?.first)
            XCTAssertTrue(try XCTUnwrap(outcome.boxes).allSatisfy { $0.minX >= Double(page * 600) - 1 && $0.minX < Double(page + 1) * 600 }, outcome.id)
        }
    }

    func testBodyTextOffsetsMeasureTheResolvedTextItself() throws {
        // A geometry source for one range of known text: the layout's rects hold that many characters.
        let publication = try RenderSamples.open("moby-dick.epub")
        let resources = try PublicationResources(publication: publication)
        let document = try Fixtures.document(RenderSamples.chapter1, in: "moby-dick.epub")
        let located = try LocatorResolver(document: document).resolve(try Locator(jsonData: Data(
            #"{"href": "OPS/chapter_001.xhtml", "text": {"highlight": "Call me Ishmael"}}"#.utf8)))
        let geometry = BuiltinRangeGeometry(resources: resources)
        let one = try geometry.measure([located.range], in: document, href: RenderSamples.chapter1, settings: try LayoutSettings())
        let wider = try geometry.measure([try DOMRange(start: located.range.start, end: try DOMPosition(container: located.range.end.container,
                                                                                                            offset: located.range.end.offset + 1))],
                                         in: document, href: RenderSamples.chapter1, settings: try LayoutSettings())
        let width = try XCTUnwrap(one[0]?.geometry.textPieces.first?.first).width
        let widerWidth = try XCTUnwrap(wider[0]?.geometry.textPieces.first?.first).width
        XCTAssertGreaterThan(widerWidth, width)
        XCTAssertEqual(one[0]?.pages, [0])
    }

    func testAnHrefOutsideThePublicationIsNotMeasured() throws {
        let publication = try RenderSamples.open("moby-dick.epub")
        let resources = try PublicationResources(publication: publication)
        let document = try Fixtures.document(RenderSamples.chapter1, in: "moby-dick.epub")
        let range = DOMRange(contentsOf: try XCTUnwrap(document.body))
        XCTAssertEqual(try BuiltinRangeGeometry(resources: resources).measure([range], in: document, href: "../etc/passwd",
                                                                          settings: try LayoutSettings()), [nil])
    }
}
