import DOM
import Foundation
import TestFixtures
import XCTest

final class SelectorTests: XCTestCase {
    private let document = try! Document.parseXML(Data("""
    <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><body>
    <section id="s1" class="chapter  intro"><h1>T</h1><p id="p1" lang="en-US">a</p><p id="p2" class="note">b</p>
    <div/><p id="p3" title="Hello World">c</p><p id="p4" epub:type="footnote"></p></section>
    <section id="s2"><P id="upper">u</P><p id="p5">d</p></section>
    </body></html>
    """.utf8), name: "t.xhtml")

    private func ids(_ selector: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        do { return try document.node.querySelectorAll(selector).map { $0.id ?? $0.localName ?? "?" } }
        catch { XCTFail("\(error)", file: file, line: line); return [] }
    }

    func testSimpleSelectors() {
        XCTAssertEqual(ids("#p2"), ["p2"])
        XCTAssertEqual(ids(".intro"), ["s1"])
        XCTAssertEqual(ids("p.note"), ["p2"])
        XCTAssertEqual(ids("section > h1"), ["h1"])
        XCTAssertEqual(ids("P"), ["upper"], "type selectors are case-sensitive in XML")
        XCTAssertEqual(ids("*").count, 12)
    }

    func testAttributeSelectors() {
        XCTAssertEqual(ids("[title]"), ["p3"])
        XCTAssertEqual(ids("[title='Hello World']"), ["p3"])
        XCTAssertEqual(ids("[title~=World]"), ["p3"])
        XCTAssertEqual(ids("[lang|=en]"), ["p1"])
        XCTAssertEqual(ids("[title^=Hell]"), ["p3"])
        XCTAssertEqual(ids("[title$=\"rld\"]"), ["p3"])
        XCTAssertEqual(ids("[title*='o W']"), ["p3"])
        XCTAssertEqual(ids("[title='hello world' i]"), ["p3"])
        XCTAssertEqual(ids("[title='hello world']"), [])
        XCTAssertEqual(ids("[title^='']"), [])
        XCTAssertEqual(ids("[epub\\:type=footnote]"), ["p4"])
    }

    /// `*=` compares code points: a multi-byte character is found whole, and a near spelling is no match.
    func testSubstringAttributeSelectorComparesCodePoints() throws {
        let document = try Document.parseXML(Data("""
            <html xmlns="http://www.w3.org/1999/xhtml"><body><p id="a" title="café crème"/><p id="b" title="cafe"/></body></html>
            """.utf8), name: "t.xhtml")
        func ids(_ selector: String) throws -> [String] {
            let list = try SelectorParser.parse(selector)
            return (document.body?.childElements ?? []).filter { list.matches($0) }.compactMap { $0.attribute("id") }
        }
        XCTAssertEqual(try ids("[title*='é c']"), ["a"])
        XCTAssertEqual(try ids("[title*='cafe']"), ["b"])
        XCTAssertEqual(try ids("[title*='crème']"), ["a"])
        XCTAssertEqual(try ids("[title*='crème brûlée']"), [])
        XCTAssertEqual(try ids("[title*='']"), [])
    }

    func testCombinators() {
        XCTAssertEqual(ids("body p"), ["p1", "p2", "p3", "p4", "p5"])
        XCTAssertEqual(ids("h1 + p"), ["p1"])
        XCTAssertEqual(ids("#p2 ~ p"), ["p3", "p4"])
        XCTAssertEqual(ids("div + p"), ["p3"])
        XCTAssertEqual(ids("html section>p + p"), ["p2", "p4"], "P is not p in XML")
    }

    func testStructuralPseudoClasses() {
        XCTAssertEqual(ids("section > :nth-child(2)"), ["p1", "p5"])
        XCTAssertEqual(ids("p:nth-child(2n+3)"), ["p2", "p3"])
        XCTAssertEqual(ids("section > *:nth-child(odd)"), ["h1", "p2", "p3", "upper"])
        XCTAssertEqual(ids("p:nth-last-child(1)"), ["p4", "p5"])
        XCTAssertEqual(ids("p:nth-of-type(2)"), ["p2"])
        XCTAssertEqual(ids("p:nth-last-of-type(1)"), ["p4", "p5"])
        XCTAssertEqual(ids(":nth-child(-n+2 of p)"), ["p1", "p2", "p5"])
        XCTAssertEqual(ids("p:first-child"), [])
        XCTAssertEqual(ids("section :first-child"), ["h1", "upper"])
        XCTAssertEqual(ids("section :last-child"), ["p4", "p5"])
        XCTAssertEqual(ids("h1:only-of-type"), ["h1"])
        XCTAssertEqual(ids("h1:first-of-type, div:last-of-type"), ["h1", "div"])
        XCTAssertEqual(ids(":root"), ["html"])
        XCTAssertEqual(ids("section :empty"), ["div", "p4"])
        XCTAssertEqual(ids("section > p:only-child"), [])
    }

    /// `:lang()` matches the nearest `xml:lang` or `lang`, as a whole or by prefix before a `-`.
    func testLanguagePseudoClass() throws {
        let document = try Document.parseXML(Data("""
            <html xmlns="http://www.w3.org/1999/xhtml" xml:lang="ja"><body><p id="j">a</p>\
            <p id="h" lang="zh-Hant">b</p><p id="l" lang="ja-Latn"><span id="s">c</span></p></body></html>
            """.utf8), name: "lang.xhtml")
        func ids(_ selector: String) throws -> [String] { try document.node.querySelectorAll(selector).compactMap(\.id) }
        XCTAssertEqual(try ids("p:lang(ja)"), ["j", "l"])
        XCTAssertEqual(try ids("[id]:lang(JA-latn)"), ["l", "s"], "inherited, case-insensitive")
        XCTAssertEqual(try ids("p:lang(zh, \"en\")"), ["h"])
        XCTAssertEqual(try ids("p:lang(zh-Han)"), [], "a prefix counts only up to a '-'")
        XCTAssertEqual(try ids("p:lang(ja):not(:lang(ja-Latn))"), ["j"])
        XCTAssertThrowsError(try document.node.querySelectorAll(":lang()"))
    }

    func testLogicalPseudoClasses() {
        XCTAssertEqual(ids("p:not(.note, #p1)").count, 3)
        XCTAssertEqual(ids(":is(#s2, h1) :is(p)"), ["p5"])
        XCTAssertEqual(ids(":where(section) > h1"), ["h1"])
        XCTAssertEqual(ids("p:not(:nth-child(odd))"), ["p1", "p4", "p5"])
    }

    func testSpecificity() throws {
        func specificity(_ text: String) throws -> Specificity { try SelectorParser.parse(text).maximumSpecificity }
        XCTAssertEqual(try specificity("#a .b p"), Specificity(ids: 1, classes: 1, types: 1))
        XCTAssertEqual(try specificity("*"), .zero)
        XCTAssertEqual(try specificity("p:not(#x, .y)"), Specificity(ids: 1, classes: 0, types: 1))
        XCTAssertEqual(try specificity(":where(#x) p"), Specificity(ids: 0, classes: 0, types: 1))
        XCTAssertEqual(try specificity(":is(#x, p) a[href]"), Specificity(ids: 1, classes: 1, types: 1))
        XCTAssertEqual(try specificity("li:nth-child(2 of .c)"), Specificity(ids: 0, classes: 2, types: 1))
        XCTAssertLessThan(try specificity("p.c"), try specificity("#x"))
    }

    func testParseErrorsCarryAPosition() {
        let cases: [(String, Int)] = [("p >", 3), ("", 0), ("#", 1), ("p[", 2), ("a:hover", 2), ("p::before", 2),
                                      ("[a='x]", 3), (":nth-child(x)", 11), ("p,", 2), ("p {", 2), ("p:not(a", 7)]
        for (selector, position) in cases {
            XCTAssertThrowsError(try SelectorParser.parse(selector), selector) { error in
                XCTAssertEqual((error as? SelectorParseError)?.position, position, "\(selector): \(error)")
            }
        }
    }

    func testDeepNestingIsRefused() {
        let deep = String(repeating: ":not(", count: 40) + "p" + String(repeating: ")", count: 40)
        XCTAssertThrowsError(try SelectorParser.parse(deep))
        XCTAssertNoThrow(try SelectorParser.parse(String(repeating: ":is(", count: 20) + "p" + String(repeating: ")", count: 20)))
    }

    func testNthPatternParsing() throws {
        let expectations: [(String, Int, Int)] = [("odd", 2, 1), ("EVEN", 2, 0), ("3", 0, 3), ("-n + 3", -1, 3),
                                                  ("+n", 1, 0), ("2n-1", 2, -1), ("-2n+ 7", -2, 7), ("n", 1, 0)]
        for (text, step, offset) in expectations {
            let list = try SelectorParser.parse(":nth-child(\(text))")
            guard case let .pseudoClass(.nthChild(pattern, nil)) = list.selectors[0].compounds[0].simpleSelectors[0] else {
                return XCTFail(text)
            }
            XCTAssertEqual(pattern, NthPattern(step: step, offset: offset), text)
        }
    }

    /// A list keeps its text without the white space (Unicode's) around it, inner spacing as written.
    func testAListKeepsItsTextTrimmed() throws {
        for (text, source) in [("p", "p"), ("  p.note >  em \t", "p.note >  em"), ("\n#p1 ,\u{3000}h1\u{A0}", "#p1 ,\u{3000}h1"),
                               ("\t section:not( .x )\n ", "section:not( .x )")] {
            XCTAssertEqual(try SelectorParser.parse(text).source, source, text.debugDescription)
        }
    }

    func testEscapes() throws {
        let document = try Document.parseXML(Data("<r><a id='1x'/><b class='a:b'/></r>".utf8), name: "t.xml")
        XCTAssertEqual(try document.node.querySelector("#\\31 x")?.localName, "a")
        XCTAssertEqual(try document.node.querySelector(".a\\:b")?.localName, "b")
    }

    func testHTMLNamesAreCaseInsensitive() throws {
        let html = try Document.parseHTML(Data("<html><body><DIV Title=x><p>y</p></DIV></body></html>".utf8), name: "t.html")
        XCTAssertEqual(try html.node.querySelectorAll("DIV > P").count, 1)
        XCTAssertEqual(try html.node.querySelectorAll("[TITLE=x]").count, 1)
    }

    func testMobyDickSentenceSelectors() throws {
        let chapter = try Document.parseXML(try Fixtures.entry("OPS/chapter_001.xhtml", in: "moby-dick.epub"), name: "c1")
        XCTAssertEqual(try chapter.node.querySelector("#c001s0001")?.textContent, "Call me Ishmael.")
        let spans = try chapter.node.querySelectorAll("section > p:nth-child(2) > span.audio")
        XCTAssertEqual(spans.first?.id, "c001s0001")
        XCTAssertEqual(spans.count, 8)
        let scoped = try XCTUnwrap(chapter.element(withID: "c001s0001")?.parent)
        XCTAssertEqual(try scoped.querySelectorAll("span").count, 8)
        XCTAssertNil(try scoped.querySelector("h1"))
    }
}
