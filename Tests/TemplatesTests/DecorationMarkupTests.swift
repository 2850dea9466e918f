import DecorModel
@testable import Templates
import XCTest

final class DecorationMarkupTests: XCTestCase {
    private let markup = DecorationMarkup(viewport: PagedViewport(width: 800, height: 600, columnCount: 2))

    private func drawn(id: String, style: String = ##"{"type": "highlight", "tint": "#FFD700"}"##, lines: [Rect],
                       mode: WritingMode = .horizontalTB, range: DOMRangeEndpoints? = nil) throws -> DrawnDecoration {
        DrawnDecoration(decoration: try TestDecorations.decoration(id: id, style: style), lines: lines, writingMode: mode, range: range)
    }

    func testGroupContainerGolden() throws {
        let group = DrawnGroup(name: "user-highlights", decorations: [
            try drawn(id: "12", lines: [Rect(x: 10, y: 20.125, width: 100.5, height: 18), Rect(x: 10, y: 40, width: 50, height: 18)]),
            try drawn(id: "13", style: #"{"type": "marginIcon", "symbol": "✎"}"#, lines: [Rect(x: 420, y: 100, width: 30, height: 18)]),
        ])
        XCTAssertEqual(try markup.container(for: group, index: 0), """
            <div id="r2-decoration-0" data-group="user-highlights" style="pointer-events:none">
            <div id="r2-decoration-0-0" data-style="highlight" data-decoration-id="12">\
            <div class="r2-highlight decor-fill" style="--decor-tint: rgba(255, 215, 0, 1); --decor-fill: rgba(255, 215, 0, 0.3); position:absolute;left:10px;top:20.13px;width:100.5px;height:18px" data-writing-mode="horizontal-tb"/>\
            <div class="r2-highlight decor-fill" style="--decor-tint: rgba(255, 215, 0, 1); --decor-fill: rgba(255, 215, 0, 0.3); position:absolute;left:10px;top:40px;width:50px;height:18px" data-writing-mode="horizontal-tb"/></div>
            <div id="r2-decoration-0-1" data-style="marginIcon" data-decoration-id="13">\
            <div class="decor-margin-icon" data-position="start" style="--decor-tint: rgba(255, 255, 0, 1); --decor-fill: rgba(255, 255, 0, 0.3); position:absolute;left:400px;top:100px;width:400px;height:18px" data-writing-mode="horizontal-tb"><span class="decor-margin-symbol">✎</span></div></div>
            </div>
            """)
    }

    func testHostileIdsAndGroupNamesAreEscaped() throws {
        let group = DrawnGroup(name: #""><script>alert(1)</script>"#, decorations: [
            try drawn(id: #"x" onmouseover="alert(1)"#, lines: [Rect(x: 0, y: 0, width: 10, height: 10)]),
        ])
        let output = try markup.container(for: group, index: 3)
        XCTAssertTrue(output.hasPrefix(#"<div id="r2-decoration-3" data-group="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" style="pointer-events:none">"#), output)
        XCTAssertTrue(output.contains(#"data-decoration-id="x&quot; onmouseover=&quot;alert(1)">"#), output)
        XCTAssertFalse(output.contains("<script"))
        try XMLFragment.checkSingleElement(output, template: "container")
    }

    func testDecorationWithoutBoxesKeepsAHiddenPrototype() throws {
        let group = DrawnGroup(name: "g", decorations: [try drawn(id: "1", style: #"{"type": "underline"}"#, lines: [], mode: .verticalRL)])
        XCTAssertTrue(try markup.container(for: group, index: 0).contains(
            #"position:absolute;left:0px;top:0px;width:0px;height:0px" data-writing-mode="vertical-rl" hidden="hidden"/>"#))
    }

    func testStylesheetHoldsTheBaseRuleAndEachUsedStyleOnce() throws {
        let groups = [
            DrawnGroup(name: "a", decorations: [try drawn(id: "1", style: #"{"type": "underline"}"#, lines: []),
                                                try drawn(id: "2", lines: [])]),
            DrawnGroup(name: "b", decorations: [try drawn(id: "1", lines: [])]),
        ]
        let stylesheet = try markup.stylesheet(for: groups)
        let expected = [markup.baseStylesheet, DefaultTemplates.highlight.stylesheet!, DefaultTemplates.underline.stylesheet!].joined(separator: "\n")
        XCTAssertEqual(stylesheet, expected)
        XCTAssertTrue(stylesheet.hasPrefix(#"div[id^="r2-decoration-"][data-group] { position: absolute; left: 0; top: 0; width: 0; height: 0; overflow: visible; pointer-events: none; z-index: -1; }"#))
        let overlay = DecorationMarkup(viewport: markup.viewport, stacking: .overlay)
        XCTAssertTrue(overlay.baseStylesheet.contains("z-index: 1;"))
    }

    func testRegisteredStylesheetsWithMarkupCharactersAreRefused() throws {
        var templates = StyleTemplates()
        templates.register(HTMLDecorationTemplate(element: { _ in "<div/>" }, stylesheet: "</style><script>alert(1)</script>"), for: "highlight")
        let group = DrawnGroup(name: "g", decorations: [try drawn(id: "1", lines: [])])
        XCTAssertThrowsError(try DecorationMarkup(templates: templates, viewport: markup.viewport).stylesheet(for: [group]))
    }

    func testRegisteredElementsMustBeWellFormed() throws {
        var templates = StyleTemplates()
        templates.register(HTMLDecorationTemplate(element: { context in "<div title=\"\(context.id)\">" }), for: "highlight")
        let group = DrawnGroup(name: "g", decorations: [try drawn(id: "1", lines: [])])
        XCTAssertThrowsError(try DecorationMarkup(templates: templates, viewport: markup.viewport).container(for: group, index: 0))
    }

    func testRuntimeDataGolden() throws {
        let range = DOMRangeEndpoints(start: DOMBoundary(path: [1, 3, 0], offset: 8), end: DOMBoundary(path: [1, 3, 0], offset: 15))
        let groups = [
            DrawnGroup(name: "hl</script>", decorations: [try drawn(id: "12", lines: [], range: range), try drawn(id: "13", lines: [])]),
            DrawnGroup(name: "search", decorations: [try drawn(id: "s", style: #"{"type": "note", "text": "n"}"#, lines: [], range: range)], isActivable: false),
        ]
        XCTAssertEqual(try markup.runtimeData(for: groups, options: RuntimeOptions(targetOrigin: "https://reader.example", columnCount: 2)),
                       #"{"version":1,"targetOrigin":"https://reader.example","columnCount":2,"groups":["#
                       + #"{"container":"r2-decoration-0","group":"hl\u003c/script\u003e","activable":true,"items":[{"element":"r2-decoration-0-0","id":"12","layout":"boxes","width":"wrap","start":{"path":[1,3,0],"offset":8},"end":{"path":[1,3,0],"offset":15}}]},"#
                       + #"{"container":"r2-decoration-1","group":"search","activable":false,"items":[{"element":"r2-decoration-1-0","id":"s","layout":"bounds","width":"wrap","start":{"path":[1,3,0],"offset":8},"end":{"path":[1,3,0],"offset":15}}]}]}"#)
        XCTAssertTrue(try markup.runtimeData(for: [], options: RuntimeOptions()).contains(#""targetOrigin":null,"columnCount":null"#))
    }

    func testHeadElementsInStaticAndLiveModes() throws {
        let nonce = try XCTUnwrap(CSPNonce("rAnd0m+/="))
        let group = DrawnGroup(name: "g", decorations: [try drawn(id: "1", lines: [])])
        let staticHead = try markup.headElements(for: [group], live: nil, nonce: nonce)
        XCTAssertTrue(staticHead.hasPrefix("<style nonce=\"rAnd0m+/=\">\n"))
        XCTAssertFalse(staticHead.contains("<script"))
        let live = try markup.headElements(for: [group], live: RuntimeOptions(), nonce: nonce)
        XCTAssertTrue(live.contains(#"<script type="application/json" id="decor-ranges">{"version":1"#))
        XCTAssertTrue(live.contains("<script nonce=\"rAnd0m+/=\">//<![CDATA[\n"))
        XCTAssertTrue(live.hasSuffix("//]]></script>"))
        XCTAssertNil(CSPNonce("x\" onload=\"alert(1)"))
        XCTAssertNil(CSPNonce(""))
    }

    func testBodyElementsNumberGroupsInOrder() throws {
        let groups = [DrawnGroup(name: "a", decorations: []), DrawnGroup(name: "b", decorations: [])]
        XCTAssertEqual(try markup.bodyElements(for: groups), """
            <div id="r2-decoration-0" data-group="a" style="pointer-events:none">
            </div>
            <div id="r2-decoration-1" data-group="b" style="pointer-events:none">
            </div>
            """)
    }

    func testPixelValuesAreDeterministic() {
        XCTAssertEqual(PixelValue.css(12), "12px")
        XCTAssertEqual(PixelValue.css(12.5), "12.5px")
        XCTAssertEqual(PixelValue.css(0.125), "0.13px")
        XCTAssertEqual(PixelValue.css(-0.001), "0px")
        XCTAssertEqual(PixelValue.css(-3.05), "-3.05px")
        XCTAssertEqual(PixelValue.css(.nan), "0px")
        XCTAssertEqual(PixelValue.css(1e300), "90071992547409.92px", "saturated at 2^53 hundredths")
        XCTAssertEqual(PixelValue.css(-1e300), "-90071992547409.92px")
    }

    /// Every value is the hundredths, rounded, as a decimal number without trailing zeros.
    func testPixelValuesAreTheRoundedHundredths() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let value = Double.random(in: -5_000...5_000, using: &generator) * (Bool.random(using: &generator) ? 1 : 0.01)
            let hundredths = Int((value * 100).rounded())
            let expected: String
            if hundredths == 0 {
                expected = "0"
            } else {
                let whole = "\(hundredths < 0 ? "-" : "")\(abs(hundredths) / 100)"
                let cents = abs(hundredths) % 100
                expected = cents == 0 ? whole
                    : whole + "." + (cents < 10 ? "0\(cents)" : cents % 10 == 0 ? "\(cents / 10)" : "\(cents)")
            }
            XCTAssertEqual(PixelValue.format(value), expected, "\(value)")
        }
    }
}
