import Foundation
@testable import Layout
import XCTest

/// A small document prepared with the built-in engine and laid out once (its box tree built, its text
/// prefetched), for tests of what the engine keeps between and inside passes.
struct EnginePassFixture {
    static let mathML = "http://www.w3.org/1998/Math/MathML"
    let harness: BuiltinEngineHarness
    let run: ViewportLayoutRun
    let pass: ViewportPass

    init(body: String) throws {
        harness = try BuiltinEngineHarness()
        let document = try harness.document(body: body)
        let settings = try LayoutSettings(viewports: [.standard], overridesFont: true, fontSize: "16px")
        run = try BuiltinLayoutEngine(usesInstalledFonts: false).prepare(document: document, settings: settings).run
        pass = try run.pass(viewport: .standard)
    }

    /// Every inline formatting context of the tree with the style of the block holding it.
    func contents() -> [(content: InlineContent, container: ElementStyle)] {
        var found: [(InlineContent, ElementStyle)] = []
        func visit(_ box: LayoutBox) {
            if let content = box.inlineContent {
                found.append((content, box.style))
                for item in content.items { if let inner = item.box { visit(inner) } }
            }
            if case .math(let node) = box.role { visitTokens(node) }
            box.children.forEach(visit)
        }
        func visitTokens(_ node: MathNode) {
            if case .token(let content, _) = node.kind { found.append((content, node.style)) }
            node.children.forEach(visitTokens)
        }
        visit(pass.root)
        return found
    }

    /// Every box of the tree that holds an inline formatting context.
    func paragraphs() -> [LayoutBox] {
        var found: [LayoutBox] = []
        func visit(_ box: LayoutBox) {
            if let content = box.inlineContent {
                found.append(box)
                for item in content.items { if let inner = item.box { visit(inner) } }
            }
            box.children.forEach(visit)
        }
        visit(pass.root)
        return found
    }

    /// The formulas of the tree.
    func formulas() -> [MathNode] {
        var found: [MathNode] = []
        func visit(_ box: LayoutBox) {
            if case .math(let node) = box.role { found.append(node) }
            box.children.forEach(visit)
            for item in box.inlineContent?.items ?? [] { if let inner = item.box { visit(inner) } }
        }
        visit(pass.root)
        return found
    }
}
