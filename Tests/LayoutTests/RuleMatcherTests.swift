import DOM
import Foundation
@testable import Layout
import XCTest

/// The rule set's shortcuts — root conditions decided once per document, the ancestor filter, rules
/// indexed by language — give the same matches as the DOM's selector matcher walking every ancestor.
final class RuleMatcherTests: XCTestCase {
    private static let markup = """
        <html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body>\
        <section id="s1" class="chapter"><h1>one</h1><p class="first">a <a href="#x">link</a></p>\
        <div class="note box"><p>b <em>c</em></p><ul><li>d</li></ul></div></section>\
        <section class="appendix" xml:lang="fr-CA"><p>e</p><div><div><p id="deep">f <span>g</span></p></div></div></section>\
        <p>h</p></body></html>
        """

    private static let selectors = [
        ":root[style*=\"readium-night-on\"] *", ":root[style*=\"readium-night-on\"] *:not(a)",
        ":root[style*=\"readium-advanced-on\"][style*=\"--USER__paraIndent\"] p",
        ":root[style*=\"readium-sepia-on\"] p", ":root[style*=\"night\"] section p > em",
        ":root[style*=\"readium-night-on\"] > body", ":root[style*=\"readium-night-on\"] :root",
        "section p", ".chapter p", "#s1 a", ".note > p", "div div p", "section > p", "body > p",
        "h1 + p a", "h1 ~ div li", ".appendix span", "#deep span", "ul li", "section.chapter .box em",
        "article p", ".missing p", "div > div > p > span", "p", "*", "html body", ":root p",
        ":lang(fr)", ":lang(fr-ca)", ":lang(fr-CA-x)", ":lang(en, fr)", ":lang(f)", ":lang(fr) span", "p:lang(fr)",
        ":lang(de)", ":lang(ja) p",
    ]

    private func document(rootStyle: String?) throws -> Document {
        let document = try Document.parseXML(Data(Self.markup.utf8), name: "t.xhtml")
        if let rootStyle { try XCTUnwrap(document.rootElement).setAttribute("style", value: rootStyle) }
        return document
    }

    private func elements(of document: Document) throws -> [Node] {
        let root = try XCTUnwrap(document.rootElement)
        var elements: [Node] = []
        var current: Node? = root
        while let node = current {
            if node.isElement { elements.append(node) }
            current = node.nextInDocumentOrder(within: root)
        }
        return elements
    }

    private func ruleSet(root: Node?) throws -> RuleSet {
        let css = Self.selectors.map { "\($0) { margin-left: 1px }" }.joined(separator: "\n")
        return RuleSet(sheets: [(try CSSStyleSheet.parse(css, name: "test"), .author)],
                       environment: MediaEnvironment(viewportWidth: 600, viewportHeight: 800),
                       validator: StyleComputer(viewportWidth: 600, viewportHeight: 800), root: root)
    }

    /// Every selector, rule by rule, matches the elements the DOM's matcher says it matches, whatever the
    /// root's style turns on.
    func testTheRuleSetMatchesAsTheSelectorMatcherDoes() throws {
        for rootStyle in [nil, "--USER__appearance: readium-night-on", "--USER__appearance: readium-sepia-on",
                          "--USER__advancedSettings: readium-advanced-on; --USER__paraIndent: 1em"] {
            let document = try document(rootStyle: rootStyle)
            let rules = try ruleSet(root: document.rootElement)
            let lists = try Self.selectors.map { try SelectorParser.parse($0) }
            for element in try elements(of: document) {
                let expected = lists.indices.filter { lists[$0].matches(element) }
                XCTAssertEqual(rules.matches(element), expected,
                               "\(element.localName ?? "") \(element.attribute("id") ?? "") with \(rootStyle ?? "no style")")
            }
        }
    }

    /// `:root[style*=x] p` reaches the paragraphs when the root's style has x and nothing otherwise, and
    /// `:root[style*=x] *` never reaches the root itself.
    func testARuleBehindARootConditionFollowsTheRootsStyle() throws {
        func matchedNames(_ selector: String, rootStyle: String?) throws -> [String] {
            let document = try document(rootStyle: rootStyle)
            let root = try XCTUnwrap(document.rootElement)
            let matcher = RuleMatcher(try XCTUnwrap(try SelectorParser.parse(selector).selectors.first), root: root)
            var ancestors: AncestorFilter?
            return try elements(of: document).filter { element in
                ancestors = nil
                return matcher.matches(element, ancestors: &ancestors, filters: AncestorFilters())
            }.compactMap(\.localName)
        }
        let selector = ":root[style*=\"readium-night-on\"] p"
        XCTAssertEqual(try matchedNames(selector, rootStyle: "--USER__appearance: readium-night-on"),
                       ["p", "p", "p", "p", "p"])
        XCTAssertEqual(try matchedNames(selector, rootStyle: "--USER__appearance: readium-sepia-on"), [])
        XCTAssertEqual(try matchedNames(selector, rootStyle: nil), [])
        let universal = try matchedNames(":root[style*=\"night\"] *", rootStyle: "readium-night-on")
        XCTAssertFalse(universal.contains("html"))
        XCTAssertEqual(universal.first, "head")
        XCTAssertNil(RuleMatcher(try XCTUnwrap(try SelectorParser.parse(selector).selectors.first), root: nil).selector,
                     "a document without a root has nothing for the condition to hold on")
    }

    /// The filter of an element says "maybe" for every selector the element matches, and "no" for
    /// ancestors it does not have (the hash is the same in every run, so this is deterministic).
    func testTheAncestorFilterNeverRejectsAMatch() throws {
        let document = try document(rootStyle: nil)
        let filters = AncestorFilters()
        let selectors = try Self.selectors.map { try XCTUnwrap(try SelectorParser.parse($0).selectors.first) }
        var matches = 0
        for element in try elements(of: document) {
            let filter = filters.filter(for: element)
            for selector in selectors where selector.matches(element) {
                matches += 1
                XCTAssertTrue(filter.mayContain(AncestorFilter.required(by: selector)),
                              "\(element.localName ?? "") matches \(selector)")
            }
        }
        XCTAssertGreaterThan(matches, 40)
        let deep = try XCTUnwrap(try document.node.querySelector("#deep"))
        let filter = filters.filter(for: deep)
        for absent in ["article p", ".missing p", ".chapter p", "#s1 p", "ul p"] {
            let selector = try XCTUnwrap(try SelectorParser.parse(absent).selectors.first)
            XCTAssertFalse(filter.mayContain(AncestorFilter.required(by: selector)), absent)
        }
        XCTAssertEqual(filters.filter(for: deep), AncestorFilters().filter(for: deep),
                       "the same whatever elements were asked about first")
    }
}
