import XCTest
@testable import Layout

/// What a pass keeps (prefetched before layout, or computed by layout itself for formula tokens) is
/// what layout would compute: every shaping request of every inline formatting context (blocks,
/// inline-blocks, right-to-left text, formula tokens) and every text's break opportunities, equal to
/// computing them again; and the prefetch alone fills a fresh cache with the blocks' text.
final class TextPrefetchTests: XCTestCase {
    func testEveryRunAndTextIsKeptAsLayoutWouldComputeIt() throws {
        let fixture = try EnginePassFixture(body: """
            <p>Plain text, <em>emphasis</em> and <span style="letter-spacing: 2px">spaced</span> words.</p>
            <p dir="rtl">مرحبا بالعالم 123 and Latin</p>
            <p>Before <span style="display: inline-block">inside a block</span> after.</p>
            <p>A formula <math xmlns="\(EnginePassFixture.mathML)"><mi>x</mi><mo>=</mo><mn>2</mn></math>.</p>
            """)
        let shaper = ParagraphShaper(fonts: fixture.run.fonts, cache: fixture.run.cache)
        let contents = fixture.contents()
        XCTAssertGreaterThan(contents.count, 6)
        var requestCount = 0
        for (content, container) in contents {
            let levels = InlineLayout.bidiLevels(content.text, direction: container.computed.direction)?.levels
            for request in shaper.requests(for: content, levels: levels) {
                requestCount += 1
                XCTAssertTrue(fixture.run.cache.hasShapedGroup(for: request.key))
                let kept = fixture.run.cache.shapedGroup(for: request.key) { XCTFail("not kept"); return (PackedAdvances([]), []) }
                let computed = request.shape()
                XCTAssertEqual(Array(kept.advances), Array(computed.advances))
                XCTAssertEqual(kept.fallbacks.map(\.range), computed.fallbacks.map(\.range))
                XCTAssertTrue(zip(kept.fallbacks, computed.fallbacks).allSatisfy { $0.face === $1.face })
            }
            XCTAssertTrue(fixture.run.cache.hasOpportunities(of: content.text))
            let kept = fixture.run.cache.opportunities(of: content.text) { XCTFail("not kept"); return [] }
            XCTAssertEqual(kept, LineBreakOpportunities().compute(content.text))
        }
        XCTAssertGreaterThan(requestCount, contents.count)
    }

    func testAFreshCacheIsFilledOnlyByThePrefetch() throws {
        let fixture = try EnginePassFixture(body: "<p>One <b>two</b> three.</p><p>Four five.</p>")
        let cache = TextMeasurementCache()
        let shaper = ParagraphShaper(fonts: fixture.run.fonts, cache: cache)
        let requests = fixture.contents().flatMap { shaper.requests(for: $0.content, levels: nil) }
        XCTAssertFalse(requests.contains { cache.hasShapedGroup(for: $0.key) })
        let root = TextPrefetch(fonts: fixture.run.fonts, cache: cache).prefetch(preparingParagraphs: false) { found in
            fixture.paragraphs().forEach(found)
            return fixture.pass.root
        }
        XCTAssertTrue(root === fixture.pass.root)
        XCTAssertTrue(requests.allSatisfy { cache.hasShapedGroup(for: $0.key) })
        XCTAssertTrue(fixture.contents().allSatisfy { cache.hasOpportunities(of: $0.content.text) })
    }
}
