import DOM
@testable import Layout
import XCTest

/// A pass laid out for known ranges keeps whole only the paragraphs they reach, and still gives every
/// range the rects and the document the bounds that a pass keeping every paragraph gives.
final class ParagraphRetentionTests: XCTestCase {
    private static let body = (0..<60).map { index in
        switch index % 10 {
        case 3: "<p>Paragraph \(index) with <span style='display: inline-block'>a boxed word \(index)</span> in it.</p>"
        case 5: "<div style='float: left; width: 120px'>A float \(index) beside the text.</div><p>Paragraph \(index) wraps.</p>"
        case 7: "<table><tr><td>Cell \(index)</td><td>Another cell of row \(index)</td></tr></table>"
        default: "<p style='break-inside: avoid'>Paragraph \(index): " + String(repeating: "whale and sea, ", count: 12) + "</p>"
        }
    }.joined()

    private let harness = try! BuiltinEngineHarness()

    private func run(mode: LayoutMode) throws -> ViewportLayoutRun {
        let document = try harness.document(body: Self.body)
        let settings = try LayoutSettings(viewports: [.standard], overridesFont: true, fontSize: "16px", mode: mode)
        return try BuiltinLayoutEngine(usesInstalledFonts: false).prepare(document: document, settings: settings).run
    }

    private let specs: [RangeSpec] = [
        .characters(id: "early", start: 40, end: 90),
        .quote(id: "boxed", RangeSpec.Quote(highlight: "a boxed word 33")),
        .quote(id: "cell", RangeSpec.Quote(highlight: "Another cell of row 47")),
        .boundaries(id: "last", start: RangeBoundary(selector: "p:last-of-type", textIndex: 0, offset: 2),
                    end: RangeBoundary(selector: "p:last-of-type", textIndex: 0, offset: 30)),
    ]

    func testOnlyReachedParagraphsAreKeptWholeAndNothingMeasuredChanges() throws {
        for mode in [LayoutMode.scroll, .paginate] {
            let run = try run(mode: mode)
            let resolved = specs.map(run.body.resolve)
            let reached = ReachedTextNodes(resolved, body: run.body, document: run.document)
            let everything = try run.pass(viewport: .standard)
            let retained = try run.pass(viewport: .standard, keepingWholeOnly: reached)
            XCTAssertGreaterThan(everything.paragraphs.count, 60, "\(mode)")
            XCTAssertEqual(retained.paragraphs.map { String(String(utf16Units: $0.geometry.content.text).prefix(15)) },
                           ["Paragraph 0: wh", "a boxed word 33", "Another cell of", "Paragraph 59: w"],
                           "\(mode): the paragraph of each range, and no other")
            XCTAssertEqual(retained.contentBounds, everything.contentBounds, "\(mode)")
            for (spec, resolution) in zip(specs, resolved) {
                XCTAssertEqual(run.measure(spec, resolution, in: retained), run.measure(spec, resolution, in: everything),
                               "\(mode)")
            }
        }
    }

    func testARangeEndingOutsideTheBodysTextKeepsEveryParagraphWhole() throws {
        let run = try run(mode: .scroll)
        let outside = RangeSpec.boundaries(id: "title", start: RangeBoundary(selector: "title", textIndex: 0, offset: 0),
                                           end: RangeBoundary(selector: "p", textIndex: 0, offset: 3))
        let reached = ReachedTextNodes([run.body.resolve(outside)], body: run.body, document: run.document)
        let everything = try run.pass(viewport: .standard)
        XCTAssertEqual(try run.pass(viewport: .standard, keepingWholeOnly: reached).paragraphs.count,
                       everything.paragraphs.count)
    }

    func testNoRangesKeepNoParagraphWhole() throws {
        let run = try run(mode: .paginate)
        let pass = try run.pass(viewport: .standard, keepingWholeOnly: ReachedTextNodes([], body: run.body, document: run.document))
        XCTAssertTrue(pass.paragraphs.isEmpty)
        XCTAssertEqual(pass.contentBounds, try run.pass(viewport: .standard).contentBounds)
    }
}
