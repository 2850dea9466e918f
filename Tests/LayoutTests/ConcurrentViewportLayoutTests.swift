import Foundation
@testable import Layout
import XCTest

/// Viewports laid out at once, on two threads, give what each gives laid out alone: the same rects,
/// pages and facts, whether the second viewport's box tree is a copy of the first's (ReadiumCSS sizes
/// only the root by the viewport) or built again (a style below the root does), and with formulas, which
/// are laid out on one thread.
final class ConcurrentViewportLayoutTests: XCTestCase {
    private static let readiumFolder = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/readium-css")
    private let viewports = [Viewport.standard, try! Viewport(width: 1024, height: 768), try! Viewport(width: 375, height: 667)]

    private func assertTogetherEqualsAlone(_ document: URL, readium: ReadiumCSS?, mode: LayoutMode = .paginate,
                                           file: StaticString = #filePath, line: UInt = #line) throws {
        let ranges = try QuoteRangeSampler(chapter: document).sample(count: 20, seed: 3)
        XCTAssertEqual(ranges.count, 20, file: file, line: line)
        let measured = try assertTogetherEqualsAlone(document, ranges: ranges, readium: readium, mode: mode, file: file, line: line)
        XCTAssertEqual(measured, ranges.count * viewports.count, file: file, line: line)
    }

    /// How many ranges were measured, in all viewports.
    private func assertTogetherEqualsAlone(_ document: URL, ranges: [RangeSpec], readium: ReadiumCSS?, mode: LayoutMode,
                                           file: StaticString, line: UInt) throws -> Int {
        let engine = BuiltinLayoutEngine()
        let together = try engine.layout(
            document: document, ranges: ranges,
            settings: LayoutSettings(viewports: viewports, overridesFont: false, mode: mode, readiumCSS: readium))
        let alone = try viewports.map { viewport in
            try engine.layout(document: document, ranges: ranges,
                              settings: LayoutSettings(viewports: [viewport], overridesFont: false, mode: mode,
                                                       readiumCSS: readium)).layouts[0]
        }
        XCTAssertEqual(together.layouts.count, viewports.count, file: file, line: line)
        for (laidOutTogether, laidOutAlone) in zip(together.layouts, alone) {
            XCTAssertEqual(laidOutTogether.viewportRequested, laidOutAlone.viewportRequested, file: file, line: line)
            XCTAssertEqual(laidOutTogether.document, laidOutAlone.document, file: file, line: line)
            XCTAssertEqual(laidOutTogether.ranges, laidOutAlone.ranges, "\(laidOutTogether.viewportRequested)",
                           file: file, line: line)
        }
        return together.layouts.flatMap(\.ranges).count { if case .measured = $0.outcome { true } else { false } }
    }

    func testEveryKindOfRangeAndEveryFailureAreTheSameTogetherAsAlone() throws {
        let harness = try BuiltinEngineHarness()
        let chapter = try harness.write("chapter_001.xhtml", Fixtures.entry("OPS/chapter_001.xhtml", in: "moby-dick"))
        let readium = ReadiumCSS(folder: Self.readiumFolder, settings: [try ReadiumSetting(parsing: "fontSize=110%")])
        let ranges: [RangeSpec] = [
            .characters(id: "chars", start: 120, end: 900),
            .boundaries(id: "boundaries", start: RangeBoundary(selector: "p", textIndex: 0, offset: 2),
                        end: RangeBoundary(selector: "p:last-of-type", textIndex: 0, offset: 10)),
            .characters(id: "past the end", start: 10_000_000, end: 10_000_100),
            .boundaries(id: "no such element", start: RangeBoundary(selector: "aside.none", textIndex: 0, offset: 0),
                        end: RangeBoundary(selector: "p", textIndex: 0, offset: 1)),
            .quote(id: "absent", RangeSpec.Quote(highlight: "a sentence Melville never wrote")),
        ]
        let measured = try assertTogetherEqualsAlone(chapter, ranges: ranges, readium: readium, mode: .paginate,
                                                     file: #filePath, line: #line)
        XCTAssertEqual(measured, 2 * viewports.count)
    }

    func testAKeptTreeCopiedForEachViewport() throws {
        let harness = try BuiltinEngineHarness()
        let chapter = try harness.write("chapter_001.xhtml", Fixtures.entry("OPS/chapter_001.xhtml", in: "moby-dick"))
        let readium = ReadiumCSS(folder: Self.readiumFolder, settings: [try ReadiumSetting(parsing: "fontSize=110%")])
        try assertTogetherEqualsAlone(chapter, readium: readium)
    }

    func testATreeBuiltAgainForEachViewport() throws {
        let harness = try BuiltinEngineHarness()
        let paragraphs = (1...60).map { "<p>Paragraph \($0) of a page whose blocks are sized in vw, with <em>some</em> words.</p>" }
        let document = try harness.document(head: "<style>p { width: 80vw; margin: 1vh 2vw }</style>",
                                            body: paragraphs.joined())
        try assertTogetherEqualsAlone(document, readium: nil, mode: .scroll)
    }

    func testATreeWhoseImagesAreSizedByTheViewportCopiedAndRestyled() throws {
        let harness = try BuiltinEngineHarness()
        let chapter = try harness.write("georgia.xhtml", Fixtures.entry("EPUB/georgia.xhtml", in: "georgia-cfi"))
        let readium = ReadiumCSS(folder: Self.readiumFolder, settings: [try ReadiumSetting(parsing: "fontSize=110%")])
        try assertTogetherEqualsAlone(chapter, readium: readium)
        let paragraphs = (1...40).map { index in
            index % 5 == 0 ? "<p>Figure \(index) <img src='f.png' style='max-height: 20vh; width: 30vw' alt=''/> after.</p>"
                : "<p>Paragraph \(index) with <em>some</em> words around a figure.</p>"
        }
        try assertTogetherEqualsAlone(try harness.document(body: paragraphs.joined()), readium: nil, mode: .scroll)
        // A floated image's box has a style derived from its element's: that tree is built again.
        let floated = "<p><img src='g.png' style='float: left; width: 20vw' alt=''/>Text beside a float.</p>"
        try assertTogetherEqualsAlone(try harness.document(body: paragraphs.joined() + floated), readium: nil, mode: .scroll)
    }

    func testADocumentWithFormulas() throws {
        let harness = try BuiltinEngineHarness()
        let chapter = try harness.write("li104.xhtml", Fixtures.entry("EPUB/xhtml/fcla-xml-2.30li104.xhtml", in: "linear-algebra"))
        try assertTogetherEqualsAlone(chapter, readium: nil)
    }
}
