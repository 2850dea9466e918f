import DOM
import Foundation
@testable import Layout
import XCTest

/// The built-in engine's cascade: user-agent defaults, specificity, importance, `style` attributes,
/// inheritance, flow-relative properties, presentational hints, pseudo-elements and selectors the DOM
/// engine cannot match alone.
final class BuiltinCascadeTests: XCTestCase {
    func testUserAgentDefaultsAreChromiumsForXHTML() throws {
        let body = "<h1>t</h1><p id='p'>x <strong id='s'>b</strong><sub id='sub'>2</sub></p><ul><li id='li'>i</li></ul>"
        XCTAssertEqual(try style("body", body: body).computed.marginLeft, .pixels(8))
        XCTAssertEqual(try style("#p", body: body).computed.marginTop, .pixels(16), "1em of 16px")
        XCTAssertEqual(try style("#p", body: body).computed.marginLeft, .pixels(0))
        let heading = try style("h1", body: body).computed
        XCTAssertEqual(heading.fontSize, 32)
        XCTAssertEqual(heading.fontWeight, 700)
        XCTAssertEqual(heading.marginTop, .pixels(0.67 * 32))
        XCTAssertEqual(try style("#s", body: body).computed.fontWeight, 700)
        XCTAssertEqual(try style("#sub", body: body).computed.verticalAlign, .sub)
        XCTAssertEqual(try style("#sub", body: body).computed.fontSize, 16 / 1.2, accuracy: 1e-9)
        XCTAssertEqual(try style("ul", body: body).computed.paddingLeft, .pixels(40))
        XCTAssertEqual(try style("#li", body: body).computed.display, .listItem)
        XCTAssertEqual(try style("head", body: body).computed.display, Display.none)
    }

    func testFlowRelativeDefaultsFollowDirection() throws {
        let rtl = try style("ul", body: "<ul dir='rtl'><li>i</li></ul>").computed
        XCTAssertEqual(rtl.paddingRight, .pixels(40))
        XCTAssertEqual(rtl.paddingLeft, .pixels(0))
        XCTAssertEqual(rtl.direction, .rtl)
    }

    func testSpecificityThenOrderDecide() throws {
        let css = "p { margin-top: 1px } #main p { margin-top: 2px } p.note { margin-top: 3px } p { margin-top: 4px }"
        let body = "<div id='main'><p class='note' id='p'>x</p></div>"
        XCTAssertEqual(try style("#p", css: css, body: body).computed.marginTop, .pixels(2), "(1,0,1) beats (0,1,1)")
        let later = "p.a { margin-top: 5px } p.b { margin-top: 6px }"
        XCTAssertEqual(try style("p", css: later, body: "<p class='b a'>x</p>").computed.marginTop, .pixels(6))
    }

    func testImportanceAndStyleAttributes() throws {
        let css = "#p { margin-top: 1px } p { margin-bottom: 7px !important }"
        let body = "<p id='p' style='margin-top: 2px; margin-bottom: 3px'>x</p>"
        let computed = try style("#p", css: css, body: body).computed
        XCTAssertEqual(computed.marginTop, .pixels(2), "a style attribute beats an id selector")
        XCTAssertEqual(computed.marginBottom, .pixels(7), "!important beats a normal style attribute")
    }

    func testInvalidDeclarationsDoNotHideValidOnes() throws {
        let css = "p { margin-top: 5px; margin-top: lots }"
        XCTAssertEqual(try style("p", css: css, body: "<p>x</p>").computed.marginTop, .pixels(5))
    }

    func testInheritanceAndRelativeLengths() throws {
        let css = "div { font-size: 20px; line-height: 1.5 } span { font-size: 0.5em } em { margin-left: 2em }"
        let body = "<div><p><span><em id='e'>x</em></span></p></div>"
        let computed = try style("#e", css: css, body: body).computed
        XCTAssertEqual(computed.fontSize, 10)
        XCTAssertEqual(computed.lineHeight, .number(1.5), "number line heights inherit as numbers")
        XCTAssertEqual(computed.marginLeft, .pixels(20), "em of the element's own font size")
        XCTAssertEqual(computed.fontStyle, .italic)
    }

    /// A sheet's default namespace (ReadiumCSS declares XHTML's) restricts its type selectors and its
    /// compounds without one: `math` and `*` leave MathML elements alone, as in Chromium; inside `:not()`
    /// a subject without a type is not restricted. A sheet without the declaration matches any namespace.
    func testASheetsDefaultNamespaceLeavesOtherNamespacesAlone() throws {
        let css = "@namespace url(http://www.w3.org/1999/xhtml); math { font-size: 30px } * { margin-top: 3px }"
            + " :not(.x) { padding-top: 1px } .m { padding-left: 2px }"
        let body = "<p id='p'>x <math xmlns='http://www.w3.org/1998/Math/MathML'><mi id='i' class='m'>y</mi></math></p>"
        XCTAssertEqual(try style("math", css: css, body: body).computed.fontSize, 16)
        XCTAssertEqual(try style("#i", css: css, body: body).computed.marginTop, .pixels(0))
        XCTAssertEqual(try style("#i", css: css, body: body).computed.paddingTop, .pixels(0))
        XCTAssertEqual(try style("#i", css: css, body: body).computed.paddingLeft, .pixels(0))
        let paragraph = try style("#p", css: css, body: body).computed
        XCTAssertEqual(paragraph.marginTop, .pixels(3))
        XCTAssertEqual(paragraph.paddingTop, .pixels(1))
        XCTAssertEqual(try style("math", css: "math { font-size: 30px }", body: body).computed.fontSize, 30)
    }

    /// MathML Core's user agent sheet sets `letter-spacing` and `word-spacing` back to `normal` on `math`:
    /// a paragraph's spacing (ReadiumCSS's letterSpacing setting) does not reach its formulas.
    func testFormulasDoNotInheritTheirParagraphsSpacing() throws {
        let body = "<p style='letter-spacing: 2px; word-spacing: 3px'>x <math xmlns='http://www.w3.org/1998/Math/MathML'>"
            + "<mi id='i'>y</mi></math></p>"
        let token = try style("#i", body: body).computed
        XCTAssertEqual(token.letterSpacing, 0)
        XCTAssertEqual(token.wordSpacing, 0)
        XCTAssertEqual(try style("p", body: body).computed.letterSpacing, 2)
    }

    func testPresentationalHintsLoseToAuthorRules() throws {
        let body = "<p><img id='i' width='120' height='40' src='x.png'/></p>"
        XCTAssertEqual(try style("#i", body: body).computed.width, .pixels(120))
        XCTAssertEqual(try style("#i", css: "img { width: 50% }", body: body).computed.width, .percent(50))
        XCTAssertEqual(try style("p", body: "<p dir='rtl'>x</p>").computed.direction, .rtl)
    }

    func testTableAttributesGiveBordersSpacingAndPadding() throws {
        let body = "<table border='1' cellspacing='4' cellpadding='3'><tr><td id='c'>x</td></tr></table>"
        let table = try style("table", body: body)
        XCTAssertEqual(table.computed.borderWidths.left, 1)
        XCTAssertEqual(table.supplement.borderSpacing, 4)
        let cell = try style("#c", body: body).computed
        XCTAssertEqual(cell.borderWidths.top, 1, "cells of a bordered table get a 1px border")
        XCTAssertEqual(cell.paddingLeft, .pixels(3))
        XCTAssertEqual(try style("#c", body: "<table><tr><td id='c'>x</td></tr></table>").computed.borderWidths.top, 0)
        XCTAssertEqual(try style("table", body: "<table border='0'><tr><td>x</td></tr></table>").computed
            .borderWidths.left, 0)
        XCTAssertEqual(try style("#c", css: "td { padding: 0 }", body: body).computed.paddingLeft, .pixels(0),
                       "author rules beat the hints")
    }

    func testSelectorsTheDOMEngineGetsRewritten() throws {
        let css = """
            @namespace epub "http://www.idpf.org/2007/ops";
            span[epub|type~='pagebreak'] { margin-left: 3px }
            a:link { margin-left: 4px } p:hover { margin-left: 9px } p::first-line { margin-left: 9px }
            """
        let body = "<p><span epub:type='pagebreak' id='s'>1</span><a href='#x' id='a'>l</a></p>"
        XCTAssertEqual(try style("#s", css: css, body: body).computed.marginLeft, .pixels(3))
        XCTAssertEqual(try style("#a", css: css, body: body).computed.marginLeft, .pixels(4))
        XCTAssertEqual(try style("p", css: css, body: body).computed.marginLeft, .pixels(0),
                       ":hover never matches, ::first-line is not the element")
    }

    func testPseudoElementContentAndSupplementaryProperties() throws {
        let css = "p::before { content: 'A' 'B' } p { box-sizing: border-box; orphans: 3; text-combine-upright: all }"
        let markup = "<html xmlns='http://www.w3.org/1999/xhtml'><body><p>x</p></body></html>"
        let document = try Document.parseXML(Data(markup.utf8), name: "p.xhtml")
        let computer = StyleComputer(viewportWidth: 600, viewportHeight: 800)
        let rules = RuleSet(sheets: [(try CSSStyleSheet.parse(css, name: "a"), .author)],
                            environment: MediaEnvironment(viewportWidth: 600, viewportHeight: 800), validator: computer,
                            root: document.rootElement)
        let resolver = StyleResolver(ruleSet: rules, computer: computer)
        let paragraph = try XCTUnwrap(try document.node.querySelector("p"))
        let style = resolver.style(of: paragraph, parent: nil)
        XCTAssertTrue(style.supplement.isBorderBox)
        XCTAssertEqual(style.supplement.orphans, 3)
        XCTAssertTrue(style.supplement.combinesUpright)
        XCTAssertEqual(resolver.style(of: .before, of: paragraph, elementStyle: style)?.supplement.content, "AB")
        XCTAssertNil(resolver.style(of: .after, of: paragraph, elementStyle: style))
    }

    func testVerticalWritingIsReadInTheLogicalFrame() throws {
        let css = "html { writing-mode: vertical-rl } p { margin-right: 5px; margin-top: 7px; height: 300px }"
        let computed = try style("p", css: css, body: "<p>x</p>").computed
        XCTAssertEqual(computed.marginTop, .pixels(5), "block start is the right side")
        XCTAssertEqual(computed.marginLeft, .pixels(7), "line start is the top")
        XCTAssertEqual(computed.width, .pixels(300), "the inline size is the height")
    }
}
