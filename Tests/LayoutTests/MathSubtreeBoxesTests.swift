import XCTest
@testable import Layout

/// Parts of formulas are laid out once per node, form and stretch target, and only parts without a
/// table are kept by the math layout.
final class MathSubtreeBoxesTests: XCTestCase {
    func testABoxIsLaidOutOncePerNodeFormAndTarget() throws {
        let fixture = try EnginePassFixture(body: """
            <p><math xmlns="\(EnginePassFixture.mathML)"><mi>a</mi><mo>(</mo></math></p>
            """)
        let formula = try XCTUnwrap(fixture.formulas().first)
        let (letter, fence) = (formula.children[0], formula.children[1])
        let subtrees = MathSubtreeBoxes()
        var calls = 0
        func box(_ node: MathNode, _ form: MathOperatorStretch.Form, _ target: Double?, width: Double) -> MathBox {
            subtrees.box(of: node, form: form, stretchTarget: target) {
                calls += 1
                return MathBox(width: width)
            }
        }
        XCTAssertEqual(box(letter, .infix, nil, width: 1).width, 1)
        XCTAssertEqual(box(letter, .infix, nil, width: 2).width, 1, "the kept box, not a new one")
        XCTAssertEqual(box(fence, .infix, nil, width: 3).width, 3)
        XCTAssertEqual(box(fence, .prefix, nil, width: 4).width, 4)
        XCTAssertEqual(box(fence, .prefix, 20, width: 5).width, 5)
        XCTAssertEqual(box(fence, .prefix, 20, width: 6).width, 5)
        XCTAssertEqual(calls, 4)
    }

    func testOnlyPartsWithoutATableAreKept() throws {
        let fixture = try EnginePassFixture(body: """
            <p><math xmlns="\(EnginePassFixture.mathML)"><mrow><mtable><mtr><mtd><mi>x</mi></mtd></mtr></mtable>\
            </mrow><mi>y</mi></math></p>
            """)
        let formula = try XCTUnwrap(fixture.formulas().first)
        XCTAssertTrue(formula.containsTable)
        XCTAssertTrue(formula.children[0].containsTable)
        XCTAssertFalse(formula.children[1].containsTable)
        let cell = formula.children[0].children[0].children[0].children[0]
        XCTAssertFalse(cell.containsTable)
    }
}
