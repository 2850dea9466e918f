import Foundation
@testable import Layout
import XCTest

/// Breaks taken earlier than where a column runs out of room, as Chromium takes them: a box's last
/// content kept with its bottom padding and border, and `break-before`/`break-after: avoid` honoured
/// by breaking in the content before (400×300 viewport: column k spans x [400k, 400k+400); DejaVu
/// Serif 16px, 19px lines).
final class BuiltinEarlyBreakTests: XCTestCase {
    private var harness: BuiltinEngineHarness!
    private let viewport = try! Viewport(width: 400, height: 300)

    override func setUpWithError() throws { harness = try BuiltinEngineHarness() }
    override func tearDown() { harness = nil }

    private func layout(_ body: String, _ ranges: [RangeSpec]) throws -> ViewportLayout {
        try harness.layout(harness.document(body: body, bodyAttributes: " style='margin: 0'"), ranges: ranges,
                           viewport: viewport, mode: .paginate, gap: 0)
    }

    private func lines(_ count: Int) -> String {
        (1...count).map { "<span>line \($0)</span>" }.joined(separator: "<br/>")
    }

    /// Line `number` of the element `selector` made by `lines(_:)`, as range "id-number".
    private func line(_ number: Int, of selector: String, id: String) -> RangeSpec {
        BuiltinEngineHarness.text("\(id)-\(number)", selector, to: "line \(number)".utf16.count, node: number - 1)
    }

    /// Column and top of a range's first rect.
    private func place(_ layout: ViewportLayout, _ id: String) throws -> (column: Int, y: Double) {
        let rect = try XCTUnwrap(try layout.rects(id).first)
        return (Int((rect.x / 400).rounded(.down)), rect.y)
    }

    private let box = "border-top:2px solid; border-bottom:2px solid; padding:10px 0"

    /// The layout of two lines of `#a` (orphans and widows 1) in a box of `boxStyle` after a spacer of
    /// `spacer` px, its paragraph with `margin`; the first line stays in column 0.
    private func twoLinesInABox(after spacer: Int, boxStyle: String, margin: String = "0") throws -> ViewportLayout {
        let layout = try layout("""
            <div style='height:\(spacer)px'></div><div style='\(boxStyle)'>\
            <p id='a' style='margin:\(margin); orphans:1; widows:1'>\(lines(2))</p></div>
            """, [line(1, of: "#a", id: "a"), line(2, of: "#a", id: "a")])
        XCTAssertEqual(try place(layout, "a-1").column, 0)
        return layout
    }

    func testALastLineGoesOnWithTheBottomPaddingAndBorderThatDoNotFit() throws {
        // Lines at 252 and 271 end at 290; the padding and border would end at 302.
        let layout = try twoLinesInABox(after: 240, boxStyle: box)
        XCTAssertEqual(try place(layout, "a-2").column, 1)
        XCTAssertEqual(try place(layout, "a-2").y, 0, "the box's top border and padding stay behind")
    }

    func testTheBottomMarginInsideTheBoxMustFitToo() throws {
        // The line ends at 290, its 6px margin and the box's 4px padding and 2px border at 302.
        let layout = try twoLinesInABox(after: 253, boxStyle: "border-bottom:2px solid; padding:0 0 4px; border-top:2px solid",
                                        margin: "0 0 6px")
        XCTAssertEqual(try place(layout, "a-2").column, 1)
    }

    func testABoxBreaksInsideItselfRatherThanBeforeItEvenAgainstWidows() throws {
        let layout = try layout("""
            <div style='height:240px'></div><div style='\(box)'><p id='a' style='margin:0'>\(lines(2))</p></div>
            """, [line(1, of: "#a", id: "a"), line(2, of: "#a", id: "a")])
        XCTAssertEqual(try place(layout, "a-1").column, 0, "breaking before the box is not looked for first")
        XCTAssertEqual(try place(layout, "a-2").column, 1)
    }

    func testABoxWithOneLineMovesWholeWhenItsBottomEdgesDoNotFit() throws {
        let layout = try layout("""
            <div style='height:259px'></div><div style='\(box)'><p id='a' style='margin:0'>\(lines(1))</p></div>
            """, [line(1, of: "#a", id: "a")])
        XCTAssertEqual(try place(layout, "a-1").column, 1)
        XCTAssertEqual(try place(layout, "a-1").y, 12, "the top border and padding move along")
    }

    /// Paragraph #a's six lines end at 290 where #s does not fit: two of them go on with it.
    private func assertTwoLinesGoOnWithTheNextParagraph(aStyle: String, sStyle: String,
                                                        file: StaticString = #filePath, line lineNumber: UInt = #line)
        throws {
        let layout = try layout("""
            <div style='height:176px'></div><p id='a' style='margin:0;\(aStyle)'>\(lines(6))</p>\
            <p id='s' style='margin:0;\(sStyle)'>\(lines(1))</p>
            """, (1...6).map { line($0, of: "#a", id: "a") } + [line(1, of: "#s", id: "s")])
        for number in 1...4 {
            XCTAssertEqual(try place(layout, "a-\(number)").column, 0, "line \(number)", file: file, line: lineNumber)
        }
        XCTAssertEqual(try place(layout, "a-5").column, 1, file: file, line: lineNumber)
        XCTAssertEqual(try place(layout, "a-5").y, 0, file: file, line: lineNumber)
        XCTAssertEqual(try place(layout, "s-1").column, 1, file: file, line: lineNumber)
        XCTAssertEqual(try place(layout, "s-1").y, 38, file: file, line: lineNumber)
    }

    func testBreakBeforeAvoidPullsTheWidowsOfThePreviousParagraphAlong() throws {
        try assertTwoLinesGoOnWithTheNextParagraph(aStyle: "", sStyle: "break-before:avoid")
    }

    func testBreakAfterAvoidPullsTheParagraphsWidowsAlong() throws {
        try assertTwoLinesGoOnWithTheNextParagraph(aStyle: "break-after:avoid", sStyle: "")
    }

    func testTheLegacyPageBreakAvoidAppliesToColumns() throws {
        try assertTwoLinesGoOnWithTheNextParagraph(aStyle: "", sStyle: "page-break-before:avoid")
    }

    func testOrphansAndWidowsMoveTheWholePreviousParagraph() throws {
        // #b's two lines cannot be split: the break goes before #b.
        let layout = try layout("""
            <div style='height:214px'></div><p id='a' style='margin:0'>\(lines(2))</p>\
            <p id='b' style='margin:0'>\(lines(2))</p><p id='s' style='margin:0; break-before:avoid'>\(lines(1))</p>
            """, [line(2, of: "#a", id: "a"), line(1, of: "#b", id: "b"), line(1, of: "#s", id: "s")])
        XCTAssertEqual(try place(layout, "a-2").column, 0)
        XCTAssertEqual(try place(layout, "b-1").column, 1)
        XCTAssertEqual(try place(layout, "b-1").y, 0)
        XCTAssertEqual(try place(layout, "s-1").y, 38)
    }

    func testWithNothingToBreakInsideTheBoxItBreaksBeforeTheBox() throws {
        // The quotation has one line: the break before the attribution is avoided before the whole block.
        let layout = try layout("""
            <div style='height:263px'></div><div><p id='q' style='margin:0'>\(lines(1))</p>\
            <p id='s' style='margin:0; break-before:avoid'>\(lines(1))</p></div>
            """, [line(1, of: "#q", id: "q"), line(1, of: "#s", id: "s")])
        XCTAssertEqual(try place(layout, "q-1").column, 1)
        XCTAssertEqual(try place(layout, "s-1").y, 19)
    }

    func testAnAvoidedBreakIsTakenWhenNothingEarlierIsBetter() throws {
        // #a's one line is taller than what is left after it: nothing before it in its column to break at.
        let layout = try layout("""
            <p id='a' style='margin:0; break-after:avoid'>\(lines(1))\
            <span style='display:inline-block; height:280px; width:10px'></span></p>\
            <p id='s' style='margin:0'>\(lines(1))</p>
            """, [line(1, of: "#a", id: "a"), line(1, of: "#s", id: "s")])
        XCTAssertEqual(try place(layout, "a-1").column, 0)
        XCTAssertEqual(try place(layout, "s-1").column, 1)
        XCTAssertEqual(try place(layout, "s-1").y, 0)
    }
}
