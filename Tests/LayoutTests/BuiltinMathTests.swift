import Foundation
@testable import Layout
import XCTest

/// MathML in the built-in engine, held to what Chromium was measured to do: token boxes from hinted
/// glyph bounds, operator spacing by form, stretchy fences centred on the axis with their text at the
/// top of the box, tables with the inherited border spacing, operators looked up by their text as
/// written (DejaVu Serif forced, 18px).
final class BuiltinMathTests: XCTestCase {
    private var harness: BuiltinEngineHarness!

    override func setUpWithError() throws { harness = try BuiltinEngineHarness() }
    override func tearDown() { harness = nil }

    private static let mathML = "http://www.w3.org/1998/Math/MathML"

    /// Lays out `<p>` paragraphs of formulas and returns the text rect of every token, by its `id`: of
    /// its first character, or of the one at `offsets[id]`.
    private func tokenRects(_ body: String, ids: [String], offsets: [String: Int] = [:]) throws
        -> [String: LayoutRect] {
        let document = try harness.document(body: body, bodyAttributes: " style='margin: 0'")
        let ranges = ids.map { id in
            BuiltinEngineHarness.text(id, "#\(id)", from: offsets[id] ?? 0, to: (offsets[id] ?? 0) + 1)
        }
        let layout = try harness.layout(document, ranges: ranges, fontSize: "18px")
        var rects: [String: LayoutRect] = [:]
        for id in ids { rects[id] = try XCTUnwrap(layout.rects(id).first) }
        return rects
    }

    func testHintedGlyphBoundsFollowLightHinting() throws {
        let face = try FontFace(data: BundledFonts.data(named: "DejaVuSerif"), name: "DejaVuSerif")
        let bounds = HintedGlyphBounds()
        let zero = try XCTUnwrap(face.glyph(for: "0"))
        let parenthesis = try XCTUnwrap(face.glyph(for: "("))
        // Unhinted, "0" reaches 13.36px up and overshoots the baseline by 0.25px; "(" reaches 13.68px up.
        XCTAssertEqual(bounds.bounds(of: zero, in: face, size: 18), .init(top: 14, bottom: 0))
        XCTAssertEqual(bounds.bounds(of: parenthesis, in: face, size: 18), .init(top: 15, bottom: 3))
        XCTAssertNil(bounds.bounds(of: UInt32.max, in: face, size: 18), "a glyph the face does not have")
    }

    func testPrefixSignsTakeNoSpaceAndInfixOnesAMediumSpace() throws {
        let rects = try tokenRects("""
            <p><math xmlns='\(Self.mathML)'><mo id='s'>−</mo><mn id='a'>1</mn></math></p>\
            <p><math xmlns='\(Self.mathML)'><mn>2</mn><mo id='m'>−</mo><mn id='b'>1</mn></math></p>
            """, ids: ["s", "a", "m", "b"])
        let sign = try XCTUnwrap(rects["s"]), afterSign = try XCTUnwrap(rects["a"])
        XCTAssertEqual(afterSign.x, sign.right, accuracy: 0.01)
        let minus = try XCTUnwrap(rects["m"]), afterMinus = try XCTUnwrap(rects["b"])
        XCTAssertEqual(afterMinus.x - minus.right, 4, accuracy: 0.01, "0.2222em at 18px")
    }

    func testFencesAreCentredOnTheAxisWithTheirTextAtTheBoxTop() throws {
        let rects = try tokenRects(
            "<p><math xmlns='\(Self.mathML)'><mrow><mo id='o'>(</mo><mi id='x'>x</mi><mo>)</mo></mrow></math></p>",
            ids: ["o", "x"])
        let fence = try XCTUnwrap(rects["o"]), letter = try XCTUnwrap(rects["x"])
        // The letter's text rect starts at the font's ascent (17px) above the baseline; the fence's at its
        // box top: its 18px hinted ink centred on the 5.64px axis, 14.64px above the baseline.
        XCTAssertEqual(fence.y - letter.y, 17 - 14.64, accuracy: 0.02)
        XCTAssertEqual(fence.height, letter.height)
    }

    func testStretchedFencesAreAsTallAsTheirGlyphAssemblysInk() throws {
        // DejaVu Serif's MATH table has no size variants for brackets, only assemblies. Chromium builds
        // them with the parts overlapping by the minimum connector overlap and sizes the box by the parts'
        // hinted ink (1.7px taller than their advances add up to); an assembly whose extender cannot
        // overlap (the floor bracket's) is not used, the glyph stays as it is.
        let fence = { (id: String, open: String, height: Int) in
            """
            <p><math xmlns='\(Self.mathML)'><mrow><mo id='\(id)'>\(open)</mo><mspace width='1px' \
            height='\(height)px' depth='0px'/><mo>\(open)</mo></mrow></math><span id='\(id)x'>x</span></p>
            """
        }
        let rects = try tokenRects(fence("b", "[", 20) + fence("p", "(", 20) + fence("q", "(", 40)
                                   + fence("f", "\u{230A}", 40), ids: ["b", "bx", "p", "px", "q", "qx", "f", "fx"])
        // Measured in Chromium: how far each fence's box reaches above the baseline (text rects start 17px
        // above it).
        let ascents = ["b": 27.59, "p": 27.25, "q": 48.39, "f": 14.14]
        for (id, ascent) in ascents {
            let box = try XCTUnwrap(rects[id]), text = try XCTUnwrap(rects[id + "x"])
            XCTAssertEqual(text.y + 17 - box.y, ascent, accuracy: 0.02, id)
        }
    }

    func testOperatorSpacesFollowTheRoundedFontSize() throws {
        // A superscript is 14.4px: Chromium resolves the thick space around `=` against 14px and floors
        // it to 1/64px, 3.875px rather than 4.
        let rects = try tokenRects("""
            <p><math xmlns='\(Self.mathML)'><msup><mi>T</mi><mrow><mn id='a'>2</mn><mo id='e'>=</mo>\
            <mn id='b'>1</mn></mrow></msup></math></p>
            """, ids: ["a", "e", "b"])
        let before = try XCTUnwrap(rects["a"]), sign = try XCTUnwrap(rects["e"]), after = try XCTUnwrap(rects["b"])
        XCTAssertEqual(sign.x - before.right, 3.875, accuracy: 0.01)
        XCTAssertEqual(after.x - sign.right, 3.875, accuracy: 0.01)
    }

    func testTableCellsSpanTheirColumns() throws {
        let rects = try tokenRects("""
            <p><math xmlns='\(Self.mathML)'><mtable><mtr><mtd><mn id='a'>1</mn></mtd><mtd><mn id='b'>2</mn></mtd>\
            </mtr><mtr><mtd columnspan='2'><mn id='c'>3</mn></mtd></mtr></mtable></math></p>
            """, ids: ["a", "b", "c"])
        let first = try XCTUnwrap(rects["a"]), second = try XCTUnwrap(rects["b"]), spanning = try XCTUnwrap(rects["c"])
        XCTAssertEqual(spanning.x + spanning.width / 2, (first.x + second.right) / 2, accuracy: 0.05,
                       "centred across both columns, which it leaves as they are")
    }

    func testAnOperatorAloneInACellTakesNoSpaceBesideSpaceLikeChildren() throws {
        let rects = try tokenRects("""
            <p><math xmlns='\(Self.mathML)'><mtable><mtr><mtd><mo id='o'>+</mo></mtd><mtd><mi id='x'>X</mi></mtd>\
            </mtr></mtable></math></p><p><math xmlns='\(Self.mathML)'><mtable><mtr><mtd><mi id='a'>A</mi>\
            <mo id='p'>+</mo></mtd></mtr></mtable></math></p><p><math xmlns='\(Self.mathML)'><mtable><mtr><mtd>\
            <mo id='q'>+</mo><mspace width='2em'/></mtd><mtd><mi id='z'>X</mi></mtd></mtr></mtable></math></p>
            """, ids: ["o", "x", "a", "p", "q", "z"])
        let alone = try XCTUnwrap(rects["o"]), next = try XCTUnwrap(rects["x"])
        XCTAssertEqual(next.x - alone.right, 14.4, accuracy: 0.05, "only the cells' 0.4em paddings between them")
        let beforeSpace = try XCTUnwrap(rects["q"]), afterSpace = try XCTUnwrap(rects["z"])
        XCTAssertEqual(afterSpace.x - beforeSpace.right, 36 + 14.4, accuracy: 0.05, "an mspace leaves it alone")
        let letter = try XCTUnwrap(rects["a"]), spaced = try XCTUnwrap(rects["p"])
        XCTAssertEqual(spaced.x - letter.right, 4, accuracy: 0.05, "beside another child, + keeps its 4px spaces")
    }

    func testMathTablesTakeTheInheritedBorderSpacing() throws {
        let table = "<mtable><mtr><mtd><mn id='%@1'>1</mn></mtd><mtd><mn id='%@2'>2</mn></mtd></mtr></mtable>"
        let rects = try tokenRects("""
            <p><math xmlns='\(Self.mathML)'>\(table.replacingOccurrences(of: "%@", with: "a"))</math></p>\
            <p style='border-spacing:10px'><math xmlns='\(Self.mathML)'>\
            \(table.replacingOccurrences(of: "%@", with: "b"))</math></p>
            """, ids: ["a1", "a2", "b1", "b2"])
        let plain = try XCTUnwrap(rects["a1"]).x, plainSecond = try XCTUnwrap(rects["a2"]).x
        let spaced = try XCTUnwrap(rects["b1"]).x, spacedSecond = try XCTUnwrap(rects["b2"]).x
        XCTAssertEqual(spaced - plain, 10, accuracy: 0.01)
        XCTAssertEqual(spacedSecond - plainSecond, 20, accuracy: 0.01)
    }

    func testLargeOperatorsMoveTheirLimitsOnlyWhenWrittenWithoutSpaces() throws {
        let rects = try tokenRects("""
            <p><math xmlns='\(Self.mathML)'><munderover><mrow><mo id='s'>∑</mo></mrow><mi id='u'>k</mi>\
            <mi>n</mi></munderover></math></p>\
            <p><math xmlns='\(Self.mathML)'><munderover><mrow><mo id='t'> ∑</mo></mrow><mi id='v'>k</mi>\
            <mi>n</mi></munderover></math></p>
            """, ids: ["s", "u", "t", "v"], offsets: ["t": 1])
        let sum = try XCTUnwrap(rects["s"]), script = try XCTUnwrap(rects["u"])
        XCTAssertGreaterThanOrEqual(script.x, sum.right - 0.01, "`∑` is a large operator: its limits become scripts")
        let spacedSum = try XCTUnwrap(rects["t"]), limit = try XCTUnwrap(rects["v"])
        XCTAssertLessThan(limit.x, spacedSum.right, "` ∑` is not in the dictionary: its limits stay under it")
        XCTAssertGreaterThan(limit.y, spacedSum.y + 10)
    }

    func testAccentsTouchTheirBaseWhereOtherOverscriptsKeepAGap() throws {
        let rects = try tokenRects("""
            <p><math xmlns='\(Self.mathML)'><mover accent='true'><mi id='a'>u</mi><mo id='c'>¯</mo></mover>\
            </math></p><p><math xmlns='\(Self.mathML)'><mover><mi id='b'>u</mi><mi id='o'>v</mi></mover></math></p>
            """, ids: ["a", "c", "b", "o"])
        let accentRise = try XCTUnwrap(rects["a"]).y - XCTUnwrap(rects["c"]).y
        let overRise = try XCTUnwrap(rects["b"]).y - XCTUnwrap(rects["o"]).y
        XCTAssertGreaterThan(overRise, 0)
        XCTAssertNotEqual(accentRise, overRise, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(rects["c"]).height, 21, "an accent keeps the base's size")
        XCTAssertEqual(try XCTUnwrap(rects["o"]).height, 16, "an overscript is a script level smaller (80%)")
    }

    func testSingleLetterIdentifiersAreSizedByTheLetterAsWritten() throws {
        // `<mi>f</mi>` is drawn as the italic 𝑓, whose tail reaches 4px below the baseline, but Chromium
        // measures a token's ink from its text as written: the upright f, which stops at the baseline.
        let document = try harness.document(body: """
            <p id='a'>a</p><math display='block' xmlns='\(Self.mathML)'><mi>f</mi></math>\
            <p id='b'>b</p><math display='block' xmlns='\(Self.mathML)'><mi>\u{1D453}</mi></math><p id='c'>c</p>
            """, bodyAttributes: " style='margin: 0'")
        let layout = try harness.layout(document, ranges: ["a", "b", "c"].map {
            BuiltinEngineHarness.text($0, "#\($0)", to: 1)
        }, fontSize: "18px")
        let a = try XCTUnwrap(try layout.rects("a").first).y
        let b = try XCTUnwrap(try layout.rects("b").first).y
        let c = try XCTUnwrap(try layout.rects("c").first).y
        XCTAssertEqual((c - b) - (b - a), 4, "only the formula written with 𝑓 has its 4px descent")
    }

    func testOperatorsTheirPrimaryFontLacksAreLaidOutAsPlainText() throws {
        // Ubuntu Mono has no arrows: Chromium gives `→` the operator layout (its text at the top of its box)
        // only with a primary font that has the glyph, and otherwise places it like any other token.
        try harness.write("mono.ttf", Fixtures.entry("EPUB/fonts/UbuntuMono-R.ttf", in: "accessible_epub_3"))
        let document = try harness.document(
            head: "<style>@font-face { font-family: Mono; src: url(mono.ttf) } math { font-family: Mono }</style>",
            body: """
                <p><math xmlns='\(Self.mathML)'><mi id='x'>x</mi><mo id='a'>→</mo><mi>y</mi></math></p>\
                <p><math style='font-family: "DejaVu Serif"' xmlns='\(Self.mathML)'><mi id='y'>x</mi>\
                <mo id='b'>→</mo><mi>y</mi></math></p>
                """, bodyAttributes: " style='margin: 0'")
        let layout = try harness.layout(document, ranges: ["x", "a", "y", "b"].map {
            BuiltinEngineHarness.text($0, "#\($0)", to: 1)
        }, fontSize: "18px", overridesFont: false)
        let letter = try XCTUnwrap(try layout.rects("x").first), arrow = try XCTUnwrap(try layout.rects("a").first)
        XCTAssertEqual(arrow.y, letter.y, "a plain token's text sits on the baseline like its neighbours'")
        let serifLetter = try XCTUnwrap(try layout.rects("y").first)
        let serifArrow = try XCTUnwrap(try layout.rects("b").first)
        XCTAssertGreaterThan(serifArrow.y - serifLetter.y, 5, "DejaVu Serif has `→`: its text lies at its box top")
    }

    /// Without a MATH table the space after a script is a fifth of the font size in whole pixels, as
    /// Chromium measured it with Liberation Serif (client_rects.py, 12–32 px): the zoomed sizes of
    /// ReadiumCSS's font size setting (15.2 px at 95%) are where it parts from 3/16 em.
    func testTheSpaceAfterAScriptIsAFifthOfTheFontSize() {
        let sizes = [12, 14.4, 15, 15.2, 16, 19.2, 20, 24, 25.6, 30]
        XCTAssertEqual(sizes.map { MathConstants(face: nil, size: $0, metrics: nil).spaceAfterScript },
                       [2, 2, 3, 3, 3, 3, 4, 4, 5, 6])
    }
}
