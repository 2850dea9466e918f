import XCTest
@testable import Layout

/// A token's line is laid out once per distinct text and styles and handed back with the asking
/// token's own content; content the cache does not hold is laid out every time.
final class TokenLineLayoutsTests: XCTestCase {
    private func tokens(of fixture: EnginePassFixture) throws -> [MathNode] {
        let formula = try XCTUnwrap(fixture.formulas().first)
        return formula.children
    }

    private func content(of token: MathNode) throws -> InlineContent {
        guard case .token(let content, _) = token.kind else { throw XCTSkip("not a token") }
        return content
    }

    private func layout(_ token: MathNode, _ fixture: EnginePassFixture) throws -> ParagraphGeometry {
        let environment = InlineLayoutEnvironment(
            fonts: fixture.run.fonts, cache: fixture.run.cache,
            layoutAtomic: { _, _ in AtomicInlineMetrics(width: 0, height: 0, baseline: 0) },
            lineSpace: { _ in (0, 1e9) }, placeFloat: { _, _ in })
        return InlineLayout(content: try content(of: token), container: token.style, environment: environment)
            .layout(width: 1e9)
    }

    func testEqualTokensShareOneLayoutWithTheirOwnContent() throws {
        let fixture = try EnginePassFixture(body: """
            <p><math xmlns="\(EnginePassFixture.mathML)"><mi>x</mi><mo>+</mo><mi>x</mi></math></p>
            """)
        let nodes = try tokens(of: fixture)
        let lines = TokenLineLayouts()
        var layouts = 0
        func geometry(_ token: MathNode) throws -> ParagraphGeometry {
            let laidOut = try layout(token, fixture)
            return lines.geometry(of: try content(of: token), container: token.style) {
                layouts += 1
                return laidOut
            }
        }
        let first = try geometry(nodes[0])
        let again = try geometry(nodes[2])
        XCTAssertEqual(layouts, 1)
        XCTAssertEqual(Array(again.advances), Array(first.advances))
        XCTAssertEqual(again.lines.map(\.pieces.count), first.lines.map(\.pieces.count))
        XCTAssertEqual(again.lines.first?.pieces.first?.width, try layout(nodes[2], fixture).lines.first?.pieces.first?.width)
        let secondNode = try XCTUnwrap(try content(of: nodes[2]).items.first { $0.kind == .text }?.node)
        XCTAssertEqual(again.content.items.first { $0.kind == .text }?.node, secondNode, "the asking token's text node")
        XCTAssertNotEqual(first.content.items.first { $0.kind == .text }?.node, secondNode)
        _ = try geometry(nodes[1])
        XCTAssertEqual(layouts, 2, "another text is laid out apart")
    }

    func testTokensDifferingOnlyInStyleAreLaidOutApart() throws {
        let fixture = try EnginePassFixture(body: """
            <p><math xmlns="\(EnginePassFixture.mathML)"><mi>x</mi><mi style="font-weight: bold">x</mi>\
            <mi style="font-size: 30px">x</mi></math></p>
            """)
        let nodes = try tokens(of: fixture)
        let lines = TokenLineLayouts()
        var layouts = 0
        for node in nodes {
            _ = lines.geometry(of: try content(of: node), container: node.style) {
                layouts += 1
                return try! layout(node, fixture)
            }
        }
        XCTAssertEqual(layouts, 3)
    }

    func testContentWithRubyIsNotKept() throws {
        let fixture = try EnginePassFixture(body: """
            <p><math xmlns="\(EnginePassFixture.mathML)"><mi>x</mi></math></p>
            """)
        let node = try XCTUnwrap(try tokens(of: fixture).first)
        var content = try content(of: node)
        content.annotations = [RubyAnnotation(base: 0..<1, range: 1..<1, items: [], style: node.style)]
        XCTAssertNil(TokenLineLayouts.Key(content: content, container: node.style))
        let lines = TokenLineLayouts()
        var layouts = 0
        for _ in 0..<2 {
            _ = lines.geometry(of: content, container: node.style) {
                layouts += 1
                return ParagraphGeometry(content: content, advances: PackedAdvances([]), lines: [])
            }
        }
        XCTAssertEqual(layouts, 2)
    }
}
