import Foundation
@testable import Layout
import XCTest

/// The built-in engine's columns in paginate mode (400×300 viewport: column k spans x [400k, 400k+400)),
/// DejaVu Serif 16px, 19px lines.
final class BuiltinPaginationTests: XCTestCase {
    private var harness: BuiltinEngineHarness!
    private let viewport = try! Viewport(width: 400, height: 300)

    override func setUpWithError() throws { harness = try BuiltinEngineHarness() }
    override func tearDown() { harness = nil }

    private func layout(_ body: String, _ ranges: [RangeSpec], gap: Double = 0) throws -> ViewportLayout {
        try harness.layout(harness.document(body: body, bodyAttributes: " style='margin: 0'"), ranges: ranges,
                           viewport: viewport, mode: .paginate, gap: gap)
    }

    private func lines(_ count: Int) -> String {
        (1...count).map { "<span>line \($0)</span>" }.joined(separator: "<br/>")
    }

    /// All the text of `#a`, made by `lines(count)`.
    private func whole(_ count: Int) -> RangeSpec {
        .boundaries(id: "all", start: RangeBoundary(selector: "#a", offset: 0),
                    end: RangeBoundary(selector: "#a", textIndex: count - 1, offset: "line \(count)".utf16.count))
    }

    func testLinesThatDoNotFitGoToTheNextColumn() throws {
        let layout = try layout("<p id='a' style='margin:0'>\(lines(20))</p>",
                                [whole(20)])
        let rects = try layout.rects("all")
        let firstInSecond = try XCTUnwrap(rects.first { $0.x >= 400 })
        XCTAssertEqual(firstInSecond.x, 400)
        XCTAssertEqual(firstInSecond.y, 0)
        XCTAssertEqual(rects.filter { $0.x < 400 }.count, 15, "15 lines of 19px fit in 300px")
        XCTAssertEqual(layout.pages("all"), [0, 1])
        XCTAssertEqual(layout.document.pageCount, 2)
    }

    func testColumnBreaksAreForcedAndPageBreaksAreNot() throws {
        let layout = try layout("""
            <p style='margin:0'>first</p><p id='c' style='margin:0;break-before:column'>second</p>\
            <p id='p' style='margin:0;page-break-before:always'>third</p>
            """, [BuiltinEngineHarness.text("c", "#c", to: 6), BuiltinEngineHarness.text("p", "#p", to: 5)])
        XCTAssertEqual(try XCTUnwrap(try layout.rects("c").first).x, 400)
        XCTAssertEqual(try XCTUnwrap(try layout.rects("c").first).y, 0)
        XCTAssertEqual(try XCTUnwrap(try layout.rects("p").first).y, 19, "page breaks do not apply inside columns")
    }

    func testWidowsMoveALineAlong() throws {
        let layout = try layout("<div style='height:243px'></div><p id='a' style='margin:0'>\(lines(4))</p>",
                                [whole(4)])
        let rects = try layout.rects("all")
        XCTAssertEqual(rects.filter { $0.x < 400 }.count, 2, "three lines would fit; two go on so that two are together")
        XCTAssertEqual(rects.filter { $0.x >= 400 }.first?.y, 0)
    }

    func testOrphansMoveTheWholeParagraph() throws {
        let layout = try layout("<div style='height:281px'></div><p id='a' style='margin:0'>\(lines(4))</p>",
                                [whole(4)])
        XCTAssertTrue(try layout.rects("all").allSatisfy { $0.x >= 400 }, "one line alone may not stay behind")
    }

    func testMarginsAtAnUnforcedBreakAreTruncated() throws {
        let layout = try layout("<div style='height:290px'></div><p id='a' style='margin:30px 0 0'>A</p>",
                                [BuiltinEngineHarness.text("a", "#a", to: 1)])
        let rect = try XCTUnwrap(try layout.rects("a").first)
        XCTAssertEqual(rect.x, 400)
        XCTAssertEqual(rect.y, 0)
    }

    /// A box opened near a column's end moves to the next column with its first content (LayoutNG breaks
    /// before the box): the margin inside its border and padding moves along, even when that margin alone
    /// reaches past the column's end. 282 + 1 + 10 + 9 > 300; Chromium puts the line at 1 + 10 + 9.
    func testAMarginInsideABoxThatMovesToTheNextColumnIsKept() throws {
        let layout = try layout("<div style='height:282px'></div><div style='border-top:1px solid;padding-top:10px'>"
                                + "<p id='a' style='margin:9px 0 0'>A</p></div>", [BuiltinEngineHarness.text("a", "#a", to: 1)])
        let rect = try XCTUnwrap(try layout.rects("a").first)
        XCTAssertEqual(rect.x, 400)
        XCTAssertEqual(rect.y, 20)
    }

    func testTheGapIsSplitAroundEachColumn() throws {
        let layout = try layout("<p id='a' style='margin:0'>\(lines(20))</p>", [whole(20)], gap: 40)
        let rects = try layout.rects("all")
        XCTAssertEqual(rects.first?.x, 20)
        XCTAssertEqual(rects.first { $0.x >= 400 }?.x, 420)
    }

    /// In vertical writing the gap's halves pad the root's block start and end: every column starts
    /// after the block-start half, the first one as the later ones (columns 300 + 40 apart down the page).
    func testVerticalColumnsStartAfterTheRootsBlockStartPadding() throws {
        let document = try harness.document(head: "<style>html { writing-mode: vertical-rl }</style>",
                                            body: "<p id='a' style='margin:0'>\(lines(30))</p>", bodyAttributes: " style='margin: 0'")
        let layout = try harness.layout(document, ranges: [whole(30)], viewport: viewport, mode: .paginate, gap: 40)
        let rects = try layout.rects("all")
        XCTAssertEqual(rects.first?.x, 400 - 20 - 19)
        let firstInSecond = try XCTUnwrap(rects.first { $0.y >= 340 })
        XCTAssertEqual(firstInSecond.x, 400 - 20 - 19)
        XCTAssertEqual(firstInSecond.y, 340)
        XCTAssertEqual(rects.filter { $0.y < 340 }.count, 18, "18 lines of 19px fit in 400 − 40 px")
        XCTAssertEqual(layout.document.scrollHeight, 2 * 340 - 40)
    }

    func testUnbreakableImagesMoveWhole() throws {
        try harness.write("tall.gif", Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 10, 0, 100, 0]))
        let layout = try layout("<div style='height:250px'></div><img src='tall.gif' style='display:block'/><p id='a'>A</p>",
                                [BuiltinEngineHarness.text("a", "#a", to: 1)])
        let rect = try XCTUnwrap(try layout.rects("a").first)
        XCTAssertEqual(rect.x, 400)
        XCTAssertEqual(rect.y, 100 + 16, "after the 100px image that moved to the column's top, and the p's margin")
    }

    func testATablesLastRowMustFitWithTheTablesBottomBorder() throws {
        // Two 52px rows under a 5px border and 2px spacing: the second ends 113px below the table's top and
        // needs 5px more for the bottom border, as LayoutNG measured; the 2px spacing after it may be cut.
        let table = """
            <table border='5' style='border-spacing:2px'><tr><td style='height:50px;padding:0'>a</td></tr>\
            <tr><td id='b' style='height:50px;padding:0'>b</td></tr></table><p id='c'>c</p>
            """
        let fitting = try layout("<div style='height:182px'></div>\(table)",
                                 [BuiltinEngineHarness.text("b", "#b", to: 1), BuiltinEngineHarness.text("c", "#c", to: 1)])
        XCTAssertLessThan(try XCTUnwrap(try fitting.rects("b").first).x, 400, "row and border end at 300px")
        let after = try XCTUnwrap(try fitting.rects("c").first)
        XCTAssertEqual(after.x, 400)
        XCTAssertEqual(after.y, 0, "the spacing is cut at the column's end and the p's margin truncated")
        let crossing = try layout("<div style='height:183px'></div>\(table)", [BuiltinEngineHarness.text("b", "#b", to: 1)])
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(try crossing.rects("b").first).x, 400,
                                    "the row fits but its table's bottom border does not: the row moves")
    }
}
