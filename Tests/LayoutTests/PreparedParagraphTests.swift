@testable import Layout
import XCTest

/// Paragraphs prepared before layout (on two threads, by `TextPrefetch`, each as soon as the box tree's
/// builder completes it: blocks, anonymous blocks, floats, captions and cells) hold what layout would
/// prepare for itself, and lines laid out from them are the lines laid out without them; paragraphs with
/// atomic inlines, whose widths can depend on the layout's, are not prepared.
final class PreparedParagraphTests: XCTestCase {
    private static let body = """
        <p>Plain text, <em>emphasis</em> and <span style="letter-spacing: 2px; padding: 0 4px; \
        border-left: 3px solid">boxed, spaced</span> words with soft&#xAD;hyphens.</p>
        <p dir="rtl">مرحبا بالعالم 123 and Latin</p>
        <p style="text-align: justify">Justified text that runs over more than one line of the viewport, long \
        enough to wrap twice or more, with words and more words and words again, and yet more words.</p>
        <p><ruby>漢<rt>かん</rt>字<rt>じ</rt></ruby> under ruby, and <span style="white-space: nowrap">text \
        that does not wrap</span>.</p>
        <pre>  preformatted   text  </pre>
        <p>Before <span style="display: inline-block">inside a block</span> after.</p>
        <p style="float: left; width: 10em">A float's own text.</p>
        <div>An anonymous run <p>beside a block</p> and after it.</div>
        <table><caption>A caption</caption><tr><td>A cell's text</td></tr></table>
        """

    func testEachParagraphIsPreparedAsLayoutWouldPrepareIt() throws {
        let fixture = try EnginePassFixture(body: Self.body)
        var prepared = 0
        for box in fixture.paragraphs() {
            let content = try XCTUnwrap(box.inlineContent)
            guard PreparedParagraph.holdsAtEveryWidth(content) else {
                XCTAssertNil(box.preparedParagraph)
                continue
            }
            let kept = try XCTUnwrap(box.preparedParagraph, String(decoding: content.text, as: UTF16.self))
            let fresh = PreparedParagraph(content, direction: box.style.computed.direction, atomicWidths: [:],
                                          fonts: fixture.run.fonts, cache: TextMeasurementCache())
            XCTAssertEqual(kept.advances, fresh.advances)
            XCTAssertEqual(kept.widths, fresh.widths)
            XCTAssertEqual(kept.hangs, fresh.hangs)
            XCTAssertEqual(kept.opportunities, fresh.opportunities)
            XCTAssertEqual(kept.widenedBases, fresh.widenedBases)
            XCTAssertEqual(kept.parts.roles, fresh.parts.roles)
            XCTAssertEqual(kept.edges.before, fresh.edges.before)
            XCTAssertEqual(kept.edges.after, fresh.edges.after)
            XCTAssertEqual(kept.levels?.levels, fresh.levels?.levels)
            XCTAssertEqual(kept.fallbacks.map(\.range), fresh.fallbacks.map(\.range))
            prepared += 1
        }
        XCTAssertGreaterThanOrEqual(prepared, 7)
        XCTAssertTrue(fixture.paragraphs().contains { $0.preparedParagraph == nil }, "the inline-block's paragraph")
    }

    /// A prepared paragraph's runs up to `TextPrefetch.longestPackedRun` units are kept in the measurement
    /// cache packed, longer ones as they are; both give the advances the preparation holds.
    func testShortRunsOfPreparedParagraphsAreKeptPackedAndLongOnesAsTheyAre() throws {
        let long = String(repeating: "Words upon words, one more line of them. ", count: 12)
        let fixture = try EnginePassFixture(body: "<p>A short one.</p><p>\(long)</p>")
        let shaper = ParagraphShaper(fonts: fixture.run.fonts, cache: TextMeasurementCache())
        var checked = (short: 0, long: 0)
        for box in fixture.paragraphs() {
            let content = try XCTUnwrap(box.inlineContent)
            let prepared = try XCTUnwrap(box.preparedParagraph)
            for request in shaper.requests(for: content, levels: nil) {
                let kept = fixture.run.cache.shapedGroup(for: request.key) { XCTFail("not kept"); return request.shape() }
                XCTAssertEqual(Array(prepared.advances[request.range]), Array(kept.advances))
                if request.range.count > TextPrefetch.longestPackedRun {
                    XCTAssertEqual(kept.advances.bytesPerUnit, 8)
                    checked.long += 1
                } else {
                    XCTAssertEqual(kept.advances.bytesPerUnit, 1)
                    checked.short += 1
                }
            }
        }
        XCTAssertEqual(checked.short, 1)
        XCTAssertEqual(checked.long, 1)
    }

    func testLinesLaidOutFromPreparationsAreTheLinesLaidOutWithout() throws {
        let fixture = try EnginePassFixture(body: Self.body)
        let tree = ViewportTree(viewport: .standard, root: fixture.pass.root)
        let prepared = fixture.run.flow(tree, keepingWholeOnly: nil, fonts: fixture.run.fonts, cache: fixture.run.cache,
                                        formulas: FormulaLayouts())
        for box in fixture.paragraphs() { box.preparedParagraph = nil }
        let unprepared = fixture.run.flow(tree, keepingWholeOnly: nil, fonts: fixture.run.fonts,
                                          cache: fixture.run.cache, formulas: FormulaLayouts())
        XCTAssertEqual(prepared.paragraphs.count, unprepared.paragraphs.count)
        XCTAssertGreaterThan(prepared.paragraphs.count, 7)
        for (with, without) in zip(prepared.paragraphs, unprepared.paragraphs) {
            XCTAssertEqual(with.lineTops, without.lineTops)
            XCTAssertEqual(with.left, without.left)
            XCTAssertEqual(Array(with.geometry.advances), Array(without.geometry.advances))
            XCTAssertEqual(Self.textRects(of: with), Self.textRects(of: without))
        }
    }

    func testAPreparationUnderAnotherDirectionIsNotUsed() throws {
        let fixture = try EnginePassFixture(body: "<p>Text in one direction, <em>then</em> laid out in the other.</p>")
        let box = try XCTUnwrap(fixture.paragraphs().first)
        let content = try XCTUnwrap(box.inlineContent)
        let other: Direction = box.style.computed.direction == .rtl ? .ltr : .rtl
        let environment = InlineLayoutEnvironment(fonts: fixture.run.fonts, cache: fixture.run.cache,
                                                  layoutAtomic: { _, _ in
                                                      XCTFail("no atomic inline")
                                                      return AtomicInlineMetrics(width: 0, height: 0, baseline: 0)
                                                  },
                                                  lineSpace: { _ in (0, 300) }, placeFloat: { _, _ in })
        let wrong = PreparedParagraph(content, direction: other, atomicWidths: [:], fonts: fixture.run.fonts,
                                      cache: fixture.run.cache)
        let fromWrong = InlineLayout(content: content, container: box.style, environment: environment, prepared: wrong)
            .layout(width: 300)
        let unprepared = InlineLayout(content: content, container: box.style, environment: environment).layout(width: 300)
        XCTAssertEqual(Self.textRects(of: PlacedParagraph(geometry: fromWrong, left: 0, lineTops: fromWrong.lines.map(\.top))),
                       Self.textRects(of: PlacedParagraph(geometry: unprepared, left: 0, lineTops: unprepared.lines.map(\.top))))
    }

    private static func textRects(of paragraph: PlacedParagraph) -> [LayoutRect] {
        var rects: [LayoutRect] = []
        paragraph.forEachTextRect { rects.append($0) }
        return rects
    }
}
