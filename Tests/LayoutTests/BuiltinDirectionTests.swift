import Foundation
@testable import Layout
import XCTest

/// Right-to-left paragraphs (bidi reordering) and vertical writing in the built-in engine.
final class BuiltinDirectionTests: XCTestCase {
    private var harness: BuiltinEngineHarness!

    override func setUpWithError() throws { harness = try BuiltinEngineHarness() }
    override func tearDown() { harness = nil }

    func testRightToLeftParagraphsStartAtTheRightAndReorderRuns() throws {
        let hebrew = "שלום עולם"
        let text = "abc " + hebrew
        let document = try harness.document(body: "<p id='a' dir='rtl'>\(text)</p>", bodyAttributes: " style='margin: 0'")
        let layout = try harness.layout(document, ranges: [
            BuiltinEngineHarness.text("latin", "#a", to: 3),
            BuiltinEngineHarness.text("hebrew", "#a", from: 4, to: text.utf16.count),
        ])
        let latin = try XCTUnwrap(try layout.rects("latin").first)
        let rtl = try XCTUnwrap(try layout.rects("hebrew").first)
        XCTAssertEqual(latin.right, 600, accuracy: 1.0 / 64, "the first run starts at the right edge")
        XCTAssertLessThan(rtl.right, latin.left, "the Hebrew that follows in memory is to its left")
        XCTAssertEqual(layout.document.direction, "ltr", "the root stays left to right")
    }

    func testVerticalRightToLeftLinesStackLeftwards() throws {
        let text = String(repeating: "漢字かな", count: 60)
        let layout = try harness.layout(
            text: text, in: "a", head: "<style>html { writing-mode: vertical-rl } body { margin: 0 } p { margin: 0 }</style>",
            body: "<p id='a'>\(text)</p>")
        XCTAssertEqual(layout.document.writingMode, "vertical-rl")
        let rects = try layout.rects("a")
        XCTAssertGreaterThan(rects.count, 1)
        XCTAssertEqual(rects[0].right, 600, accuracy: 1, "the first line is at the right edge")
        XCTAssertEqual(rects[0].width, 19, "a line's text is as wide as the font is tall")
        XCTAssertGreaterThan(rects[0].height, 700, "lines run down the height of the viewport")
        XCTAssertLessThanOrEqual(rects[0].bottom, 800)
        XCTAssertEqual(rects[0].x - rects[1].x, 19, "the next line is to the left")
        XCTAssertEqual(layout.pages("a")?.first, 0)
    }
}
