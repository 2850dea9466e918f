import DecorModel
import JSON
@testable import Templates
import XCTest

final class SVGSnapshotWriterTests: XCTestCase {
    private let serif = RunFont(family: "DejaVu Serif", size: 16)

    private func run(_ text: String, _ box: Rect, baseline: Double? = nil, font: RunFont? = nil, mode: WritingMode = .horizontalTB,
                     direction: TextDirection = .ltr, color: CSSColor? = nil, positions: [Double]? = nil) -> TextRun {
        TextRun(text: text, box: box, baseline: baseline ?? box.y + 15, font: font ?? serif, writingMode: mode,
                direction: direction, color: color, characterPositions: positions)
    }

    private func drawnGroup(_ decorations: [(id: String, style: String, lines: [Rect])]) throws -> DrawnGroup {
        DrawnGroup(name: "g", decorations: try decorations.map { item in
            DrawnDecoration(decoration: try TestDecorations.decoration(id: item.id, style: item.style), lines: item.lines)
        })
    }

    private func svg(_ content: LaidOutContent, _ groups: [DrawnGroup] = [], page: PageFrame? = nil,
                     viewport: PagedViewport = PagedViewport(width: 200, height: 100), options: SVGSnapshotWriter.Options = .init()) throws -> String {
        let frame = page ?? PageFrame(index: 0, rect: Rect(x: 0, y: 0, width: viewport.width, height: viewport.height))
        return try SVGSnapshotWriter(viewport: viewport, options: options).svg(page: frame, content: content, groups: groups)
    }

    func testWholePageGolden() throws {
        let content = LaidOutContent(runs: [
            run("Call me  Ishmael.", Rect(x: 10, y: 12, width: 120, height: 20)),
            run("שלום", Rect(x: 100, y: 40, width: 40, height: 20), font: RunFont(family: "DejaVu Sans", size: 16, weight: 700),
                direction: .rtl, color: CSSColor(css: "#333")),
            run("   ", Rect(x: 140, y: 40, width: 12, height: 20)),
        ], replacedBoxes: [ReplacedBox(kind: .math, rect: Rect(x: 10, y: 70, width: 50, height: 20))])
        let groups = [try drawnGroup([("12", #"{"type": "highlight"}"#, [Rect(x: 10, y: 12, width: 60, height: 20)])])]
        XCTAssertEqual(try svg(content, groups), """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100" data-page-index="0" data-writing-mode="horizontal-tb" data-direction="ltr">
              <style>.decor-font-0 { font-family: "DejaVu Serif"; font-size: 16px; font-weight: 400; font-style: normal; }
            .decor-font-1 { font-family: "DejaVu Sans"; font-size: 16px; font-weight: 700; font-style: normal; }</style>
              <rect class="decor-page" x="0" y="0" width="200" height="100" fill="#ffffff"/>
              <g class="decor-decorations">
                <g id="decoration-0-0" data-group="g" data-decoration-id="12" data-style="highlight">
                  <rect x="10" y="12" width="60" height="20" rx="3" fill="#ffff00" fill-opacity="0.3"/>
                </g>
              </g>
              <g class="decor-content">
                <text class="decor-font-0" x="10" y="27" textLength="120" lengthAdjust="spacingAndGlyphs" xml:space="preserve">Call me  Ishmael.</text>
                <text class="decor-font-1" x="140" y="55" direction="rtl" textLength="40" lengthAdjust="spacingAndGlyphs" fill="#333333">שלום</text>
                <g class="decor-replaced" data-kind="math">
                  <rect x="10" y="70" width="50" height="20" fill="#f2f2f2" stroke="#808080" stroke-width="1" stroke-dasharray="4 2"/>
                  <svg x="10" y="70" width="50" height="20">
                    <text x="4" y="14" font-family="sans-serif" font-size="11" fill="#555555">math</text>
                  </svg>
                </g>
              </g>
              <g class="decor-callouts"/>
            </svg>

            """)
    }

    func testTwoRendersGiveTheSameBytes() throws {
        for page in [SVGSamplePage.horizontal, .rightToLeft, .vertical] {
            for options in [SVGSnapshotWriter.Options(), SVGSnapshotWriter.Options(stacking: .overlay, background: nil)] {
                XCTAssertEqual(Array(try page.svg(options: options).utf8), Array(try page.svg(options: options).utf8))
            }
        }
    }

    func testDecorationsAreBehindTheTextUnlessOverlayIsAsked() throws {
        func layers(_ options: SVGSnapshotWriter.Options) throws -> [String] {
            let writer = SVGSnapshotWriter(templates: try SVGSamplePage.styleTemplates(), viewport: SVGSamplePage.viewport, options: options)
            let page = SVGSamplePage.horizontal
            let document = try writer.document(page: SVGSamplePage.frame, content: page.content, groups: try page.styleGroups())
            return document.root.children.compactMap { child in
                if case .element(let element) = child { element.attribute("class") ?? element.name } else { nil }
            }
        }
        XCTAssertEqual(try layers(.init()), ["style", "decor-page", "decor-decorations", "decor-content", "decor-callouts"])
        XCTAssertEqual(try layers(.init(stacking: .overlay, background: nil)), ["style", "decor-content", "decor-decorations", "decor-callouts"])
    }

    func testEachPageDrawsWhatShowsOnIt() throws {
        // Two 300px pages side by side, as CSS columns paginate: page k is the strip [300k, 300k + 300).
        let viewport = PagedViewport(width: 300, height: 200)
        let content = LaidOutContent(runs: [run("first", Rect(x: 20, y: 10, width: 50, height: 20)),
                                            run("second", Rect(x: 320, y: 10, width: 60, height: 20))])
        let groups = [try drawnGroup([
            ("across", #"{"type": "underline"}"#, [Rect(x: 20, y: 10, width: 50, height: 20), Rect(x: 320, y: 10, width: 60, height: 20)]),
            ("second-only", #"{"type": "strikethrough"}"#, [Rect(x: 320, y: 10, width: 30, height: 20)]),
        ])]
        let pages = (0..<2).map { PageFrame(index: $0, rect: Rect(x: 300 * Double($0), y: 0, width: 300, height: 200)) }
        let first = try svg(content, groups, page: pages[0], viewport: viewport)
        let second = try svg(content, groups, page: pages[1], viewport: viewport)
        XCTAssertTrue(first.contains(#"viewBox="0 0 300 200" data-page-index="0""#))
        XCTAssertTrue(second.contains(#"viewBox="300 0 300 200" data-page-index="1""#))
        XCTAssertTrue(first.contains(">first</text>") && !first.contains(">second</text>"))
        XCTAssertTrue(second.contains(">second</text>") && !second.contains(">first</text>"))
        XCTAssertTrue(first.contains(##"<rect x="20" y="28" width="50" height="2" fill="#ffff00"/>"##))
        XCTAssertFalse(first.contains("second-only"))
        XCTAssertTrue(second.contains(##"<rect x="320" y="28" width="60" height="2" fill="#ffff00"/>"##))
        XCTAssertTrue(second.contains(#"data-decoration-id="second-only""#))
        XCTAssertTrue(second.contains(#"id="decoration-0-1""#), "ids come from positions in the groups, the same on every page")
    }

    func testWritingAllPagesAtOnceGivesEachPage() throws {
        let slicer = ScrollSlicer(contentHeight: 1000, sliceHeight: 200, width: 600)
        let page = SVGSamplePage.horizontal
        let writer = SVGSnapshotWriter(templates: try SVGSamplePage.styleTemplates(), viewport: PagedViewport(width: 600, height: 200))
        let groups = try page.styleGroups()
        let pages = try writer.svgs(pages: slicer.frames, content: page.content, groups: groups)
        XCTAssertEqual(pages.count, 5)
        for frame in slicer.frames {
            XCTAssertEqual(pages[frame.index], try writer.svg(page: frame, content: page.content, groups: groups))
        }
        XCTAssertTrue(pages[4].contains(#"<g class="decor-decorations"/>"#), "nothing on the last slice")
    }

    func testItemsCrossingASliceBoundaryAreOnBothSlices() throws {
        let slicer = ScrollSlicer(contentHeight: 1000, sliceHeight: 500, width: 300)
        let content = LaidOutContent(runs: [run("straddling", Rect(x: 20, y: 490, width: 100, height: 20))])
        let groups = [try drawnGroup([("1", #"{"type": "highlight"}"#, [Rect(x: 20, y: 490, width: 100, height: 20)])])]
        let viewport = PagedViewport(width: 300, height: 500)
        for frame in slicer.frames {
            let page = try svg(content, groups, page: frame, viewport: viewport)
            XCTAssertTrue(page.contains(">straddling</text>"), "slice \(frame.index)")
            XCTAssertTrue(page.contains(#"<rect x="20" y="490" width="100" height="20" rx="3""#), "slice \(frame.index)")
        }
    }

    func testRunOriginsFollowWritingModeAndDirection() throws {
        let vertical = try svg(LaidOutContent(runs: [run("縦書き", Rect(x: 150, y: 10, width: 20, height: 48), baseline: 160, mode: .verticalRL)],
                                              writingMode: .verticalRL))
        XCTAssertTrue(vertical.contains(#"<text class="decor-font-0" x="160" y="10" writing-mode="vertical-rl" textLength="48" lengthAdjust="spacingAndGlyphs">縦書き</text>"#), vertical)
        let upward = try svg(LaidOutContent(runs: [run("abc", Rect(x: 150, y: 10, width: 20, height: 30), baseline: 160, mode: .verticalLR, direction: .rtl)]))
        XCTAssertTrue(upward.contains(#"x="160" y="40" writing-mode="vertical-lr" direction="rtl" textLength="30""#), upward)
    }

    /// A justified line's extra space is drawn as word spacing, so the pinned length has nothing left to
    /// stretch the glyphs by; small capitals and letter spacing are drawn as laid out.
    func testSpacingAndSmallCapsAreDrawnAsLaidOut() throws {
        var justified = run("Call me Ishmael", Rect(x: 10, y: 10, width: 180, height: 20))
        justified.wordSpacing = 12.5
        var spaced = run("CHAPTER", Rect(x: 10, y: 40, width: 120, height: 20))
        spaced.letterSpacing = 2
        spaced.isSmallCaps = true
        let picture = try svg(LaidOutContent(runs: [justified, spaced]))
        XCTAssertTrue(picture.contains(#"y="25" word-spacing="12.5" textLength="180" lengthAdjust="spacingAndGlyphs">Call me Ishmael</text>"#), picture)
        XCTAssertTrue(picture.contains(#"y="55" font-variant="small-caps" letter-spacing="2" textLength="120""#), picture)
        XCTAssertFalse(try svg(LaidOutContent(runs: [run("plain", Rect(x: 10, y: 10, width: 40, height: 20))])).contains("spacing="))
    }

    func testCharacterPositionsReplaceThePinnedLength() throws {
        let content = LaidOutContent(runs: [run("ab😀", Rect(x: 10, y: 10, width: 40, height: 20), positions: [10, 18.125, 26])])
        XCTAssertTrue(try svg(content).contains(#"<text class="decor-font-0" x="10 18.13 26" y="25">ab😀</text>"#))
        let wrong = LaidOutContent(runs: [run("skip", Rect(x: 10, y: 10, width: 40, height: 20)),
                                          run("ab", Rect(x: 10, y: 30, width: 40, height: 20), positions: [10])])
        XCTAssertThrowsError(try svg(wrong)) { error in
            XCTAssertEqual(error as? SVGSnapshotError, .characterPositions(page: 0, run: 1, scalars: 2, positions: 1))
            XCTAssertEqual((error as? SVGSnapshotError)?.code, "invalidSnapshotInput")
            XCTAssertEqual((error as? SVGSnapshotError)?.message, "page 1, text run 1: 1 character positions for 2 characters")
        }
    }

    func testFontsAreEmbeddedOnlyWhenGivenAndUsed() throws {
        let content = LaidOutContent(runs: [run("text", Rect(x: 10, y: 10, width: 40, height: 20))])
        XCTAssertFalse(try svg(content).contains("@font-face"))
        let fontURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Layout/Resources/Fonts/DejaVuSerif.ttf")
        let ttf = EmbeddedFont(family: "DejaVu Serif", bytes: Array(try Data(contentsOf: fontURL)))
        let woff2 = EmbeddedFont(family: "DejaVu Serif", weight: 700, isItalic: true, bytes: Array("wOF2".utf8) + [1, 2, 3])
        let unused = EmbeddedFont(family: "Unused", bytes: Array("OTTO".utf8))
        let embedded = try svg(content, options: .init(embeddedFonts: [ttf, woff2, unused]))
        XCTAssertTrue(embedded.contains(#"<style>@font-face { font-family: "DejaVu Serif"; font-weight: 400; font-style: normal; src: url("data:font/ttf;base64,AAEAAA"#))
        XCTAssertTrue(embedded.contains(#"@font-face { font-family: "DejaVu Serif"; font-weight: 700; font-style: italic; src: url("data:font/woff2;base64,d09GMgECAw==") format("woff2"); }"#))
        XCTAssertFalse(embedded.contains("Unused"))
        let notAFont = EmbeddedFont(family: "DejaVu Serif", bytes: Array("<svg".utf8))
        XCTAssertThrowsError(try svg(content, options: .init(embeddedFonts: [notAFont]))) { error in
            XCTAssertEqual(error as? SVGSnapshotError, .embeddedFont(family: "DejaVu Serif", reason: "not a WOFF2, WOFF, TrueType or OpenType file"))
        }
    }

    func testAStyleWithoutATemplateIsAnError() throws {
        let style = Style(type: .custom("sidemark"))
        let decoration = try XCTUnwrap(Decoration(id: "1", locator: ["href": "c.xhtml"], style: style))
        let groups = [DrawnGroup(name: "g", decorations: [DrawnDecoration(decoration: decoration, lines: [Rect(x: 0, y: 0, width: 10, height: 10)])])]
        XCTAssertThrowsError(try svg(LaidOutContent(runs: []), groups)) { error in
            guard case .template(let templateError) = error as? SVGSnapshotError else { return XCTFail("\(error)") }
            XCTAssertEqual(templateError.kind, .missingTemplate)
        }
    }

    func testNoteBubbleStaysOnThePage() throws {
        let page = Rect(x: 0, y: 0, width: 200, height: 100)
        let tint = CSSColor.yellow
        // At the page's top there is no room above the line: the bubble goes below it.
        let top = NoteBubble.element(text: "note", box: Rect(x: 10, y: 5, width: 50, height: 20), tint: tint, page: page)
        let paper = try XCTUnwrap(top.children.dropFirst().first.flatMap { if case .element(let rect) = $0 { rect } else { nil } })
        XCTAssertEqual(paper.attribute("y"), "29")
        XCTAssertEqual(paper.attribute("x"), "10")
        // Near the right edge, it moves left to end at the page's edge: 4 characters are 31.2px, plus 16px padding.
        let right = NoteBubble.element(text: "note", box: Rect(x: 190, y: 60, width: 10, height: 20), tint: tint, page: page)
        let shifted = try XCTUnwrap(right.children.dropFirst().first.flatMap { if case .element(let rect) = $0 { rect } else { nil } })
        XCTAssertEqual(shifted.attribute("x"), "152.8")
        XCTAssertEqual(shifted.attribute("y"), "30.45")
    }

    func testNoteTextIsWrappedAndBounded() {
        XCTAssertEqual(NoteBubble.maxCharactersPerLine, 33)
        XCTAssertEqual(NoteBubble.wrapped("short\nsecond line"), ["short", "second line"])
        XCTAssertEqual(NoteBubble.wrapped("Call me Ishmael. Some years ago, never mind how long precisely"),
                       ["Call me Ishmael. Some years ago,", "never mind how long precisely"])
        XCTAssertEqual(NoteBubble.wrapped(String(repeating: "x", count: 70)),
                       [String(repeating: "x", count: 33), String(repeating: "x", count: 33), "xxxx"])
        let long = NoteBubble.wrapped(String(repeating: "word ", count: 10_000))
        XCTAssertEqual(long.count, NoteBubble.maxLines)
        XCTAssertTrue(long.last?.hasSuffix("…") ?? false)
        XCTAssertTrue(long.allSatisfy { $0.count <= NoteBubble.maxCharactersPerLine })
    }

    func testSquiggleIsBoundedAndEndsAtTheBoxEnd() {
        let path = SquigglePath.data(along: Rect(x: 0, y: 0, width: 10_000_000, height: 20), writingMode: .horizontalTB)
        let points = path.split(separator: " ").count / 2
        XCTAssertLessThanOrEqual(points, SquigglePath.maxSegments + 1)
        XCTAssertTrue(path.hasSuffix("L10000000 19.5"), String(path.suffix(40)))
        XCTAssertEqual(SquigglePath.data(along: Rect(x: 0, y: 0, width: .infinity, height: 20), writingMode: .horizontalTB), "")
    }
}
