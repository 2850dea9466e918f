import Foundation
@testable import Layout
import XCTest

/// Block layout of the built-in engine, observed through text rects: DejaVu Serif 16px lines are 19px
/// tall (ascent 15 + descent 4, no line gap), the text rect filling the line.
final class BuiltinBlockLayoutTests: XCTestCase {
    private var harness: BuiltinEngineHarness!

    override func setUpWithError() throws { harness = try BuiltinEngineHarness() }
    override func tearDown() { harness = nil }

    /// The rect of the first character of `#id`.
    private func firstRect(_ body: String, _ id: String = "a", viewport: Viewport = .standard) throws -> LayoutRect {
        let document = try harness.document(body: body, bodyAttributes: " style='margin: 0'")
        let layout = try harness.layout(document, ranges: [BuiltinEngineHarness.text(id, "#\(id)", to: 1)],
                                        viewport: viewport)
        return try XCTUnwrap(try layout.rects(id).first)
    }

    func testTheBodysDefaultMarginPlacesText() throws {
        let document = try harness.document(body: "<div id='a'>A</div>")
        let rect = try XCTUnwrap(try harness.layout(document, ranges: [BuiltinEngineHarness.text("a", "#a", to: 1)])
            .rects("a").first)
        XCTAssertEqual(rect.x, 8)
        XCTAssertEqual(rect.y, 8)
        XCTAssertEqual(rect.height, 19)
    }

    /// `ch` is the advance of "0" at the size glyphs are measured at: a 95% zoom makes DejaVu Serif 15.2 px,
    /// measured at 15.1875 px (FreeType's 26.6 size), and 100ch 966.27 px, where Chromium puts it.
    func testChIsMeasuredAtTheGlyphSize() throws {
        let document = try harness.document(head: "<style>html { zoom: 0.95 }</style>",
                                            body: "<div id='a' style='margin-left: 100ch'>A</div>",
                                            bodyAttributes: " style='margin: 0'")
        let layout = try harness.layout(document, ranges: [BuiltinEngineHarness.text("a", "#a", to: 1)],
                                        viewport: try Viewport(width: 2000, height: 800))
        XCTAssertEqual(try XCTUnwrap(try layout.rects("a").first).x, 966.265625, accuracy: 1 / 64)
    }

    /// A cell's max-content width is measured with the widths lines are broken with (each text item
    /// rounded up to a layout unit), so content as wide as its cell stays on one line, as in Chromium:
    /// measured unrounded, four one-letter items after a word overflow the cell by a tenth of a pixel.
    func testACellAsWideAsItsContentHoldsItOnOneLine() throws {
        let document = try harness.document(
            body: "<table><tr><td id='a'>aaa bbb<i>c</i><i>c</i><i>c</i><i>c</i></td><td>x</td></tr></table>",
            bodyAttributes: " style='margin: 0'")
        let layout = try harness.layout(document, ranges: [BuiltinEngineHarness.text("a", "#a", to: 7)])
        let rects = try layout.rects("a")
        XCTAssertEqual(rects.count, 1)
        XCTAssertEqual(rects.first?.y, 3, "after the 2px border spacing and 1px padding")
    }

    func testParentAndFirstChildMarginsCollapse() throws {
        XCTAssertEqual(try firstRect("<div style='margin-top:10px'><p id='a' style='margin-top:20px'>A</p></div>").y, 20)
    }

    func testSiblingMarginsCollapseToTheLargestAndNegativesSubtract() throws {
        XCTAssertEqual(try firstRect("<p style='margin:0 0 30px'>A</p><p id='a' style='margin:20px 0 0'>B</p>").y, 49)
        XCTAssertEqual(try firstRect("<p style='margin:0 0 30px'>A</p><p id='a' style='margin:-10px 0 0'>B</p>").y, 39)
    }

    func testEmptyBlocksCollapseThrough() throws {
        let body = "<p style='margin:0 0 10px'>A</p><div style='margin:15px 0'></div><p id='a' style='margin:5px 0 0'>B</p>"
        XCTAssertEqual(try firstRect(body).y, 34)
    }

    func testPaddingAndBordersKeepMarginsApart() throws {
        let body = "<div style='padding-top:1px;margin-top:10px'><p id='a' style='margin-top:20px'>A</p></div>"
        XCTAssertEqual(try firstRect(body).y, 31)
        let bordered = "<div style='border-top:2px solid;margin-top:10px'><p id='a' style='margin-top:20px'>A</p></div>"
        XCTAssertEqual(try firstRect(bordered).y, 32)
    }

    func testWidthsAutoMarginsAndBoxSizing() throws {
        XCTAssertEqual(try firstRect("<div style='width:200px;margin:0 auto'><p id='a' style='margin:0'>A</p></div>").x, 200)
        XCTAssertEqual(try firstRect("<div style='max-width:100px;margin:0 auto'><p id='a' style='margin:0'>A</p></div>").x, 250)
        let sized = "<div style='box-sizing:border-box;width:200px;padding:0 50px;margin-left:10px'><p id='a'>A</p></div>"
        XCTAssertEqual(try firstRect(sized).x, 60)
        XCTAssertEqual(try firstRect("<div style='padding-left:10%'><p id='a'>A</p></div>").x, 60)
    }

    func testTextAlignCentresLinesInTheirBlock() throws {
        let rect = try firstRect("<div style='width:200px;text-align:center'><span id='a'>A</span></div>")
        XCTAssertEqual(rect.x * 2 + rect.width, 200, accuracy: 1.0 / 32)
    }

    func testListItemsAreIndentedByTheListPadding() throws {
        XCTAssertEqual(try firstRect("<ul style='margin:0'><li id='a'>one</li></ul>").x, 40)
    }

    func testTablesPutCellsSideBySide() throws {
        let body = "<table><tr><td id='a'>first</td><td id='b'>second</td></tr></table>"
        let document = try harness.document(body: body, bodyAttributes: " style='margin: 0'")
        let layout = try harness.layout(document, ranges: [
            BuiltinEngineHarness.text("a", "#a", to: 5), BuiltinEngineHarness.text("b", "#b", to: 6),
        ])
        let first = try XCTUnwrap(try layout.rects("a").first)
        let second = try XCTUnwrap(try layout.rects("b").first)
        XCTAssertEqual(first.y, second.y, "one row")
        XCTAssertEqual(first.x, 3, "border-spacing 2px and cell padding 1px")
        XCTAssertEqual(second.x, first.right + 4, accuracy: 1.0 / 32, "padding, spacing, padding")
    }

    func testFloatsNarrowTheLinesBesideThem() throws {
        let body = "<div style='float:left;width:100px;height:100px'></div><p id='a' style='margin:0'>A</p>"
        let rect = try firstRect(body)
        XCTAssertEqual(rect.x, 100)
        XCTAssertEqual(rect.y, 0)
    }

    /// `calc()` adding a percentage and a length resolves against the containing block at layout time:
    /// lines start 10% of 600px + 4px from the left and are no wider than 50% − 2em (268px).
    func testLengthsMixingPercentagesAndPixelsResolveAgainstTheContainingBlock() throws {
        let words = String(repeating: "word ", count: 60)
        let rects = try harness.layout(
            text: words, in: "a", body: "<div style='margin-left: calc(10% + 4px); width: calc(50% - 2em)'><p id='a'>\(words)</p></div>",
            bodyAttributes: " style='margin: 0'").rects("a")
        XCTAssertGreaterThan(rects.count, 2)
        XCTAssertTrue(rects.allSatisfy { $0.x == 64 })
        XCTAssertTrue(rects.allSatisfy { $0.right <= 64 + 268 + 1.0 / 64 })
        XCTAssertGreaterThan(rects[0].right, 64 + 268 - 50)
    }
}
