import Foundation
import Layout
import XCTest

/// `BuiltinLayoutEngine.retainedLayout`: one layout, kept, measuring ranges given afterwards exactly as a
/// layout given the ranges up front measures them, and drawing what `content` draws.
final class RetainedLayoutTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-retained-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testRangesMeasuredLaterMatchALayoutThatKnewThemAndThePagesAreTheSame() throws {
        let paragraphs = (0..<40).map { "<p>Paragraph \($0): Call me Ishmael. Some years ago, never mind how long precisely.</p>" }
        let file = folder.appendingPathComponent("chapter.xhtml")
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body>\(paragraphs.joined())</body></html>
            """.write(to: file, atomically: true, encoding: .utf8)
        let settings = try LayoutSettings(viewports: [try Viewport(width: 400, height: 300)], mode: .paginate)
        let specs: [RangeSpec] = [
            .quote(id: "early", RangeSpec.Quote(highlight: "Paragraph 1:")),
            .quote(id: "late", RangeSpec.Quote(highlight: "Paragraph 37:")),
            .characters(id: "chars", start: 100, end: 140),
            .characters(id: "past the end", start: 1_000_000, end: 1_000_001),
        ]
        let engine = BuiltinLayoutEngine(usesInstalledFonts: false)
        let upFront = try engine.layout(document: file, ranges: specs, settings: settings).layouts[0].ranges
        let retained = try engine.retainedLayout(try ContainerDocument(file: file), settings: settings)
        XCTAssertEqual(retained.measure(specs), upFront)
        XCTAssertEqual(retained.measure([specs[1]]), [upFront[1]], "one at a time, in any order")
        XCTAssertGreaterThan(try XCTUnwrap(upFront[1].measured?.pages.first ?? nil), 0, "the late paragraph is on a later page")
        XCTAssertNil(upFront[3].measured)
        XCTAssertEqual(retained.content.runs, try engine.content(document: file, settings: settings).runs)
    }
}
