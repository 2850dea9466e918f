@testable import Layout
import XCTest

final class FontRegistryTests: XCTestCase {
    private let regular = FaceDescriptor(weight: 400...400, style: .normal)
    private let bold = FaceDescriptor(weight: 700...700, style: .normal)
    private let italic = FaceDescriptor(weight: 400...400, style: .italic)
    private let light = FaceDescriptor(weight: 300...300, style: .normal)
    private let medium = FaceDescriptor(weight: 500...500, style: .normal)

    func testWeightMatchingFollowsCSSFonts4() {
        let faces = [light, regular, medium, bold]
        XCTAssertEqual(FontMatcher.bestMatch(in: faces, weight: 400, style: .normal), 1)
        XCTAssertEqual(FontMatcher.bestMatch(in: [light, medium, bold], weight: 400, style: .normal), 1,
                       "400 looks up to 500 first")
        XCTAssertEqual(FontMatcher.bestMatch(in: [light, bold], weight: 450, style: .normal), 0,
                       "then down before going above 500")
        XCTAssertEqual(FontMatcher.bestMatch(in: [light, regular, bold], weight: 600, style: .normal), 2,
                       "heavier weights look up first")
        XCTAssertEqual(FontMatcher.bestMatch(in: [regular, bold], weight: 200, style: .normal), 0,
                       "lighter weights look down, then up")
        XCTAssertEqual(FontMatcher.bestMatch(in: [FaceDescriptor(weight: 100...900, style: .normal)],
                                             weight: 650, style: .normal), 0)
        XCTAssertNil(FontMatcher.bestMatch(in: [], weight: 400, style: .normal))
    }

    func testStyleFallsBackFromItalicToObliqueToNormal() {
        let oblique = FaceDescriptor(weight: 400...400, style: .oblique)
        XCTAssertEqual(FontMatcher.bestMatch(in: [regular, oblique, italic], weight: 400, style: .italic), 2)
        XCTAssertEqual(FontMatcher.bestMatch(in: [regular, oblique], weight: 400, style: .italic), 1)
        XCTAssertEqual(FontMatcher.bestMatch(in: [regular, bold], weight: 700, style: .italic), 1)
        XCTAssertEqual(FontMatcher.bestMatch(in: [italic, oblique], weight: 400, style: .normal), 1)
    }

    func testSynthesisFlags() {
        XCTAssertEqual(FontMatcher.synthesis(for: regular, weight: 700, style: .italic).bold, true)
        XCTAssertEqual(FontMatcher.synthesis(for: regular, weight: 700, style: .italic).italic, true)
        XCTAssertEqual(FontMatcher.synthesis(for: bold, weight: 700, style: .normal).bold, false)
        XCTAssertEqual(FontMatcher.synthesis(for: regular, weight: 500, style: .normal).bold, false)
    }

    func testBundledRegistryResolvesFamiliesAndGenerics() throws {
        let registry = try BundledFonts.registry()
        let list = FontFamilyList([.named("Missing Font"), .generic(.sansSerif)])
        let faces = registry.fallbackList(for: list, weight: 700, style: .italic)
        XCTAssertEqual(faces.map(\.face.name), ["DejaVuSans-BoldOblique.ttf", "DejaVuSerif-BoldItalic.ttf"])
        XCTAssertFalse(faces[0].syntheticBold)
        XCTAssertTrue(registry.hasFamily("dejavu serif"), "family names are case-insensitive")
        let serif = registry.face(family: .generic(.serif), weight: 400, style: .normal)
        XCTAssertEqual(serif?.face.name, "DejaVuSerif.ttf")
    }

    func testPerCharacterFallback() throws {
        let registry = try BundledFonts.registry()
        let stix = try FontFace(data: Fixtures.entry("OPS/fonts/STIXGeneral.otf", in: "moby-dick"), name: "STIX")
        let serif = try XCTUnwrap(registry.face(family: .generic(.serif), weight: 400, style: .normal)).face
        // STIX has no Armenian, DejaVu Serif does; the space stays in the current run, the combining
        // acute stays with its base.
        let text = Array("ab աé\u{301}".utf16)
        let runs = FontFallback.runs(in: text, range: 0..<text.count, faces: [stix, serif])
        XCTAssertEqual(runs, [FontRun(range: 0..<3, faceIndex: 0), FontRun(range: 3..<4, faceIndex: 1),
                              FontRun(range: 4..<6, faceIndex: 0)])
        let unknown = Array("\u{E000}".utf16)
        XCTAssertEqual(FontFallback.runs(in: unknown, range: 0..<1, faces: [stix, serif]).first?.faceIndex, 1,
                       "a character no face has goes to the last face")
    }

    /// A character and its combining marks go to the first face that has them all: "(" with an Arabic
    /// kasra is shaped with DejaVu Sans, not with a DejaVu Serif that would draw the kasra as a missing
    /// glyph.
    func testACharacterWithMarksGoesToAFaceThatHasThemAll() throws {
        let registry = try BundledFonts.registry()
        let serif = try XCTUnwrap(registry.face(family: .generic(.serif), weight: 400, style: .normal)).face
        let sans = try XCTUnwrap(registry.face(family: .generic(.sansSerif), weight: 400, style: .normal)).face
        XCTAssertNil(serif.glyph(for: "\u{650}"))
        XCTAssertNotNil(sans.glyph(for: "\u{650}"))
        let text = Array("a(\u{650}A".utf16)
        XCTAssertEqual(FontFallback.runs(in: text, range: 0..<text.count, faces: [serif, sans]),
                       [FontRun(range: 0..<1, faceIndex: 0), FontRun(range: 1..<3, faceIndex: 1),
                        FontRun(range: 3..<4, faceIndex: 0)])
    }

    /// ASCII the first face lacks goes to the next face that has it, and a run of the first face goes on
    /// after it; the space after a fallback character stays in its run.
    func testASCIITheFirstFaceLacksFallsBack() throws {
        let data = try Fixtures.entry("OPS/fonts/STIXGeneral.otf", in: "moby-dick")
        let cut = try FontFace(data: XCTUnwrap(FontSubset.subset(data, keeping: "ab ".unicodeScalars)), name: "STIX ab")
        let stix = try FontFace(data: data, name: "STIX")
        XCTAssertNil(cut.glyph(for: "x"))
        let text = Array("ab xy ba".utf16)
        XCTAssertEqual(FontFallback.runs(in: text, range: 0..<text.count, faces: [cut, stix]),
                       [FontRun(range: 0..<3, faceIndex: 0), FontRun(range: 3..<6, faceIndex: 1),
                        FontRun(range: 6..<8, faceIndex: 0)])
        XCTAssertEqual(FontFallback.runs(in: text, range: 1..<4, faces: [cut, stix]),
                       [FontRun(range: 1..<3, faceIndex: 0), FontRun(range: 3..<4, faceIndex: 1)])
    }
}
