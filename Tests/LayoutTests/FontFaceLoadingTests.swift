import Foundation
@testable import Layout
import XCTest

final class FontFaceLoadingTests: XCTestCase {
    private let screen = MediaEnvironment(viewportWidth: 600, viewportHeight: 800)

    func testMobyDickStixFacesAreMatchedByWeightAndStyle() throws {
        let sheet = try CSSStyleSheet.parse(Fixtures.text("OPS/css/stylesheet.css", in: "moby-dick"), name: "css")
        var registry = try BundledFonts.registry()
        let issues = FontFaceLoading.register(sheet.effectiveFontFaces(in: screen), styleSheetPath: "OPS/css/stylesheet.css",
                                              into: &registry) { try Fixtures.entry($0, in: "moby-dick") }
        XCTAssertEqual(issues, [])
        let family = FontFamilyList([.named("stix"), .generic(.serif)])
        let boldItalic = registry.fallbackList(for: family, weight: 700, style: .italic)
        XCTAssertEqual(boldItalic.first?.face.name, "OPS/fonts/STIXGeneralBolIta.otf")
        XCTAssertEqual(boldItalic.last?.face.name, "DejaVuSerif-BoldItalic.ttf", "the bundled fallback comes last")
        XCTAssertEqual(registry.fallbackList(for: family, weight: 400, style: .normal).first?.face.name,
                       "OPS/fonts/STIXGeneral.otf")
    }

    func testObfuscatedAndMissingFontsAreReported() throws {
        let sheet = try CSSStyleSheet.parse(Fixtures.text("EPUB/fonts.css", in: "wasteland-otf-obf"), name: "fonts.css")
        let rules = sheet.effectiveFontFaces(in: screen)
        var registry = FontRegistry(fallbackFamily: "none")
        let issues = FontFaceLoading.register(rules, styleSheetPath: "EPUB/fonts.css", into: &registry) { path in
            path.hasSuffix("Italic.obf.otf") ? nil : try Fixtures.entry(path, in: "wasteland-otf-obf")
        }
        XCTAssertEqual(issues.map(\.reason), [
            .unreadable(path: "EPUB/OldStandard-Regular.obf.otf", .unreadable(font: "EPUB/OldStandard-Regular.obf.otf")),
            .unreadable(path: "EPUB/OldStandard-Bold.obf.otf", .unreadable(font: "EPUB/OldStandard-Bold.obf.otf")),
            .missing(path: "EPUB/OldStandard-Italic.obf.otf"),
        ], "obfuscated bytes are not a font; the caller must de-obfuscate")
        XCTAssertFalse(registry.hasFamily("OldStandard"))

        var clean = FontRegistry(fallbackFamily: "none")
        XCTAssertEqual(FontFaceLoading.register(rules, styleSheetPath: "EPUB/fonts.css", into: &clean) { path in
            try Fixtures.deobfuscatedFont(path, in: "wasteland-otf-obf")
        }, [])
        let boldItalic = clean.face(family: .named("OldStandard"), weight: 700, style: .italic)
        XCTAssertEqual(boldItalic?.face.name, "EPUB/OldStandard-Italic.obf.otf",
                       "no bold italic face: style is matched before weight, bold is synthesized")
        XCTAssertEqual(boldItalic?.syntheticBold, true)
        XCTAssertEqual(boldItalic?.syntheticItalic, false)
    }

    func testSourcesOutsideTheContainerOrInUnreadableFormatsAreSkipped() throws {
        let sheet = try CSSStyleSheet.parse("""
            @font-face { font-family: A; src: url(https://example.com/a.ttf), url(../../up.ttf), url(a.woff2) format("woff2"),
                         local(Arial); }
            """, name: "x.css")
        var registry = FontRegistry(fallbackFamily: "none")
        var requested: [String] = []
        let issues = FontFaceLoading.register(sheet.effectiveFontFaces(in: screen), styleSheetPath: "EPUB/x.css",
                                              into: &registry) { requested.append($0); return nil }
        XCTAssertEqual(requested, [], "nothing outside the container, no WOFF2, no local fonts")
        XCTAssertEqual(issues, [FontFaceLoadingIssue(family: "A", reason: .noUsableSource)])
    }

    func testRulesNamingOneFileShareOneLoadedFace() throws {
        let rules = (0..<5_000).map { "@font-face { font-family: F\($0); src: url(font.ttf); }" }.joined(separator: "\n")
        let sheet = try CSSStyleSheet.parse(rules, name: "fonts.css")
        let font = try Fixtures.entry("OPS/fonts/STIXGeneral.otf", in: "moby-dick")
        var registry = FontRegistry(fallbackFamily: "none")
        var reads = 0
        let issues = FontFaceLoading.register(sheet.effectiveFontFaces(in: screen), styleSheetPath: "EPUB/fonts.css",
                                              into: &registry) { _ in reads += 1; return font }
        XCTAssertEqual(issues, [])
        XCTAssertEqual(reads, 1, "the file is read once, not once per rule")
        let first = try XCTUnwrap(registry.face(family: .named("F0"), weight: 400, style: .normal)?.face)
        let last = try XCTUnwrap(registry.face(family: .named("F4999"), weight: 400, style: .normal)?.face)
        XCTAssertTrue(first === last, "one HarfBuzz face for every rule")
    }
}
