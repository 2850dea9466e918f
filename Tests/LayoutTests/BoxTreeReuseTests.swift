import Foundation
@testable import Layout
import XCTest

/// A document's box tree serves its next viewport when only the root's style depends on the viewport
/// (ReadiumCSS sizes the root in `vh`), and is built again when anything below the root does. Viewports
/// laid out at once get copies of it: new boxes for their own geometry, the same styles in them, but for
/// styles that only size their boxes by the viewport (ReadiumCSS's images in `vh`), computed again.
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

    /// The trees of two viewports laid out at once, 600x800 then 1024x768.
    private func copiedTrees(css: String, body: String) throws -> (first: LayoutBox, second: LayoutBox) {
        let harness = try BuiltinEngineHarness()
        let document = try harness.document(head: "<style>\(css)</style>", body: body)
        let settings = try LayoutSettings(viewports: [.standard], overridesFont: true, fontSize: nil)
        let run = try BuiltinLayoutEngine(usesInstalledFonts: false).prepare(document: document, settings: settings).run
        return (try run.tree(viewport: .standard, copyingKept: true).root,
                try run.tree(viewport: try Viewport(width: 1024, height: 768), copyingKept: true).root)
    }

    /// The boxes of elements named `name`, in tree order, atomic inlines included.
    private func boxes(named name: String, in root: LayoutBox) -> [LayoutBox] {
        var found: [LayoutBox] = []
        func visit(_ box: LayoutBox) {
            if box.element?.localName == name { found.append(box) }
            box.children.forEach(visit)
            for item in box.inlineContent?.items ?? [] { if let inner = item.box { visit(inner) } }
        }
        visit(root)
        return found
    }

    func testBoxSizesInViewportUnitsAreComputedAgainOnACopy() throws {
        let (first, second) = try copiedTrees(
            css: ":root { --media: 95vh } img { max-height: var(--media) } div { width: 50vw }",
            body: "<p>one <img src='none.png' alt=''/> two</p><div><p>three</p></div>")
        let (firstImage, secondImage) = (try XCTUnwrap(boxes(named: "img", in: first).first),
                                         try XCTUnwrap(boxes(named: "img", in: second).first))
        XCTAssertFalse(firstImage === secondImage)
        XCTAssertEqual(firstImage.style.computed.maxHeight, .pixels(760))
        XCTAssertEqual(secondImage.style.computed.maxHeight, .pixels(729.6))
        XCTAssertEqual(boxes(named: "div", in: second).first?.style.computed.width, .pixels(512))
        let paragraph = boxes(named: "p", in: second)[0]
        let item = try XCTUnwrap(paragraph.inlineContent?.items.first { $0.kind == .atomic })
        XCTAssertEqual(item.style.identity, secondImage.style.identity, "the item takes its box's new style")
        XCTAssertEqual(boxes(named: "p", in: first)[1].style.identity, boxes(named: "p", in: second)[1].style.identity,
                       "the other styles are not computed again: the tree is a copy")
    }

    func testAStyleBelowTheRootThatDoesMoreThanSizeABoxBuildsTheTreeAgain() throws {
        for css in ["p { font-size: 2vw }", "p::before { content: 'x'; width: 1vw }", "div { width: 50vw } p { width: inherit }"] {
            let (first, second) = try copiedTrees(css: css, body: "<div><p>one</p></div>")
            XCTAssertNotEqual(boxes(named: "p", in: first)[0].style.identity,
                              boxes(named: "p", in: second)[0].style.identity, css)
        }
        let (_, second) = try copiedTrees(css: "div { width: 50vw } p { width: inherit }", body: "<div><p>one</p></div>")
        XCTAssertEqual(boxes(named: "p", in: second)[0].style.computed.width, .pixels(512))
    }
}
