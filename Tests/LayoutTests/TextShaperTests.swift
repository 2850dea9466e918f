@testable import Layout
import XCTest

/// Shaping with HarfBuzz against the advances `hb-shape` prints for DejaVu Serif (2048 units per em)
/// and the widths Chromium reports for the same text at 18px.
final class TextShaperTests: XCTestCase {
    private var face: FontFace!

    override func setUpWithError() throws {
        face = try FontFace(data: BundledFonts.data(named: "DejaVuSerif"), name: "DejaVuSerif")
    }

    private func shape(_ string: String, size: Double = 2048, options: ShapingOptions = ShapingOptions()) -> ShapedRun {
        let text = Array(string.utf16)
        return TextShaper.shape(text, range: 0..<text.count, face: face, size: size, options: options)
    }

    func testAdvancesMatchHbShape() {
        // hb-shape DejaVuSerif.ttf "Hello": H=0+1786|e=1+1212|l=2+655|l=3+655|o=4+1233
        let run = shape("Hello")
        XCTAssertEqual(run.glyphs.map(\.advance), [1786, 1212, 655, 655, 1233])
        XCTAssertEqual(run.glyphs.map(\.cluster), [0, 1, 2, 3, 4])
        XCTAssertFalse(run.isRightToLeft)
    }

    func testNominalGlyphsAndAdvances() throws {
        let glyph = try XCTUnwrap(face.glyph(for: "i"))
        XCTAssertEqual(face.advance(of: glyph), 655)
        XCTAssertNil(face.glyph(for: "\u{E000}"), "no glyph in the private use area")
    }

    func testKerningAndLigatureAreOnByDefault() {
        // hb-shape: A=0+1377|V=1+1340|A=2+1367|T=3+1254|A=4+1479|R=5+1542 (kerned), office: o + ff + i…
        XCTAssertEqual(shape("AVATAR").glyphs.map(\.advance), [1377, 1340, 1367, 1254, 1479, 1542])
        let office = shape("office")
        XCTAssertEqual(office.glyphs.count, 5, "ff is one ligature glyph")
        XCTAssertEqual(office.glyphs.map(\.cluster), [0, 1, 3, 4, 5])
        XCTAssertEqual(office.glyphs[1].advance, 1455)
    }

    func testLetterSpacingTurnsLigaturesOff() {
        let office = shape("office", options: ShapingOptions(disablesLigatures: true))
        XCTAssertEqual(office.glyphs.count, 6)
    }

    func testWidthAt18pxMatchesChromium() {
        // Chromium: "Hello" is 48.703125px wide (LayoutUnit, ceiling of 48.6987…), 50 × "i" 287.84375px.
        XCTAssertEqual(shape("Hello", size: 18).width, 48.703125, accuracy: 1.0 / 64)
        XCTAssertEqual(shape(String(repeating: "i", count: 50), size: 18).width, 287.84375, accuracy: 1.0 / 64)
    }

    func testClustersAreUTF16OffsetsWithContext() {
        let text = Array("a😀b".utf16)
        let run = TextShaper.shape(text, range: 1..<4, face: face, size: 16)
        XCTAssertEqual(run.glyphs.map(\.cluster), [1, 3], "the emoji is two UTF-16 units")
    }

    func testArabicIsShapedRightToLeft() throws {
        let sans = try FontFace(data: BundledFonts.data(named: "DejaVuSans"), name: "DejaVuSans")
        let text = Array("سلام".utf16)
        let run = TextShaper.shape(text, range: 0..<text.count, face: sans, size: 16)
        XCTAssertTrue(run.isRightToLeft)
        XCTAssertEqual(run.glyphs.first?.cluster, 3, "visual order: the last character comes first")
    }
}
