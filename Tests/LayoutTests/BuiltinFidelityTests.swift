import Foundation
@testable import Layout
import XCTest

/// The built-in engine held to Chromium (the browser backend) on real chapters, with the bars of the
/// layout issue: mean text-rect IoU ≥ 0.95 on Latin text (forced font and books' own fonts, scroll and
/// paginate), ≥ 0.80 on Arabic, vertical Japanese and MathML, pages agreeing for ≥ 97% of ranges.
/// Needs chromium, fonts-dejavu-core, fonts-liberation and fonts-ipafont-mincho, as the setup script
/// installs them; without a browser these tests fail.
final class BuiltinFidelityTests: ChromiumFidelityTestCase {
    private func assertAgreement(_ book: String, _ href: String, font: String? = LayoutSettings.standardFont.path,
                                 modes: [LayoutMode], viewport: Viewport, gap: Double = 0, iou bar: Double,
                                 file: StaticString = #filePath, line: UInt = #line) throws {
        let document = try chapter(book, href)
        let ranges = try QuoteRangeSampler(chapter: document).sample(count: 30, seed: 5)
        let browser = sharedBrowser
        for mode in modes {
            let settings = try LayoutSettings(
                viewports: [viewport], font: URL(fileURLWithPath: font ?? LayoutSettings.standardFont.path),
                overridesFont: font != nil, fontSize: "18px", mode: mode, gap: gap)
            let reference = try browser.layout(document: document, ranges: ranges, settings: settings)
            let candidate = try BuiltinLayoutEngine().layout(document: document, ranges: ranges, settings: settings)
            let agreement = try XCTUnwrap(try LayoutAgreement.compare(reference: reference, candidate: candidate).first)
            let context = "\(book) \(href) \(mode) \(viewport) \(font == nil ? "own fonts" : "forced font")"
            XCTAssertEqual(agreement.ranges.count + agreement.unmeasuredByReference, ranges.count)
            XCTAssertGreaterThanOrEqual(agreement.meanIoU, bar, "mean IoU, \(context)", file: file, line: line)
            XCTAssertGreaterThanOrEqual(agreement.pageAgreement, 0.97, "pages, \(context)", file: file, line: line)
        }
    }

    func testMobyDickWithTheForcedFont() throws {
        try assertAgreement("moby-dick", "OPS/chapter_001.xhtml", modes: [.scroll, .paginate], viewport: .standard,
                            iou: 0.95)
    }

    /// `header + p:first-line` sets the first line of each chapter in larger small capitals: the rest
    /// of a long first paragraph follows the first line's own break and height.
    func testMobyDickWithItsOwnFonts() throws {
        try assertAgreement("moby-dick", "OPS/chapter_087.xhtml", font: nil, modes: [.scroll], viewport: .standard,
                            iou: 0.95)
    }

    func testChildrensLiteratureWithItsOwnFonts() throws {
        try assertAgreement("childrens-literature", "EPUB/s04.xhtml", font: nil, modes: [.paginate],
                            viewport: try Viewport(width: 1024, height: 768), iou: 0.95)
    }

    func testAccessibleEPUBWithItsEmbeddedFonts() throws {
        try assertAgreement("accessible_epub_3", "EPUB/ch02.xhtml", font: nil, modes: [.scroll], viewport: .standard,
                            iou: 0.95)
    }

    func testWastelandWithItsDeobfuscatedFonts() throws {
        try assertAgreement("wasteland-otf-obf", "EPUB/wasteland-content.xhtml", font: nil, modes: [.paginate],
                            viewport: .standard, iou: 0.95)
    }

    func testArabicRightToLeft() throws {
        try assertAgreement("regime-anticancer-arabic", "EPUB/Content/C_content.xhtml",
                            font: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", modes: [.scroll, .paginate],
                            viewport: .standard, iou: 0.80)
    }

    func testJapaneseVerticalWriting() throws {
        try assertAgreement("kusamakura-japanese-vertical-writing-nomo", "OPS/xhtml/一.xhtml", modes: [.scroll],
                            viewport: .standard, iou: 0.80)
    }

    /// Ruby whose annotations are wider than their bases, side by side, and a lyric in a blockquote whose
    /// first line's annotations get no room from the paragraph before (scroll was 0.76).
    func testJapaneseRubyColumnsAndAnnotationRoom() throws {
        try assertAgreement("kusamakura-japanese-vertical-writing-nomo", "OPS/xhtml/七.xhtml", modes: [.scroll],
                            viewport: .standard, iou: 0.80)
    }

    /// Columns run down the page in vertical writing, and the gap's halves pad the root's block start
    /// and end: a chapter other than the one above, paginated with a gap.
    func testJapaneseVerticalWritingInColumns() throws {
        try assertAgreement("kusamakura-japanese-vertical-writing-nomo", "OPS/xhtml/五.xhtml", modes: [.paginate],
                            viewport: .standard, gap: 40, iou: 0.80)
    }

    /// Each extract is a bordered, padded block whose attribution avoids a break before it: columns
    /// break earlier, in the quotation, so that its last lines go on with the attribution and the
    /// block's bottom padding and border.
    func testMobyDickExtractsInColumns() throws {
        try assertAgreement("moby-dick", "OPS/epigraph_001.xhtml", modes: [.paginate],
                            viewport: try Viewport(width: 1024, height: 768), gap: 40, iou: 0.95)
    }

    func testMathMLWithItsOwnFonts() throws {
        // Arial (Liberation Sans) text, formulas in the `math` family (Liberation Serif) with fallbacks.
        try assertAgreement("linear-algebra", "EPUB/xhtml/fcla-xml-2.30li105.xhtml", font: nil,
                            modes: [.scroll, .paginate], viewport: .standard, iou: 0.80)
    }

    func testMathMLWithTheForcedFont() throws {
        try assertAgreement("linear-algebra", "EPUB/xhtml/fcla-xml-2.30li34.xhtml", modes: [.paginate],
                            viewport: .standard, iou: 0.80)
        // Columns 1024px apart: a line more or less in a column (stretched brackets, operator spaces in
        // scripts) moves every range after it to another page.
        try assertAgreement("linear-algebra", "EPUB/xhtml/fcla-xml-2.30li34.xhtml", modes: [.paginate],
                            viewport: try Viewport(width: 1024, height: 768), gap: 40, iou: 0.80)
    }
}
