import Foundation
@testable import Layout
import XCTest

/// A document's box tree serves its next viewport when only the root's style depends on the viewport
/// (ReadiumCSS sizes the root in `vh`), and is built again when anything below the root does. Viewports
/// laid out at once get copies of it: new boxes for their own geometry, the same styles in them.
final class BoxTreeReuseTests: XCTestCase {
    /// Two passes of one run, at 600x800 then 1024x768, with the root's style of the first pass taken
    /// before the second can replace it on a kept tree.
    private func passes(css: String) throws -> (first: ViewportPass, firstRootStyle: ElementStyle, second: ViewportPass) {
        let harness = try BuiltinEngineHarness()
        let document = try harness.document(head: "<style>\(css)</style>", body: "<p>one</p><div><p>two</p></div>")
        let settings = try LayoutSettings(viewports: [.standard], overridesFont: true, fontSize: nil)
        let run = try BuiltinLayoutEngine(usesInstalledFonts: false).prepare(document: document, settings: settings).run
        let first = try run.pass(viewport: .standard)
        let firstRootStyle = first.root.style
        return (first, firstRootStyle, try run.pass(viewport: try Viewport(width: 1024, height: 768)))
    }

    private func paragraphWidths(_ pass: ViewportPass) -> [LengthPercentage?] {
        var widths: [LengthPercentage?] = []
        func visit(_ box: LayoutBox) {
            if box.element?.localName == "p" { widths.append(box.style.computed.width) }
            box.children.forEach(visit)
        }
        visit(pass.root)
        return widths
    }

    func testATreeSizedInViewportUnitsOnlyAtTheRootIsKept() throws {
        let (first, firstRootStyle, second) = try passes(css: ":root { height: 100vh; max-height: 100vh } p { margin: 1em }")
        XCTAssertTrue(first.root === second.root, "the tree is kept")
        XCTAssertEqual(firstRootStyle.computed.height, .pixels(800))
        XCTAssertEqual(second.root.style.computed.height, .pixels(768), "with the root's style of the new viewport")
    }

    func testAKeptTreeIsCopiedForViewportsLaidOutAtOnce() throws {
        let harness = try BuiltinEngineHarness()
        let document = try harness.document(head: "<style>:root { height: 100vh } p { margin: 1em }</style>",
                                            body: "<p>one</p><div><p>two</p></div>")
        let settings = try LayoutSettings(viewports: [.standard], overridesFont: true, fontSize: nil)
        let run = try BuiltinLayoutEngine(usesInstalledFonts: false).prepare(document: document, settings: settings).run
        let first = try run.tree(viewport: .standard, copyingKept: true).root
        let second = try run.tree(viewport: try Viewport(width: 1024, height: 768), copyingKept: true).root
        XCTAssertFalse(first === second)
        XCTAssertEqual(first.style.computed.height, .pixels(800), "the first tree keeps its root's style")
        XCTAssertEqual(second.style.computed.height, .pixels(768))
        let (firstChild, secondChild) = (try XCTUnwrap(first.children.last), try XCTUnwrap(second.children.last))
        XCTAssertFalse(firstChild === secondChild)
        XCTAssertEqual(firstChild.style.identity, secondChild.style.identity, "styles are not computed again")
    }

    func testAViewportUnitBelowTheRootBuildsTheTreeAgain() throws {
        for css in ["p { width: 50vw }", ":root { --half: 50vw } p { width: var(--half) }"] {
            let (first, _, second) = try passes(css: css)
            XCTAssertFalse(first.root === second.root, css)
            XCTAssertEqual(paragraphWidths(second), [.pixels(512), .pixels(512)], css)
        }
    }

    func testAnElementTakingTheRootsViewportValueBuildsTheTreeAgain() throws {
        let (first, _, second) = try passes(css: ":root { height: 100vh } body { height: inherit }")
        XCTAssertFalse(first.root === second.root)
        XCTAssertEqual(second.root.children.last?.style.computed.height, .pixels(768))
    }

    func testARootHandingItsChildrenOtherValuesBuildsTheTreeAgain() throws {
        let (first, _, second) = try passes(css: ":root { font-size: 2vw }")
        XCTAssertFalse(first.root === second.root)
        XCTAssertEqual(second.root.children.last?.style.computed.fontSize ?? 0, 20.48, accuracy: 0.001)
    }
}
