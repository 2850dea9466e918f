import DOM
@testable import Layout
import XCTest

final class CompiledSelectorCacheTests: XCTestCase {
    private let environment = MediaEnvironment(viewportWidth: 600, viewportHeight: 800)

    /// Each prelude keeps its own compiled selectors, the same as compiling it again, the first time
    /// and from the cache.
    func testEachPreludeKeepsItsOwnSelectors() throws {
        let sheet = try CSSStyleSheet.parse("""
            p.a, div > em { margin: 1px } :root[style*=x] p::before { content: 'x' } h1 { margin: 0 }
            a:hover, a:link { color: red } #x { margin: 2px }
            """, name: "t")
        let rules = sheet.effectiveStyleRules(in: environment)
        XCTAssertEqual(rules.count, 5)
        let cache = CompiledSelectorCache()
        for _ in 0..<2 {
            for rule in rules {
                let cached = cache.selectors(for: rule)
                let direct = SelectorCompiler.compile(rule.selectorValues)
                XCTAssertEqual(cached.map(\.selector), direct.map(\.selector))
                XCTAssertEqual(cached.map(\.pseudoElement), direct.map(\.pseudoElement))
                XCTAssertEqual(cached.map(\.specificity), direct.map(\.specificity))
            }
        }
    }

    /// The same prelude in a sheet with a default namespace is another entry: its selectors are
    /// restricted to the namespace.
    func testASheetsDefaultNamespaceKeepsItsOwnEntry() throws {
        let plain = try XCTUnwrap(try CSSStyleSheet.parse("p.a { margin: 1px }", name: "plain")
            .effectiveStyleRules(in: environment).first)
        let namespaced = try XCTUnwrap(try CSSStyleSheet.parse("@namespace url(urn:x); p.a { margin: 1px }", name: "ns")
            .effectiveStyleRules(in: environment).first)
        XCTAssertEqual(namespaced.defaultNamespace, "urn:x")
        let cache = CompiledSelectorCache()
        let first = try XCTUnwrap(cache.selectors(for: plain).first).selector
        let second = try XCTUnwrap(cache.selectors(for: namespaced).first).selector
        XCTAssertEqual(first.compounds[0].simpleSelectors, [.type("p"), .className("a")])
        XCTAssertEqual(second.compounds[0].simpleSelectors, [.type("p"), .className("a"), .namespace("urn:x")])
    }
}
