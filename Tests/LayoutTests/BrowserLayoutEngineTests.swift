import Foundation
import XCTest
@testable import Layout

/// The browser backend on a small chapter whose geometry is known: DejaVu Serif forced at 20px with a
/// 30px line height, so a line's text rect is the font's ascent + descent, each rounded to whole px as
/// Chromium does (1901 and 483 units of 2048 at 20px: 18.56 → 19 and 4.72 → 5), centred in 30px. Needs
/// chromium and fonts-dejavu-core; the comparison with client_rects.py also needs python3, and runs the
/// project's copy in Tests/Fixtures/tools (or the one DECOR_CLIENT_RECTS names).
final class BrowserLayoutEngineTests: XCTestCase {
    private var folder: URL!
    private var chapter: URL!

    override func setUpWithError() throws {
        folder = try BrowserTestPaths.temporaryFolder()
        chapter = folder.appendingPathComponent("chapter.xhtml")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <html xmlns="http://www.w3.org/1999/xhtml"><head><title>known</title>
        <style>body { margin: 0 } p { margin: 0 } #b { margin-top: 700px } #c { break-before: column }</style>
        </head><body><p id="a">Call me <em>Ishmael</em>. Some years ago, never mind how long.</p>
        <p id="b">Far below, call me again.</p><p id="c">A new column.</p>
        <script>var hidden = "not body text";</script></body></html>
        """.write(to: chapter, atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private let specs: [RangeSpec] = [
        .boundaries(id: "call", start: RangeBoundary(selector: "#a", offset: 0), end: RangeBoundary(selector: "#a", offset: 4)),
        .boundaries(id: "across", start: RangeBoundary(selector: "#a", offset: 5),
                    end: RangeBoundary(selector: "#a", textIndex: 2, offset: 6)),
        .quote(id: "quote", RangeSpec.Quote(before: "Far below, ", highlight: "call me", after: " again")),
        .characters(id: "whole", start: 0, end: 93),
        .quote(id: "absent", RangeSpec.Quote(highlight: "white whale")),
        .boundaries(id: "no-element", start: RangeBoundary(selector: "#nope", offset: 0), end: RangeBoundary(selector: "#a", offset: 1)),
        .characters(id: "past-end", start: 0, end: 100_000),
    ]

    private func settings(_ mode: LayoutMode, viewports: [Viewport]) throws -> LayoutSettings {
        try LayoutSettings(viewports: viewports, fontSize: "20px", lineHeight: "30px", mode: mode)
    }

    func testScrollGeometryFollowsTheFontAndThePageModel() throws {
        let engine = BrowserLayoutEngine()
        defer { engine.close() }
        let report = try engine.layout(
            document: chapter, ranges: specs, settings: settings(.scroll, viewports: [try Viewport(width: 400, height: 300)]))
        let layout = try XCTUnwrap(report.layouts.first)
        XCTAssertEqual(layout.document.fontCheck, true)
        XCTAssertEqual(layout.document.bodyFontSize, "20px")
        XCTAssertEqual(layout.document.pagePitch, 300)
        XCTAssertEqual(layout.document.bodyTextLength, 93, "the three paragraphs and two line breaks, not the script")

        let call = try measured(layout, "call")
        XCTAssertEqual(call.text, "Call")
        XCTAssertEqual(call.textRects.count, 1)
        let rect = call.textRects[0].rect
        XCTAssertEqual(rect.x, 0)
        XCTAssertEqual(rect.height, 19 + 5)
        XCTAssertEqual(rect.y, (30 - 24) / 2)
        XCTAssertEqual(call.pages, [0])

        let across = try measured(layout, "across")
        XCTAssertEqual(across.text, "me Ishmael. Some")
        XCTAssertEqual(across.textRects.count, 3, "one rect per text node piece: 'me ', 'Ishmael', '. Some'")
        XCTAssertEqual(across.textRects.map(\.rect.y), Array(repeating: rect.y, count: 3))

        let quote = try XCTUnwrap(layout.ranges.first { $0.id == "quote" })
        XCTAssertEqual(quote.match, QuoteMatch(occurrences: 1, charStart: 65, charEnd: 72, exact: true))
        let far = try XCTUnwrap(quote.measured)
        XCTAssertEqual(far.textRects.first?.rect.y, 60 + 700 + 3, "two lines of #a, then #b's margin")
        XCTAssertEqual(far.pages, [2])
        XCTAssertEqual(layout.document.pageCount, 3)

        XCTAssertGreaterThan(try measured(layout, "whole").textRects.count, 3)
        XCTAssertEqual(outcome(layout, "absent"), .failed("quote not found"))
        XCTAssertEqual(outcome(layout, "no-element"), .failed("selector not found: #nope"))
        guard case let .failed(reason) = outcome(layout, "past-end") else { return XCTFail("past-end was measured") }
        XCTAssertTrue(reason.contains("100000"), reason)
    }

    func testPaginateModePutsColumnsOneViewportWidthApart() throws {
        let engine = BrowserLayoutEngine()
        defer { engine.close() }
        let viewports = [try Viewport(width: 400, height: 300), try Viewport(width: 500, height: 300)]
        let report = try engine.layout(document: chapter, ranges: specs, settings: settings(.paginate, viewports: viewports))
        XCTAssertEqual(report.layouts.map(\.viewportRequested), viewports)
        for (layout, viewport) in zip(report.layouts, viewports) {
            let width = Double(viewport.width)
            XCTAssertEqual(layout.document.pagePitch, width)
            XCTAssertEqual(try measured(layout, "call").pages, [0])
            let farPage = try XCTUnwrap(try measured(layout, "quote").pages.first ?? nil)
            let column = try measured(layout, "whole").textRects.last { $0.rect.x >= width }
            let newColumn = try XCTUnwrap(column, "#c starts a column after the first")
            XCTAssertEqual(newColumn.page, farPage + 1)
            XCTAssertEqual(newColumn.rect.x, Double(farPage + 1) * width, "column k starts at k·W")
            XCTAssertEqual(layout.document.pageCount, farPage + 2)
        }
    }

    func testAgreesWithClientRectsScriptNumberForNumber() throws {
        let script = BrowserTestPaths.clientRectsScript
        XCTAssertTrue(FileManager.default.fileExists(atPath: script.path), "client_rects.py not found at \(script.path)")
        for mode in LayoutMode.allCases {
            let settings = try settings(mode, viewports: [try Viewport(width: 400, height: 300), .standard])
            let engine = BrowserLayoutEngine()
            defer { engine.close() }
            let ours = try engine.layout(document: chapter, ranges: specs, settings: settings)
            let theirs = try ClientRectsScriptEngine(script: script).layout(document: chapter, ranges: specs, settings: settings)
            XCTAssertEqual(ours.file, theirs.file)
            XCTAssertEqual(ours.font, theirs.font)
            XCTAssertEqual(ours.browser, theirs.browser)
            for (mine, reference) in zip(ours.layouts, theirs.layouts) {
                XCTAssertEqual(mine.document, reference.document, "document facts in \(mode)")
                for (range, expected) in zip(mine.ranges, reference.ranges) where range.id != "past-end" {
                    XCTAssertEqual(range, expected, "range \(range.id) in \(mode) \(mine.viewportRequested)")
                }
            }
            let agreements = try LayoutAgreement.compare(reference: theirs, candidate: ours)
            XCTAssertEqual(agreements.map(\.meanIoU), [1, 1])
            XCTAssertEqual(agreements.map(\.pageAgreement), [1, 1])
        }
    }

    func testTheBrowserIsStartedOnceForSeveralDocuments() throws {
        let engine = BrowserLayoutEngine()
        defer { engine.close() }
        let settings = try settings(.scroll, viewports: [.standard])
        let first = try engine.layout(document: chapter, ranges: specs, settings: settings)
        let second = try engine.layout(document: chapter, ranges: specs, settings: settings)
        XCTAssertNotNil(first.timing.launchSeconds)
        XCTAssertNil(second.timing.launchSeconds)
        XCTAssertEqual(first.layouts, second.layouts.map { layout in
            var copy = layout
            copy.evalSeconds = first.layouts[0].evalSeconds
            return copy
        })
    }

    func testKeepsTheBooksFontsWhenAsked() throws {
        let engine = BrowserLayoutEngine()
        defer { engine.close() }
        let settings = try LayoutSettings(overridesFont: false)
        let report = try engine.layout(document: chapter, ranges: specs, settings: settings)
        XCTAssertNil(report.font)
        XCTAssertNil(report.layouts[0].document.fontCheck)
        XCTAssertFalse(report.layouts[0].document.bodyFontFamily?.contains(ForcedFont.family) ?? true)
    }

    func testAMissingDocumentOrFontIsAnError() throws {
        let engine = BrowserLayoutEngine()
        defer { engine.close() }
        let missing = folder.appendingPathComponent("missing.xhtml")
        XCTAssertThrowsError(try engine.layout(document: missing, ranges: specs, settings: LayoutSettings())) {
            XCTAssertEqual($0 as? LayoutDocumentError, .unreadable(path: missing.path, reason: "no such readable file"))
        }
        let noFont = try LayoutSettings(font: folder.appendingPathComponent("Nothing.ttf"))
        XCTAssertThrowsError(try engine.layout(document: chapter, ranges: specs, settings: noFont)) {
            guard case .unusableFont? = $0 as? LayoutSettingsError else { return XCTFail("unexpected \($0)") }
        }
    }

    private func outcome(_ layout: ViewportLayout, _ id: String) -> RangeLayout.Outcome? {
        layout.ranges.first { $0.id == id }?.outcome
    }

    private func measured(_ layout: ViewportLayout, _ id: String) throws -> MeasuredRange {
        try XCTUnwrap(layout.ranges.first { $0.id == id }?.measured, "range \(id) was not measured")
    }
}
