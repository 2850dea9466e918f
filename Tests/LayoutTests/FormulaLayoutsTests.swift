import XCTest
@testable import Layout

/// Formulas are laid out once for every width when they have no table, and per width when they do;
/// what is kept equals laying them out again.
final class FormulaLayoutsTests: XCTestCase {
    private static func assertSame(_ a: MathBox, _ b: MathBox, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.width, b.width, file: file, line: line)
        XCTAssertEqual(a.ascent, b.ascent, file: file, line: line)
        XCTAssertEqual(a.descent, b.descent, file: file, line: line)
        XCTAssertEqual(a.shrinkableWidth, b.shrinkableWidth, file: file, line: line)
        XCTAssertEqual(a.paragraphs().map(\.left), b.paragraphs().map(\.left), file: file, line: line)
        XCTAssertEqual(a.paragraphs().map(\.lineTops), b.paragraphs().map(\.lineTops), file: file, line: line)
    }

    func testAFormulaWithoutATableIsTheSameAtEveryWidth() throws {
        let fixture = try EnginePassFixture(body: """
            <p><math xmlns="\(EnginePassFixture.mathML)"><mfrac><mi>a</mi><mi>b</mi></mfrac><mo>+</mo>\
            <msup><mi>x</mi><mn>2</mn></msup></math></p>
            """)
        let node = try XCTUnwrap(fixture.formulas().first)
        let (fonts, cache) = (fixture.run.fonts, fixture.run.cache)
        let formulas = FormulaLayouts()
        let narrow = formulas.layout(node, availableWidth: 10, fonts: fonts, cache: cache)
        Self.assertSame(narrow, MathLayout(fonts: fonts, cache: cache, availableWidth: 10).layout(node))
        Self.assertSame(formulas.layout(node, availableWidth: 900, fonts: fonts, cache: cache),
                        MathLayout(fonts: fonts, cache: cache, availableWidth: 900).layout(node))
    }

    func testAFormulaWithATableIsKeptPerWidth() throws {
        let cells = (1...6).map { "<mtd><mtext>cell number \($0) with words</mtext></mtd>" }.joined()
        let fixture = try EnginePassFixture(body: """
            <p><math xmlns="\(EnginePassFixture.mathML)"><mtable><mtr>\(cells)</mtr></mtable></math></p>
            """)
        let node = try XCTUnwrap(fixture.formulas().first)
        let (fonts, cache) = (fixture.run.fonts, fixture.run.cache)
        let narrowDirect = MathLayout(fonts: fonts, cache: cache, availableWidth: 200).layout(node)
        let wideDirect = MathLayout(fonts: fonts, cache: cache, availableWidth: 5000).layout(node)
        XCTAssertLessThan(narrowDirect.width, wideDirect.width, "the table should shrink in a narrow line")
        let formulas = FormulaLayouts()
        Self.assertSame(formulas.layout(node, availableWidth: 5000, fonts: fonts, cache: cache), wideDirect)
        Self.assertSame(formulas.layout(node, availableWidth: 200, fonts: fonts, cache: cache), narrowDirect)
        Self.assertSame(formulas.layout(node, availableWidth: 5000, fonts: fonts, cache: cache), wideDirect)
    }
}
