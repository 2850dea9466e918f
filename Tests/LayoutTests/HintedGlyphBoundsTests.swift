import Foundation
@testable import Layout
import XCTest

/// Glyph ink bounds as Chromium's rasteriser reports them, which size MathML tokens to the pixel
/// (values measured with Chromium's canvas `measureText` and MathML token boxes, DejaVu Sans).
final class HintedGlyphBoundsTests: XCTestCase {
    private func sans() throws -> FontFace {
        try FontFace(data: BundledFonts.data(named: "DejaVuSans"), name: "DejaVuSans")
    }

    func testMarkAnchorsAreNoInk() throws {
        // The combining circumflex keeps an anchor (a contour of one point) 10px above the baseline, under
        // its ink; Chromium's bounds stop at the ink, 11px above it.
        let face = try sans()
        let circumflex = try XCTUnwrap(face.glyph(for: "\u{0302}"))
        XCTAssertEqual(HintedGlyphBounds().bounds(of: circumflex, in: face, size: 18), .init(top: 15, bottom: -11))
    }

    func testGlyphsAreHintedAtTheSizeSkiaGivesFreeType() throws {
        // At the script size 12.78px (18px × 0.71) the asterisk operator reaches 8.016px up; Skia asks
        // FreeType for 12.765625px (26.6 fixed point, truncated), where light hinting puts its top at 8px.
        let face = try sans()
        let asterisk = try XCTUnwrap(face.glyph(for: "\u{2217}"))
        XCTAssertEqual(HintedGlyphBounds().bounds(of: asterisk, in: face, size: 12.78), .init(top: 8, bottom: 0))
    }
}
