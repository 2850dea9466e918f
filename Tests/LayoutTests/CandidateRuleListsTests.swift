import DOM
import XCTest
@testable import Layout

/// A candidate list is made once per key, and keys differing in any part get lists of their own.
final class CandidateRuleListsTests: XCTestCase {
    func testAListIsMadeOncePerKey() {
        let lists = CandidateRuleLists()
        var made = 0
        let keys = [
            CandidateRuleLists.Key(name: "p", id: nil, classes: nil, isRoot: false, language: nil, pseudoElement: nil),
            CandidateRuleLists.Key(name: "div", id: nil, classes: nil, isRoot: false, language: nil, pseudoElement: nil),
            CandidateRuleLists.Key(name: "p", id: "x", classes: nil, isRoot: false, language: nil, pseudoElement: nil),
            CandidateRuleLists.Key(name: "p", id: nil, classes: "a b", isRoot: false, language: nil, pseudoElement: nil),
            CandidateRuleLists.Key(name: "p", id: nil, classes: nil, isRoot: true, language: nil, pseudoElement: nil),
            CandidateRuleLists.Key(name: "p", id: nil, classes: nil, isRoot: false, language: "ja", pseudoElement: nil),
            CandidateRuleLists.Key(name: "p", id: nil, classes: nil, isRoot: false, language: nil, pseudoElement: .before),
        ]
        for _ in 0..<2 {
            for (index, key) in keys.enumerated() {
                XCTAssertEqual(lists.list(for: key) { made += 1; return [index] }, [index])
            }
        }
        XCTAssertEqual(made, keys.count)
    }

    /// ReadiumCSS keys its rules on `:root[style*="…"]`: only the root is offered them, and rules that
    /// only start there (`:root[…] p`) still reach every paragraph.
    func testRulesKeyedOnTheRootReachTheRootOnly() throws {
        let fixture = try EnginePassFixture(body: "<p>one</p><div><p>two</p></div>")
        let root = try XCTUnwrap(fixture.run.document.rootElement)
        try root.setAttribute("style", value: "--USER__advancedSettings: readium-advanced-on; --USER__x: é")
        let sheet = try CSSStyleSheet.parse("""
            :root[style*="readium-advanced-on"] { margin-left: 1px }
            :root[style*="x: é"] { margin-top: 2px }
            :root[style*="readium-advanced-off"] { margin-right: 3px }
            :root[style*="readium-advanced-on"] p { margin: 1px }
            :root { margin: 0 }
            """, name: "test")
        let rules = RuleSet(sheets: [(sheet, .author)], environment: MediaEnvironment(viewportWidth: 600, viewportHeight: 800),
                            validator: StyleComputer(viewportWidth: 600, viewportHeight: 800), root: root)
        var elements: [Node] = []
        var current: Node? = root
        while let node = current {
            if node.isElement { elements.append(node) }
            current = node.nextInDocumentOrder(within: root)
        }
        let matched = elements.map { ($0.localName ?? "", rules.matches($0)) }
        XCTAssertEqual(matched.first?.0, "html")
        XCTAssertEqual(matched.first?.1, [0, 1, 4], "the root's rules, in cascade order")
        XCTAssertEqual(matched.filter { $0.0 == "p" }.map(\.1), [[3], [3]])
        XCTAssertTrue(matched.filter { $0.0 != "html" && $0.0 != "p" }.allSatisfy { $0.1.isEmpty })
    }

    func testElementsSharingAListStillMatchByTheirOwnContext() throws {
        let fixture = try EnginePassFixture(body: """
            <div class="box"><p class="note">inside</p></div><p class="note">outside</p>\
            <p class="note" hidden="">gone</p>
            """)
        let sheet = try CSSStyleSheet.parse(
            "div p.note { margin-left: 1px } p.note { font-size: 20px } [hidden] { display: none }", name: "test")
        let root = try XCTUnwrap(fixture.run.document.rootElement)
        let rules = RuleSet(sheets: [(sheet, .author)], environment: MediaEnvironment(viewportWidth: 600, viewportHeight: 800),
                            validator: StyleComputer(viewportWidth: 600, viewportHeight: 800), root: root)
        var paragraphs: [Node] = []
        var current = root.nextInDocumentOrder(within: root)
        while let node = current {
            if node.localName == "p" { paragraphs.append(node) }
            current = node.nextInDocumentOrder(within: root)
        }
        XCTAssertEqual(paragraphs.count, 3)
        XCTAssertEqual(paragraphs.map { rules.matches($0).count }, [2, 1, 2])
        XCTAssertEqual(paragraphs.map { rules.matches($0).count }, [2, 1, 2], "the same from kept lists")
    }
}
