@testable import Layout
import XCTest

/// Each text item's part of a line counts at its width rounded up to a layout unit, as LayoutNG counts
/// it: items end at their last unit and where the paragraph's bidi level changes; an item broken across
/// lines is rounded on each line by its part there.
final class TextItemPartsTests: XCTestCase {
    private func content(_ body: String) throws -> InlineContent {
        let fixture = try EnginePassFixture(body: body)
        return try XCTUnwrap(fixture.paragraphs().first?.inlineContent)
    }

    func testItemsEndAtTheirLastUnitsAndAtomicInlinesAreOutside() throws {
        let content = try content("<p>ab<span>cd</span>e<span style='display: inline-block'>x</span>f</p>")
        XCTAssertEqual(String(decoding: content.text, as: UTF16.self), "abcde\u{FFFC}f")
        XCTAssertEqual(TextItemParts(content, levels: nil).roles,
                       [.inside, .last, .inside, .last, .last, .outside, .last])
    }

    func testItemsEndWhereTheBidiLevelChanges() throws {
        let content = try content("<p>ab \u{5D0}\u{5D1} cd</p>")
        let levels = BidiParagraph(content.text, direction: .leftToRight).levels
        XCTAssertEqual(levels, [0, 0, 0, 1, 1, 0, 0, 0])
        XCTAssertEqual(TextItemParts(content, levels: levels).roles,
                       [.inside, .inside, .last, .inside, .last, .inside, .inside, .last])
    }

    func testSnappingRoundsEachItemUpOnItsLastUnit() throws {
        let content = try content("<p>ab<span>cd</span>e<span style='display: inline-block'>x</span>f</p>")
        let snapped = TextItemParts(content, levels: nil).snapping([0.3, 0.3, 0.5, 0.5, 1, 2.001, 1])
        XCTAssertEqual(snapped[0], 0.3)
        XCTAssertEqual(snapped[0] + snapped[1], 39.0 / 64, accuracy: 1e-12, "0.6 px is set at 39/64")
        XCTAssertEqual(Array(snapped[2...]), [0.5, 0.5, 1, 2.001, 1], "whole widths and atomic inlines stay")
    }

    /// The last line of a paragraph whose text is one item counts at its own width rounded up: 5.0156 px
    /// fits 5 px (LayoutNG allows one layout unit over), though the whole item's rounding (10.0236 px to
    /// 10.03125) would have pushed it out.
    func testAnItemBrokenAcrossLinesIsRoundedByItsPartOfEachLine() throws {
        let content = try content("<p>aaaa bb bb</p>")
        let advances = [1.002, 1.002, 1.002, 1.002, 1, 1.0039, 1.0039, 1, 1.0039, 1.0039]
        let breaker = breaker(content, advances: advances)
        XCTAssertEqual(breaker.line(from: 0, width: 5).range, 0..<5)
        XCTAssertEqual(breaker.line(from: 5, width: 5).range, 5..<10)
    }

    /// An item that ends inside a line counts at its rounded width: "aaaa" at 4.004 px counts as
    /// 4.015625, so "aaaa bbbb" (9.004 px exactly) no longer fits 8.99 px.
    func testAnItemEndingInsideALineCountsRoundedUp() throws {
        let content = try content("<p><span>aaaa</span> bbbb</p>")
        let advances = [1.001, 1.001, 1.001, 1.001, 1, 1, 1, 1, 1]
        XCTAssertEqual(breaker(content, advances: advances).line(from: 0, width: 8.99).range, 0..<5)
        XCTAssertEqual(breaker(content, advances: advances).line(from: 0, width: 9).range, 0..<9)
    }

    private func breaker(_ content: InlineContent, advances: [Double]) -> LineBreaker {
        LineBreaker(text: content.text, end: content.lineTextEnd, widths: advances, advances: advances,
                    parts: TextItemParts(content, levels: nil),
                    opportunities: ParagraphBreakOpportunities.compute(content, cache: TextMeasurementCache()),
                    hangs: InlineLayout.hangingUnits(of: content), hyphenWidths: [:])
    }
}
