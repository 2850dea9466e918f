import Foundation
@testable import Layout
import XCTest

/// How far a scrolled document reaches (`scroll_width`, `scroll_height`), as Chromium reports it: along
/// the block direction, to the end of the root's margin box (or of overflowing content), at least the
/// viewport; across it, the viewport. 400×300 viewport, DejaVu Serif 16px, 19px lines.
final class BuiltinScrollExtentTests: XCTestCase {
    private var harness: BuiltinEngineHarness!
    private let viewport = try! Viewport(width: 400, height: 300)

    override func setUpWithError() throws { harness = try BuiltinEngineHarness() }
    override func tearDown() { harness = nil }

    private func document(rootStyle: String, lines: Int) throws -> ViewportLayout {
        let body = (1...lines).map { "<p style='margin:0'>line \($0)</p>" }.joined()
        let document = try harness.document(head: "<style>html { margin: 0; \(rootStyle) }</style>", body: body,
                                            bodyAttributes: " style='margin: 0'")
        return try harness.layout(document, ranges: [], viewport: viewport)
    }

    func testHorizontalTextReachesTheRootsBlockEndMargin() throws {
        let layout = try document(rootStyle: "margin-bottom: 50px", lines: 30)
        XCTAssertEqual(layout.document.scrollWidth, 400)
        XCTAssertEqual(layout.document.scrollHeight, 30 * 19 + 50)
    }

    func testShortDocumentsScrollTheViewport() throws {
        let layout = try document(rootStyle: "margin-bottom: 50px", lines: 2)
        XCTAssertEqual(layout.document.scrollHeight, 300)
    }

    /// In vertical writing the block direction runs across the page: the document scrolls sideways, and
    /// the root's block-end margin is its left margin in `vertical-rl`, its right margin in `vertical-lr`.
    func testVerticalTextScrollsAcrossThePage() throws {
        for (mode, endMargin) in [("vertical-rl", "margin-left: 30px"), ("vertical-lr", "margin-right: 30px")] {
            let layout = try document(rootStyle: "writing-mode: \(mode); \(endMargin)", lines: 40)
            XCTAssertEqual(layout.document.scrollWidth, 40 * 19 + 30, mode)
            XCTAssertEqual(layout.document.scrollHeight, 300, mode)
        }
    }
}
