import DOM
@testable import Layout
import XCTest

final class CompiledSelectorCacheTests: XCTestCase {
    /// Each prelude keeps its own compiled selectors, the same as compiling it again, the first time
    /// and from the cache.
    func testEachPreludeKeepsItsOwnSelectors() throws {
        let sheet = try CSSStyleSheet.parse("""
            p.a, div > em { margin: 1px } :root[style*=x] p::before { content: 'x' } h1 { margin: 0 }
            a:hover, a:link { color: red } #x { margin: 2px }
            """, name: "t")
        let preludes = sheet.effectiveStyleRules(in: MediaEnvironment(viewportWidth: 600, viewportHeight: 800))
            .map(\.selectorValues)
        XCTAssertEqual(preludes.count, 5)
        let cache = CompiledSelectorCache()
        for _ in 0..<2 {
            for prelude in preludes {
                let cached = cache.selectors(for: prelude)
                let direct = SelectorCompiler.compile(prelude)
                XCTAssertEqual(cached.map(\.selector), direct.map(\.selector))
                XCTAssertEqual(cached.map(\.pseudoElement), direct.map(\.pseudoElement))
                XCTAssertEqual(cached.map(\.specificity), direct.map(\.specificity))
            }
        }
    }
}
