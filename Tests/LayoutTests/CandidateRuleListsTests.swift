import DOM
import XCTest
@testable import Layout

/// A candidate list is made once per key, and keys differing in any part get lists of their own.
final class CandidateRuleListsTests: XCTestCase {
    func testAListIsMadeOncePerKey() {
        let lists = CandidateRuleLists()
        var made = 0
        let keys = [
            CandidateRuleLists.Key(name: "p", id: nil, classes: nil, pseudoElement: nil),
            CandidateRuleLists.Key(name: "div", id: nil, classes: nil, pseudoElement: nil),
            CandidateRuleLists.Key(name: "p", id: "x", classes: nil, pseudoElement: nil),
            CandidateRuleLists.Key(name: "p", id: nil, classes: "a b", pseudoElement: nil),
            CandidateRuleLists.Key(name: "p", id: nil, classes: nil, pseudoElement: .before),
        ]
        for _ in 0..<2 {
            for (index, key) in keys.enumerated() {
                XCTAssertEqual(lists.list(for: key) { made += 1; return [index] }, [index])
            }
        }
        XCTAssertEqual(made, keys.count)
    }

    func testElementsSharingAListStillMatchByTheirOwnContext() throws {
        let fixture = try EnginePassFixture(body: """
            <div class="box"><p class="note">inside</p></div><p class="note">outside</p>\
            <p class="note" hidden="">gone</p>
            """)
        let sheet = try CSSStyleSheet.parse(
            "div p.note { margin-left: 1px } p.note { font-size: 20px } [hidden] { display: none }", name: "test")
        let rules = RuleSet(sheets: [(sheet, .author)], environment: MediaEnvironment(viewportWidth: 600, viewportHeight: 800),
                            validator: StyleComputer(viewportWidth: 600, viewportHeight: 800))
        let root = try XCTUnwrap(fixture.run.document.rootElement)
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
