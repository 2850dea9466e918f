import Foundation
@testable import Layout
import XCTest

/// Inline layout of the built-in engine in context: line breaking, alignment, inline boxes and
/// vertical alignment, observed through text rects (DejaVu Serif 16px: 19px lines).
final class BuiltinInlineLayoutTests: XCTestCase {
    private var harness: BuiltinEngineHarness!

    override func setUpWithError() throws { harness = try BuiltinEngineHarness() }
    override func tearDown() { harness = nil }

    private func layout(_ body: String, _ ranges: [RangeSpec]) throws -> ViewportLayout {
        try harness.layout(harness.document(body: body, bodyAttributes: " style='margin: 0'"), ranges: ranges)
    }

    private static let words = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen"

    func testTextIndentMovesTheFirstLineOnly() throws {
        let layout = try layout("<p id='a' style='width:120px;text-indent:30px'>\(Self.words)</p>",
                                [BuiltinEngineHarness.text("a", "#a", to: Self.words.utf16.count)])
        let rects = try layout.rects("a")
        XCTAssertGreaterThan(rects.count, 3)
        XCTAssertEqual(rects[0].x, 30)
        XCTAssertTrue(rects.dropFirst().allSatisfy { $0.x == 0 })
        XCTAssertTrue(rects.allSatisfy { $0.right <= 120 + 1.0 / 64 }, "no line overflows its box")
        XCTAssertEqual(rects[1].y - rects[0].y, 19)
    }

    func testJustifiedLinesFillTheBoxExceptTheLast() throws {
        let layout = try layout("<p id='a' style='width:200px;text-align:justify'>\(Self.words)</p>",
                                [BuiltinEngineHarness.text("a", "#a", to: Self.words.utf16.count)])
        let rects = try layout.rects("a")
        for rect in rects.dropLast() { XCTAssertEqual(rect.right, 200, accuracy: 1.0 / 32) }
        XCTAssertLessThan(try XCTUnwrap(rects.last).right, 190)
    }

    func testNowrapForcedBreaksAndSoftHyphens() throws {
        let hyphenated = "extra\u{AD}ordinarily long"
        let layout = try layout("""
            <p id='n' style='width:60px;white-space:nowrap'>\(Self.words)</p>\
            <p id='b'>first<br/>second</p><p id='h' style='width:60px'>\(hyphenated)</p>
            """, [
                BuiltinEngineHarness.text("n", "#n", to: Self.words.utf16.count),
                .boundaries(id: "b", start: RangeBoundary(selector: "#b", offset: 0),
                            end: RangeBoundary(selector: "#b", textIndex: 1, offset: 6)),
                BuiltinEngineHarness.text("h", "#h", to: hyphenated.utf16.count),
            ])
        XCTAssertEqual(try layout.rects("n").count, 1, "nowrap keeps one line, overflowing")
        let broken = try layout.rects("b")
        XCTAssertEqual(broken.count, 2)
        XCTAssertEqual(broken[1].y - broken[0].y, 19)
        let hyphen = try layout.rects("h")
        XCTAssertEqual(hyphen.count, 3, "broken after the soft hyphen, then at the space")
        XCTAssertEqual(Set(hyphen.map(\.y)).count, 3)
    }

    /// A preserved line break is a rect of its own, as in Chromium: no wide, at the end of the text before
    /// it on its line.
    func testPreservedLineBreaksGiveZeroWidthRects() throws {
        let layout = try layout("<pre id='a' style='margin:0'>ab\ncd\nef</pre>",
                                [BuiltinEngineHarness.text("a", "#a", to: 7)])
        let rects = try layout.rects("a")
        XCTAssertEqual(rects.map(\.width).filter { $0 == 0 }.count, 2)
        let first = try XCTUnwrap(rects.first)
        let lineBreak = try XCTUnwrap(rects.first { $0.width == 0 })
        XCTAssertEqual(lineBreak.x, first.right)
        XCTAssertEqual(lineBreak.y, first.y)
        XCTAssertEqual(lineBreak.height, first.height)
    }

    /// A preserved line break alone on its line (an empty line of a `pre`) is a rect too, no wide, at the
    /// line's start and as tall as the text of the lines around it.
    func testALineBreakAloneOnItsLineGivesARectAtItsStart() throws {
        let layout = try layout("<pre id='a' style='margin:0'>ab\n\ncd</pre>",
                                [BuiltinEngineHarness.text("a", "#a", to: 6)])
        let rects = try layout.rects("a")
        let breaks = rects.filter { $0.width == 0 }
        XCTAssertEqual(breaks.count, 2)
        let first = try XCTUnwrap(rects.first)
        let empty = try XCTUnwrap(breaks.last)
        XCTAssertEqual(empty.x, 0)
        XCTAssertEqual(empty.y, first.y + 19, "the second line")
        XCTAssertEqual(empty.height, first.height)
    }

    /// `line-break: strict` keeps small kana (UAX #14's CJ) from starting a line, even after an element
    /// boundary; `normal` lets them.
    func testStrictLineBreakKeepsSmallKanaOffTheLineStart() throws {
        let probe = try layout("<p id='w'>あ</p>", [BuiltinEngineHarness.text("w", "#w", to: 1)])
        let advance = try XCTUnwrap(probe.rects("w").first).width
        // Three characters a line; every span starts with っ, so every other line would.
        func lineStarts(_ lineBreak: String) throws -> [Int] {
            let ranges = (0..<12).map { BuiltinEngineHarness.text("c\($0)", "#p", from: $0 % 2, to: $0 % 2 + 1, node: $0 / 2) }
            let layout = try layout("<p id='p' style='width:\(advance * 3.5)px;line-break:\(lineBreak)'>"
                + String(repeating: "<span>っあ</span>", count: 6) + "</p>", ranges)
            return try (0..<12).filter { try layout.rects("c\($0)")[0].x == 0 }
        }
        XCTAssertEqual(try lineStarts("normal"), [0, 3, 6, 9])
        XCTAssertEqual(try lineStarts("strict"), [0, 3, 5, 7, 9], "っ only where the paragraph starts")
    }

    func testALineMayEndAfterAnySpaceAsInChromium() throws {
        // UAX #14 keeps "( " with the word after it (LB14) and " )" with the word before it (LB13);
        // Chromium breaks after every space.
        let text = "aaaa ( bbbbbb ) cc"
        let layout = try layout("<p id='a' style='width:70px'>\(text)</p>", [
            BuiltinEngineHarness.text("open", "#a", from: 5, to: 6),
            BuiltinEngineHarness.text("word", "#a", from: 7, to: 8),
            BuiltinEngineHarness.text("close", "#a", from: 14, to: 15),
        ])
        let open = try XCTUnwrap(layout.rects("open").first), word = try XCTUnwrap(layout.rects("word").first)
        let close = try XCTUnwrap(layout.rects("close").first)
        XCTAssertEqual(word.y - open.y, 19, "the line ends after \"( \"")
        XCTAssertEqual(close.y - word.y, 19, "\")\" starts the next line")
        XCTAssertEqual(close.x, 0)
    }

    func testInlineBoxEdgesAndVerticalAlignment() throws {
        let layout = try layout("""
            <p style='margin:0'>a<span id='p' style='padding-left:10px'>b</span></p>\
            <p style='margin:0'><span id='base'>x</span><sup id='sup'>2</sup><sub id='sub'>3</sub></p>
            """, [
                BuiltinEngineHarness.text("a", "p", to: 1), BuiltinEngineHarness.text("p", "#p", to: 1),
                BuiltinEngineHarness.text("base", "#base", to: 1), BuiltinEngineHarness.text("sup", "#sup", to: 1),
                BuiltinEngineHarness.text("sub", "#sub", to: 1),
            ])
        let a = try XCTUnwrap(try layout.rects("a").first)
        XCTAssertEqual(try XCTUnwrap(try layout.rects("p").first).x, a.right + 10, accuracy: 1.0 / 64)
        let base = try XCTUnwrap(try layout.rects("base").first)
        let sup = try XCTUnwrap(try layout.rects("sup").first)
        let sub = try XCTUnwrap(try layout.rects("sub").first)
        XCTAssertLessThan(sup.y, base.y)
        XCTAssertGreaterThan(sub.bottom, base.bottom)
        XCTAssertLessThan(sup.height, base.height, "sup and sub are smaller")
    }

    /// In standards mode every inline box on a line counts in its height, an empty one too (LayoutNG
    /// computes the text metrics of all of them): an empty 40px span makes its line as tall as one with
    /// text does, where Children's Literature's empty bordered page-break spans, in smaller type, make
    /// their lines a pixel taller under ReadiumCSS.
    func testAnEmptyInlineBoxCountsInItsLinesHeight() throws {
        func nextLineTop(_ span: String) throws -> Double {
            let layout = try layout("<p style='margin:0'>a\(span)</p><p id='n' style='margin:0'>n</p>",
                                    [BuiltinEngineHarness.text("n", "#n", to: 1)])
            return try XCTUnwrap(try layout.rects("n").first).y
        }
        let empty = try nextLineTop("<span style='font-size:40px'></span>")
        XCTAssertEqual(empty, try nextLineTop("<span style='font-size:40px'>x</span>"))
        XCTAssertGreaterThan(empty, try nextLineTop(""))
    }

    func testLineHeightCentresTheTextRect() throws {
        let layout = try layout("<p id='a' style='margin:0;line-height:30px'>A</p><p id='b' style='margin:0'>B</p>",
                                [BuiltinEngineHarness.text("a", "#a", to: 1), BuiltinEngineHarness.text("b", "#b", to: 1)])
        let a = try XCTUnwrap(try layout.rects("a").first)
        XCTAssertEqual(a.y, 5, "half the leading above, floored")
        XCTAssertEqual(a.height, 19)
        XCTAssertEqual(try XCTUnwrap(try layout.rects("b").first).y, 30)
    }

    func testLargerTextMakesTheLineTaller() throws {
        let layout = try layout("<p style='margin:0'>a <span id='big' style='font-size:32px'>B</span></p><p id='n' style='margin:0'>n</p>",
                                [BuiltinEngineHarness.text("big", "#big", to: 1), BuiltinEngineHarness.text("n", "#n", to: 1)])
        let big = try XCTUnwrap(try layout.rects("big").first)
        XCTAssertEqual(big.height, 38, "DejaVu Serif at 32px: ascent 30 + descent 8")
        XCTAssertEqual(try XCTUnwrap(try layout.rects("n").first).y, 38)
    }

    func testRubyAnnotationsSitAboveTheirBase() throws {
        let layout = try layout("<p style='margin:20px 0'><ruby id='r'>base<rt id='rt'>annotation text</rt></ruby> after</p>",
                                [BuiltinEngineHarness.text("base", "#r", to: 4), BuiltinEngineHarness.text("rt", "#rt", to: 15)])
        let base = try XCTUnwrap(try layout.rects("base").first)
        let annotation = try XCTUnwrap(try layout.rects("rt").first)
        XCTAssertLessThan(annotation.y, base.y)
        XCTAssertEqual(annotation.x, base.x)
        XCTAssertEqual(annotation.width, base.width, accuracy: 1.0 / 64, "one column, as wide as the wider")
    }

    /// A column wider than its base overhangs plain text beside it by half an annotation character
    /// (4px for an 8px annotation), but not the next ruby column: the second base starts where the first
    /// column ends.
    func testRubyColumnsOverhangTextButNotEachOther() throws {
        let layout = try layout(
            "<p id='p'>x<ruby>a<rt id='first'>wide annotation</rt></ruby><ruby id='second'>b<rt>wide annotation</rt></ruby>y</p>",
            [BuiltinEngineHarness.text("x", "#p", to: 1), BuiltinEngineHarness.text("first", "#first", to: 15),
             BuiltinEngineHarness.text("second", "#second", to: 1)])
        let x = try XCTUnwrap(try layout.rects("x").first)
        let first = try XCTUnwrap(try layout.rects("first").first)
        let second = try XCTUnwrap(try layout.rects("second").first)
        XCTAssertEqual(first.x, x.right - 4, accuracy: 1.0 / 64, "the first column overhangs the x before it")
        XCTAssertEqual(second.x, first.right, accuracy: 1.0 / 64)
    }

    /// The top of the ruby line of each document, after one line of plain text with 28px lines (a
    /// 4.5px half-leading below the text's em box at 16px, and a 16px annotation line overflowing it).
    private func rubyLineTop(_ body: String) throws -> Double {
        let layout = try layout("<style>p { margin: 0; line-height: 28px } div { margin: 0 }</style>\(body)",
                                [BuiltinEngineHarness.text("base", "#r", to: 1)])
        return try XCTUnwrap(try layout.rects("base").first).y
    }

    /// Ruby annotations above a paragraph's first line take the room the line before leaves when that
    /// line is in the previous sibling (or inside it), and push the line down by what they need beyond
    /// it; not when the paragraph is the first child of a box, where Chromium passes no room on.
    func testRubyAnnotationsUseTheRoomTheLineBeforeLeaves() throws {
        let annotated = "<ruby id='r'>a<rt>annotation</rt></ruby> b"
        let siblings = try rubyLineTop("<p>plain</p><p>\(annotated)</p>")
        XCTAssertEqual(try rubyLineTop("<div><p>plain</p></div><p>\(annotated)</p>"), siblings, "room comes out of a box")
        XCTAssertEqual(try rubyLineTop("<p>plain<br/>\(annotated)</p>"), siblings, "lines of one paragraph")
        let nested = try rubyLineTop("<p>plain</p><div><p>\(annotated)</p></div>")
        XCTAssertGreaterThan(nested, siblings, "no room passes into a box")
        let tight = try rubyLineTop("<p style='line-height:16px'>plain</p><p>\(annotated)</p>")
        XCTAssertGreaterThan(tight, siblings - 12, "a line with no leading below leaves too little room")
    }

    /// Each text item is set at its width rounded up to 1/64 px: a letter after an element starts
    /// there, not at the letter's exact advance. Rects are set on layout units as Chromium's are: in
    /// "ab", "a" ends at its advance rounded up and "b" starts at it rounded down.
    func testTextItemsAreSetAtWidthsRoundedUpToALayoutUnit() throws {
        let layout = try layout("<p id='plain'>ab</p><p id='split'><span>a</span>b</p>",
                                [BuiltinEngineHarness.text("a", "#plain", from: 0, to: 1),
                                 BuiltinEngineHarness.text("plain", "#plain", from: 1, to: 2),
                                 BuiltinEngineHarness.text("split", "#split", from: 0, to: 1, node: 1)])
        let a = try XCTUnwrap(try layout.rects("a").first)
        let natural = try XCTUnwrap(try layout.rects("plain").first).x
        XCTAssertEqual(a.right, natural + 1.0 / 64, "the advance of a is not a whole layout unit")
        XCTAssertEqual(try XCTUnwrap(try layout.rects("split").first).x, a.right)
    }

    /// A text item broken across lines is set, on each line, at the width of its part there rounded up to
    /// a layout unit, not at its whole width's rounding: on a last line holding "fourteen" of a long text,
    /// the element after it starts at that word's width rounded up (where its rect ends).
    func testAnItemBrokenAcrossLinesIsSetByItsPartOnEachLine() throws {
        let layout = try layout("<p id='a' style='width:1px'>\(Self.words)<span id='s'>x</span></p><p id='b'>fourteen more</p>",
                                [BuiltinEngineHarness.text("after", "#s", to: 1),
                                 BuiltinEngineHarness.text("word", "#b", to: 8)])
        let word = try XCTUnwrap(try layout.rects("word").first)
        XCTAssertEqual(word.x, 0)
        XCTAssertEqual(try XCTUnwrap(try layout.rects("after").first).x, word.right)
    }

    /// In vertical writing an image or inline-block sits on the central baseline by its middle: a
    /// line holding a 72px box is 72px thick, the text's half-thickness on either side inside it.
    func testAtomicInlinesSitOnTheCentralBaselineInVerticalWriting() throws {
        let document = try harness.document(
            head: "<style>html { writing-mode: vertical-rl } p { margin: 0 }</style>",
            body: "<p><span style='display:inline-block; width:72px; height:72px'></span></p><p id='t'>text</p>",
            bodyAttributes: " style='margin: 0'")
        let layout = try harness.layout(document, ranges: [BuiltinEngineHarness.text("t", "#t", to: 4)])
        let text = try XCTUnwrap(try layout.rects("t").first)
        XCTAssertEqual(text.right, 600 - 72, accuracy: 1.0 / 64, "600px viewport")
    }

    /// A range starting at a combining mark is measured from the mark's base, as Chromium measures a
    /// glyph cluster whole: "e\u{301}y" from the accent covers "e", the accent and "y".
    func testARangeStartingAtACombiningMarkCoversItsBase() throws {
        let layout = try layout("<p id='a'>xe\u{301}y</p>", [BuiltinEngineHarness.text("accent", "#a", from: 2, to: 4),
                                                           BuiltinEngineHarness.text("ey", "#a", from: 1, to: 4)])
        XCTAssertEqual(try layout.rects("accent"), try layout.rects("ey"))
    }

    /// Ruby annotations over a paragraph's first line reach into the margin before it before they move
    /// the line (as Chromium lays them out): after a 16px line that leaves no room below its text, the
    /// 8px annotation over 28px lines overflows by 3px, all of it with no margin, 1px past a 2px margin,
    /// none past a 12px one — where the line sits as if it had no ruby.
    func testRubyAnnotationsReachIntoTheMarginBeforeTheirLine() throws {
        func top(margin: Int, _ content: String) throws -> Double {
            let layout = try layout("""
                <style>p { margin: 0; line-height: 28px }</style><p style='line-height:16px'>plain</p>\
                <p style='margin-top:\(margin)px'>\(content) b</p>
                """, [BuiltinEngineHarness.text("base", "#r", to: 1)])
            return try XCTUnwrap(try layout.rects("base").first).y
        }
        func push(margin: Int) throws -> Double {
            try top(margin: margin, "<ruby id='r'>a<rt>annotation</rt></ruby>") - top(margin: margin, "<span id='r'>a</span>")
        }
        XCTAssertEqual(try push(margin: 0), 3)
        XCTAssertEqual(try push(margin: 2), 1)
        XCTAssertEqual(try push(margin: 12), 0)
    }

    /// In vertical text the em box a ruby annotation sits on has its half over the central baseline
    /// rounded up to a whole pixel, as LayoutNG rounds it: at 17.6px that half is 9px, so the annotation
    /// starts 1px inside the base's 20px glyph box, not 1.2px.
    func testVerticalRubySitsOnTheEmBoxRoundedToWholePixels() throws {
        let layout = try harness.layout(
            harness.document(
                head: "<style>html { writing-mode: vertical-rl } body { margin: 0 } p { margin: 0; font-size: 17.6px }</style>",
                body: "<p><ruby id='r'>漢<rt id='t'>かん</rt></ruby>字</p>"),
            ranges: [BuiltinEngineHarness.text("base", "#r", to: 1), BuiltinEngineHarness.text("rt", "#t", to: 2)])
        let base = try XCTUnwrap(try layout.rects("base").first)
        let annotation = try XCTUnwrap(try layout.rects("rt").first)
        XCTAssertEqual(base.width, 20)
        XCTAssertEqual(annotation.x - base.x, 19, accuracy: 1.0 / 64)
    }
}
