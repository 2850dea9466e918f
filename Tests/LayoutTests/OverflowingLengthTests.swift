import DOM
import Foundation
@testable import Layout
import XCTest

/// Lengths no book has (`1e308px`, 36 digits, `1e400px`, which parses as infinity) compute within
/// `CSSLengthRange` as Chromium's do, so layout finishes in both page models with finite rects instead
/// of trapping where a Double becomes an Int.
final class OverflowingLengthTests: XCTestCase {
    private var harness: BuiltinEngineHarness!

    override func setUpWithError() throws { harness = try BuiltinEngineHarness() }
    override func tearDown() { harness = nil }

    static let properties = ["font-size", "line-height", "margin-top", "margin-left", "padding-top", "padding-left",
                             "text-indent", "letter-spacing", "height", "vertical-align"]
    static let values = ["1e308px", "123456789012345678901234567890123456px", "-1e400px", "1e308", "1e308%"]

    private let text = BuiltinEngineHarness.text("a", "#a", to: 5)

    private func layout(_ declarations: String, mode: LayoutMode) throws -> ViewportLayout {
        let document = try harness.document(
            head: "<style>p { border-top-style: solid; } #a { \(declarations) }</style>",
            body: "<p id='a'>Hello <span>world</span>, a paragraph.</p><p>After.</p>")
        return try harness.layout(document, ranges: [text], mode: mode)
    }

    func testEveryPropertyWithAnOverflowingValueLaysOutInBothModes() throws {
        for property in Self.properties {
            for value in Self.values {
                for mode in [LayoutMode.scroll, .paginate] {
                    let layout = try layout("\(property): \(value)", mode: mode)
                    let context = "\(property): \(value) in \(mode)"
                    for rect in try layout.rects("a") {
                        XCTAssertTrue([rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite), context)
                    }
                    if let pageCount = layout.document.pageCount {
                        XCTAssertLessThanOrEqual(pageCount, Int(2 * CSSLengthRange.maximum), context)
                    }
                }
            }
        }
    }

    func testALengthComputesToTheLayoutUnitBound() throws {
        let layout = try layout("padding-left: 123456789012345678901234567890123456px", mode: .scroll)
        XCTAssertEqual(try layout.rects("a").first?.x, 8 + CSSLengthRange.maximum, "the body's 8px margin, then the clamped padding")
    }

    func testAFontSizeStopsAtChromiumsMaximum() throws {
        let huge = try layout("font-size: 1e308px; line-height: 1", mode: .scroll)
        XCTAssertEqual(try huge.rects("a").first?.height, 1.164 * CSSLengthRange.maximumFontSize, "DejaVu Serif's content area is 1.164 em")
    }

    func testALineHeightNumberTimesTheFontSizeIsClamped() {
        XCTAssertEqual(LineHeight.number(1e308).pixels(fontSize: 16, normal: 19), CSSLengthRange.maximum)
        XCTAssertEqual(LengthPercentage.percent(1e308).resolved(against: 600), CSSLengthRange.maximum)
        XCTAssertEqual(CSSLengthRange.clamped(-.infinity), -CSSLengthRange.maximum)
        XCTAssertEqual(CSSLengthRange.clamped(.nan), 0)
    }

    func testListOrdinalsOutsideThirtyTwoBitsAreIgnoredInsteadOfOverflowing() throws {
        let document = try Document.parse(Data("""
            <html xmlns="http://www.w3.org/1999/xhtml"><body>\
            <ol start="9223372036854775807"><li>one</li><li id="a">two</li></ol>\
            <ol><li value="9223372036854775807">x</li><li id="b">y</li></ol>\
            <ol start="2147483647"><li>p</li><li id="c">q</li></ol></body></html>
            """.utf8), name: "list.xhtml")
        XCTAssertEqual(ListOrdinals().ordinal(of: try XCTUnwrap(document.element(withID: "a"))), 2)
        XCTAssertEqual(ListOrdinals().ordinal(of: try XCTUnwrap(document.element(withID: "b"))), 2)
        XCTAssertEqual(ListOrdinals().ordinal(of: try XCTUnwrap(document.element(withID: "c"))), 2_147_483_648)
    }
}
