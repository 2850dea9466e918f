import Foundation
@testable import Layout
import XCTest

/// `::first-line` and `font-variant: small-caps` in the built-in engine (DejaVu Serif 16px, 19px lines,
/// 400px wide): the first line is shaped, broken and sized with the first-line style, the rest with
/// the paragraph's own.
final class BuiltinFirstLineTests: XCTestCase {
    private var harness: BuiltinEngineHarness!
    private let viewport = try! Viewport(width: 400, height: 600)
    private let words = Array(repeating: "word", count: 60).joined(separator: " ")

    override func setUpWithError() throws { harness = try BuiltinEngineHarness() }
    override func tearDown() { harness = nil }

    private func layout(_ css: String, _ body: String, _ ranges: [RangeSpec]) throws -> ViewportLayout {
        try harness.layout(harness.document(head: "<style>\(css)</style>", body: body,
                                            bodyAttributes: " style='margin: 0'"),
                           ranges: ranges, viewport: viewport)
    }

    /// One rect per line of the paragraph `#p`, and how many words its first line holds.
    private func lines(_ css: String) throws -> (rects: [LayoutRect], firstLineWords: Int) {
        let wordRanges = (0..<60).map { BuiltinEngineHarness.text("w\($0)", "#p", from: 5 * $0, to: 5 * $0 + 4) }
        let layout = try layout(css, "<p id='p' style='margin:0'>\(words)</p>",
                                [BuiltinEngineHarness.text("all", "#p", to: words.utf16.count)] + wordRanges)
        let firstLineWords = try (0..<60).filter { try layout.rects("w\($0)").first?.y == 0 }.count
        return (try layout.rects("all"), firstLineWords)
    }

    func testFirstLineFontSizeMakesTheFirstLineTallerAndShorter() throws {
        let (plain, plainWords) = try lines("")
        let (styled, styledWords) = try lines("p::first-line { font-size: 32px }")
        XCTAssertGreaterThan(styled[0].height, plain[0].height * 1.8, "the first line's text is drawn at 32px")
        XCTAssertEqual(styled[1].height, plain[1].height, accuracy: 0.01, "later lines keep 16px")
        XCTAssertGreaterThan(styled[1].y, plain[1].y + 15, "the first line box follows the 32px font")
        XCTAssertEqual(styled[2].y - styled[1].y, plain[2].y - plain[1].y, accuracy: 0.01)
        XCTAssertLessThan(styledWords, plainWords, "fewer words fit on the larger first line")
    }

    func testFirstLineRuleOfAnotherElementChangesNothing() throws {
        let plain = try lines("")
        let other = try lines("div::first-line { font-size: 32px }")
        XCTAssertEqual(plain.rects, other.rects)
        XCTAssertEqual(plain.firstLineWords, other.firstLineWords)
    }

    /// 70% of 16px is 11.2px, drawn at 11px: Chromium rounds the scaled font's size.
    func testSynthesizedSmallCapsDrawLowercaseAsCapitalsAtSeventyPercent() throws {
        let layout = try layout("", """
            <p style='margin:0'><span id='s' style='font-variant:small-caps'>hello</span></p>\
            <p style='margin:0'><span id='c' style='font-size:11px'>HELLO</span></p>\
            <p style='margin:0'><span id='l'>hello</span></p>\
            <p style='margin:0'><span id='u' style='font-variant:small-caps'>HELLO</span></p>
            """, [BuiltinEngineHarness.text("s", "#s", to: 5), BuiltinEngineHarness.text("c", "#c", to: 5),
                  BuiltinEngineHarness.text("l", "#l", to: 5), BuiltinEngineHarness.text("u", "#u", to: 5)])
        let smallCaps = try XCTUnwrap(try layout.rects("s").first)
        let capitals = try XCTUnwrap(try layout.rects("c").first)
        let lowercase = try XCTUnwrap(try layout.rects("l").first)
        let upper = try XCTUnwrap(try layout.rects("u").first)
        XCTAssertEqual(smallCaps.width, capitals.width, accuracy: 0.02)
        XCTAssertNotEqual(smallCaps.width, lowercase.width, accuracy: 0.5)
        XCTAssertGreaterThan(upper.width, smallCaps.width, "capitals keep the full size")
    }

    func testFirstLineTextTransformAppliesToTheFirstLineOnly() throws {
        let text = Array(repeating: "abc", count: 80).joined(separator: " ")
        let layout = try layout("p::first-line { text-transform: uppercase }", """
            <p id='p' style='margin:0'>\(text)</p><div><span id='u'>ABC</span> <span id='l'>abc</span></div>
            """, [BuiltinEngineHarness.text("first", "#p", to: 3),
                  BuiltinEngineHarness.text("last", "#p", from: text.utf16.count - 3, to: text.utf16.count),
                  BuiltinEngineHarness.text("u", "#u", to: 3), BuiltinEngineHarness.text("l", "#l", to: 3)])
        let first = try XCTUnwrap(try layout.rects("first").first)
        let last = try XCTUnwrap(try layout.rects("last").first)
        XCTAssertEqual(first.width, try XCTUnwrap(try layout.rects("u").first).width, accuracy: 0.02)
        XCTAssertEqual(last.width, try XCTUnwrap(try layout.rects("l").first).width, accuracy: 0.02)
    }
}
