import DOM
import Foundation
@testable import Layout
import XCTest

/// The whole text pipeline (white-space collapsing, UAX #14, font fallback, HarfBuzz, greedy filling)
/// against Chromium 156 on the long paragraphs of childrens-literature's s04.xhtml: DejaVu Serif 18px,
/// 560px lines, `text-align: left`. Expected values were measured with client_rects.py (Tests/Fixtures/tools)
/// (one text rect per line of each paragraph).
final class TextPipelineFidelityTests: XCTestCase {
    /// Lines per paragraph, for the first 60 paragraphs longer than 200 characters.
    private let chromiumLineCounts = [
        15, 25, 8, 26, 15, 21, 32, 15, 14, 14, 8, 4, 10, 4, 5, 13, 7, 14, 10, 5, 12, 8, 8, 8, 5, 10, 16, 6, 5, 4,
        12, 14, 6, 10, 4, 4, 5, 26, 22, 11, 4, 5, 5, 5, 4, 4, 26, 8, 8, 5, 5, 5, 4, 6, 3, 4, 4, 5, 4, 7,
    ]
    /// The width of each line's text rect in the second paragraph.
    private let chromiumSecondParagraphWidths = [
        513.375, 497.219, 535.719, 541.797, 503.391, 492.109, 530.547, 507.812, 534.016, 511.516, 552.828, 559.25,
        542.359, 554.156, 556.438, 516.609, 505.047, 538.656, 555.391, 507.656, 503.906, 549.484, 454.016, 526.359,
        463.984,
    ]

    private func paragraphs() throws -> [[UInt16]] {
        let document = try Document.parseXML(Fixtures.entry("EPUB/s04.xhtml", in: "childrens-literature"), name: "s04")
        let root = try XCTUnwrap(document.rootElement)
        return root.descendants(named: "p", namespace: "http://www.w3.org/1999/xhtml")
            .map(\.textContent)
            .filter { $0.trimmingCharacters(in: .whitespacesAndNewlines).unicodeScalars.count > 200 }
            .prefix(60)
            .map { Array($0.utf16) }
    }

    /// Each line's text and width (trailing white space excluded, as in Chromium's rects).
    private func lines(of source: [UInt16], faces: [FontFace]) -> [(text: ArraySlice<UInt16>, width: Double)] {
        let text = WhiteSpaceCollapsing.collapse(source, whiteSpace: .normal).text
        var advances = [Double](repeating: 0, count: text.count)
        for run in FontFallback.runs(in: text, range: 0..<text.count, faces: faces) {
            TextShaper.shape(text, range: run.range, face: faces[run.faceIndex], size: 18).accumulateAdvances(into: &advances)
        }
        let ranges = LineFitter.fit(text: text, advances: advances,
                                    opportunities: LineBreakOpportunities().compute(text), width: 560)
        return ranges.map { range in
            var end = range.upperBound
            while end > range.lowerBound, text[end - 1] == 0x20 { end -= 1 }
            return (text[range], advances[range.lowerBound..<end].reduce(0, +))
        }
    }

    func testLineCountsAndWidthsMatchChromium() throws {
        let faces = try BundledFonts.registry()
            .fallbackList(for: FontFamilyList([.generic(.serif)]), weight: 400, style: .normal).map(\.face)
        let all = try paragraphs()
        XCTAssertEqual(all.count, chromiumLineCounts.count)
        let counts = all.map { lines(of: $0, faces: faces).count }
        XCTAssertEqual(counts, chromiumLineCounts)
        let widths = lines(of: all[1], faces: faces).map(\.width)
        XCTAssertEqual(widths.count, chromiumSecondParagraphWidths.count)
        for (ours, chromium) in zip(widths, chromiumSecondParagraphWidths) {
            XCTAssertEqual(ours, chromium, accuracy: 1.0 / 64 + 1e-9, "Chromium rounds widths up to 1/64px")
        }
    }
}
