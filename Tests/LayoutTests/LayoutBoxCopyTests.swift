import Foundation
@testable import Layout
import XCTest

/// A box tree copied for another viewport: every box new (each layout writes its own geometry), the same
/// styles, elements and text in them; an atomic inline reached from its paragraph's items and from the
/// items of its first line is one box in the copy too. Whether a tree holds a formula decides whether its
/// viewports may be laid out on two threads.
final class LayoutBoxCopyTests: XCTestCase {
    private func tree(head: String = "", body: String) throws -> (LayoutBox, BuiltinEngineHarness) {
        let harness = try BuiltinEngineHarness()
        let document = try harness.document(head: head, body: body)
        let settings = try LayoutSettings(viewports: [.standard], overridesFont: true, fontSize: "16px")
        let run = try BuiltinLayoutEngine(usesInstalledFonts: false).prepare(document: document, settings: settings).run
        return (try run.pass(viewport: .standard).root, harness)
    }

    private func boxes(under root: LayoutBox) -> [LayoutBox] {
        var found: [LayoutBox] = []
        func visit(_ box: LayoutBox) {
            found.append(box)
            box.children.forEach(visit)
            box.inlineContent?.items.compactMap(\.box).forEach(visit)
        }
        visit(root)
        return found
    }

    func testTheCopyHasNewBoxesHoldingTheSameStylesAndContent() throws {
        let (root, _) = try tree(head: "<style>p::first-line { font-weight: bold }</style>", body: """
            <p>Before <span style="display: inline-block">inside</span> after.</p>
            <div><p>Second</p><img style="float: left; width: 20px; height: 20px" src="missing.png"/></div>
            """)
        let rootStyle = root.style.anonymousChild()
        let copy = try XCTUnwrap(root.copiedTree(rootStyle: rootStyle))
        let originals = boxes(under: root)
        let copies = boxes(under: copy)
        XCTAssertEqual(copies.count, originals.count)
        XCTAssertGreaterThan(originals.count, 6)
        for (original, copied) in zip(originals, copies) {
            XCTAssertFalse(original === copied)
            XCTAssertEqual(original.element, copied.element)
            XCTAssertEqual(original.placement, copied.placement)
            XCTAssertEqual(original.children.count, copied.children.count)
            XCTAssertEqual(original.inlineContent?.text, copied.inlineContent?.text)
            if original !== root { XCTAssertEqual(original.style.identity, copied.style.identity) }
        }
        XCTAssertEqual(copy.style.identity, rootStyle.identity)
        XCTAssertFalse(Set(originals.map(ObjectIdentifier.init)).contains { Set(copies.map(ObjectIdentifier.init)).contains($0) })

        let paragraph = try XCTUnwrap(copies.first { $0.inlineContent?.firstLine != nil })
        let content = try XCTUnwrap(paragraph.inlineContent)
        let firstLine = try XCTUnwrap(content.firstLine)
        let atomic = try XCTUnwrap(content.items.firstIndex { $0.box != nil })
        XCTAssertTrue(content.items[atomic].box === firstLine.items[atomic].box)
    }

    func testAFormulaAnywhereIsFound() throws {
        XCTAssertFalse(try tree(body: "<p>No <span style=\"display: inline-block\">formula</span></p>").0.containsFormula)
        let inline = try tree(body: "<p>Let <math xmlns=\"\(EnginePassFixture.mathML)\"><mi>x</mi></math> be.</p>").0
        XCTAssertTrue(inline.containsFormula)
        let block = try tree(body: "<div><math xmlns=\"\(EnginePassFixture.mathML)\" display=\"block\"><mn>1</mn></math></div>").0
        XCTAssertTrue(block.containsFormula)
    }
}
