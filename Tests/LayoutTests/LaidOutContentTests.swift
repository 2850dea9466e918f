import Foundation
import Layout
import XCTest

/// `BuiltinLayoutEngine.content`: the runs and replaced boxes a snapshot draws, in the coordinates ranges
/// are measured in.
final class LaidOutContentTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-content-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func content(_ body: String, width: Int = 600, mode: LayoutMode = .scroll) throws -> LaidOutDocument {
        let file = folder.appendingPathComponent("page.xhtml")
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body>\(body)</body></html>
            """.write(to: file, atomically: true, encoding: .utf8)
        let settings = try LayoutSettings(viewports: [try Viewport(width: width, height: 400)], mode: mode)
        return try BuiltinLayoutEngine(usesInstalledFonts: false).content(document: file, settings: settings)
    }

    func testRunsHoldTheTextOfEachLineWhereRangesAreMeasured() throws {
        let document = try content("<p>Call me Ishmael.</p><p><b>Bold</b> and <i>italic</i>.</p>")
        XCTAssertEqual(document.runs.map(\.text).joined(), "Call me Ishmael.Bold and italic.")
        let call = try XCTUnwrap(document.runs.first)
        XCTAssertEqual(call.family, "DejaVu Serif")
        XCTAssertEqual(call.fontSize, 16)
        // The baseline lies inside the run's box, below its middle (ascent > descent).
        XCTAssertTrue(call.baseline > call.rect.centerY && call.baseline < call.rect.bottom, "\(call)")
        XCTAssertEqual(document.runs.first { $0.text == "Bold" }?.fontWeight, 700)
        XCTAssertEqual(document.runs.first { $0.text == "italic" }?.isItalic, true)
        // The second paragraph is below the first.
        XCTAssertGreaterThan(try XCTUnwrap(document.runs.first { $0.text == "Bold" }).rect.top, call.rect.bottom)
        XCTAssertEqual(document.facts.writingMode, "horizontal-tb")
    }

    /// A justified line's runs carry its extra space per space character; its last line, set flush left,
    /// carries none.
    func testJustifiedLinesCarryTheirExtraSpaceAsWordSpacing() throws {
        let document = try content(#"<p style="text-align: justify; word-spacing: 1px; letter-spacing: 0.5px">"#
                                   + String(repeating: "whale ship sea ", count: 12) + "end.</p>", width: 300)
        let lines = Dictionary(grouping: document.runs, by: \.baseline).sorted { $0.key < $1.key }
        XCTAssertGreaterThan(lines.count, 2)
        for (_, runs) in lines.dropLast() {
            XCTAssertTrue(runs.allSatisfy { $0.wordSpacing > 1 && $0.letterSpacing == 0.5 }, "\(runs)")
        }
        XCTAssertTrue(try XCTUnwrap(lines.last).value.allSatisfy { $0.wordSpacing == 1 }, "\(lines.last!)")
        XCTAssertEqual(document.runs.filter(\.isSmallCaps).count, 0)
        let capitals = try content(#"<p style="font-variant: small-caps">Call me Ishmael.</p>"#)
        XCTAssertTrue(capitals.runs.allSatisfy(\.isSmallCaps))
    }

    func testSoftHyphensAreLeftOutAndDrawnWhereALineBreaksAtOne() throws {
        let document = try content("<p>unbelievable&#173;ness unbelievable&#173;ness</p>", width: 130)
        XCTAssertFalse(document.runs.contains { $0.text.contains("\u{AD}") })
        XCTAssertTrue(document.runs.contains { $0.text.hasSuffix("-") }, "\(document.runs.map(\.text))")
    }

    func testRightToLeftTextAndReplacedBoxes() throws {
        let document = try content(#"<p dir="rtl">مرحبا بالعالم</p><p><img src="none.png" alt="a whale" width="50" height="40"/></p>"#)
        XCTAssertTrue(try XCTUnwrap(document.runs.first).isRightToLeft)
        let image = try XCTUnwrap(document.replacedBoxes.first)
        XCTAssertEqual(image.element, "img")
        XCTAssertEqual(image.alt, "a whale")
        XCTAssertEqual(image.rect.width, 50, accuracy: 0.5)
        XCTAssertEqual(image.rect.height, 40, accuracy: 0.5)
    }

    func testPaginatedRunsMoveToTheirColumns() throws {
        let paragraphs = String(repeating: "<p>Some years ago, never mind how long precisely, having little or no money in my purse.</p>", count: 40)
        let document = try content(paragraphs, mode: .paginate)
        XCTAssertGreaterThan(try XCTUnwrap(document.facts.pageCount), 1)
        XCTAssertTrue(document.runs.allSatisfy { $0.rect.top >= -1 && $0.rect.bottom <= 401 })
        XCTAssertTrue(document.runs.contains { $0.rect.left >= 600 })
    }
}
