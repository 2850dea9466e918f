@testable import Layout
import XCTest

final class ShorthandTests: XCTestCase {
    private func expand(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        for declaration in CSSDeclaration.list(from: text) {
            for longhand in LonghandDeclaration.expand(declaration) {
                result[longhand.property.rawValue] = CSSSerializer.text(of: longhand.value)
            }
        }
        return result
    }

    func testBoxSides() {
        XCTAssertEqual(expand("margin: 1em auto"), ["margin-top": "1em", "margin-right": "auto",
                                                    "margin-bottom": "1em", "margin-left": "auto"])
        XCTAssertEqual(expand("padding: 1px 2px 3px"), ["padding-top": "1px", "padding-right": "2px",
                                                        "padding-bottom": "3px", "padding-left": "2px"])
        XCTAssertEqual(expand("margin: 1px 2px 3px 4px 5px"), [:], "five values are invalid")
    }

    func testBorder() {
        let border = expand("border: 1px dotted gray")
        XCTAssertEqual(border["border-left-width"], "1px")
        XCTAssertEqual(border["border-top-style"], "dotted")
        XCTAssertEqual(border.count, 8)
        XCTAssertEqual(expand("border-bottom: solid"), ["border-bottom-width": "medium", "border-bottom-style": "solid"])
        XCTAssertEqual(expand("border: red blue"), [:], "two colors are invalid")
    }

    func testFont() {
        XCTAssertEqual(expand("font: italic bold 12px/1.5 'Old Standard', serif"), [
            "font-style": "italic", "font-variant": "initial", "font-weight": "bold", "font-size": "12px",
            "line-height": "1.5", "font-family": "\"Old Standard\", serif",
        ])
        XCTAssertEqual(expand("font: 1em Georgia")["line-height"], "initial", "line-height is reset")
        XCTAssertEqual(expand("font: small-caps 300 80% sans-serif")["font-weight"], "300")
        XCTAssertEqual(expand("font: 12px")["font-size"], nil, "a family is required")
        XCTAssertEqual(expand("font: caption")["font-size"], "initial")
    }

    func testColumnsListStyleAndLegacyBreaks() {
        XCTAssertEqual(expand("columns: 12em 2"), ["column-width": "12em", "column-count": "2"])
        XCTAssertEqual(expand("columns: auto 3"), ["column-width": "auto", "column-count": "3"])
        XCTAssertEqual(expand("-webkit-columns: 3"), ["column-width": "auto", "column-count": "3"])
        XCTAssertEqual(expand("list-style: none"), ["list-style-type": "none", "list-style-position": "outside"])
        XCTAssertEqual(expand("list-style: inside lower-roman"), ["list-style-type": "lower-roman",
                                                                   "list-style-position": "inside"])
        XCTAssertEqual(expand("page-break-before: always"), ["break-before": "page"])
        XCTAssertEqual(expand("page-break-inside: avoid"), ["break-inside": "avoid"])
        XCTAssertEqual(expand("-webkit-column-break-after: always"), ["break-after": "column"])
    }

    func testAliasesAndCSSWideKeywords() {
        XCTAssertEqual(expand("-epub-writing-mode: vertical-rl"), ["writing-mode": "vertical-rl"])
        XCTAssertEqual(expand("-webkit-hyphens: auto; word-wrap: break-word"),
                       ["hyphens": "auto", "overflow-wrap": "break-word"])
        XCTAssertEqual(expand("padding: inherit").values.sorted(), Array(repeating: "inherit", count: 4))
        XCTAssertEqual(expand("color: red; text-shadow: none"), [:], "properties the engine does not compute")
    }
}
