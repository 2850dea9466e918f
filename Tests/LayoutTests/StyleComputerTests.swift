@testable import Layout
import XCTest

final class StyleComputerTests: XCTestCase {
    private let computer = StyleComputer(rootFontSize: 20, viewportWidth: 600, viewportHeight: 800)

    private func compute(_ text: String, parent: ComputedStyle? = ComputedStyle()) -> ComputedStyle {
        let declarations = CSSDeclaration.list(from: text).flatMap(LonghandDeclaration.expand)
        return computer.compute(declarations, parent: parent)
    }

    func testFontSizeUnitsAndKeywords() {
        var parent = ComputedStyle()
        parent.fontSize = 20
        parent.fontSizeKeyword = nil
        XCTAssertEqual(compute("font-size: 1.5em", parent: parent).fontSize, 30)
        XCTAssertEqual(compute("font-size: 2rem", parent: parent).fontSize, 40)
        XCTAssertEqual(compute("font-size: 50%", parent: parent).fontSize, 10)
        XCTAssertEqual(compute("font-size: 12pt", parent: parent).fontSize, 16)
        XCTAssertEqual(compute("font-size: larger", parent: parent).fontSize, 24)
        XCTAssertEqual(compute("font-size: smaller", parent: parent).fontSize, 20 / 1.2, accuracy: 1e-9)
        XCTAssertEqual(compute("font-size: x-large", parent: parent).fontSize, 24)
        XCTAssertEqual(compute("font-size: xx-small").fontSize, 9)
        XCTAssertEqual(compute("font-size: -2px", parent: parent).fontSize, 20, "negative sizes are invalid")
        XCTAssertEqual(compute("font-size: 2em", parent: nil).fontSize, 32, "the root's parent is the initial 16px")
    }

    func testMonospaceDefaultsTo13pxLikeChromium() {
        let code = compute("font-family: monospace")
        XCTAssertEqual(code.fontSize, 13)
        XCTAssertEqual(compute("font-family: monospace; font-size: large").fontSize, 16)
        var relative = ComputedStyle()
        relative.fontSize = 32
        relative.fontSizeKeyword = nil
        XCTAssertEqual(compute("font-family: monospace", parent: relative).fontSize, 26)
        var absolute = relative
        absolute.isAbsoluteFontSize = true
        XCTAssertEqual(compute("font-family: monospace", parent: absolute).fontSize, 32, "absolute sizes stay")
        XCTAssertEqual(compute("font-family: serif", parent: code).fontSize, 16, "back to the proportional table")
    }

    func testFontWeightStyleAndFamily() {
        var parent = ComputedStyle()
        parent.fontWeight = 300
        XCTAssertEqual(compute("font-weight: bolder", parent: parent).fontWeight, 400)
        XCTAssertEqual(compute("font-weight: lighter", parent: parent).fontWeight, 100)
        XCTAssertEqual(compute("font-weight: bold").fontWeight, 700)
        XCTAssertEqual(compute("font-weight: 1001").fontWeight, 400, "out of range")
        XCTAssertEqual(compute("font-style: oblique").fontStyle, .oblique)
        XCTAssertEqual(compute("font-family: 'Stix', Times New Roman, serif").fontFamily.families,
                       [.named("Stix"), .named("Times New Roman"), .generic(.serif)])
    }

    func testLineHeightComputesPercentagesButKeepsNumbers() {
        XCTAssertEqual(compute("font-size: 20px; line-height: 1.5").lineHeight, .number(1.5))
        XCTAssertEqual(compute("font-size: 20px; line-height: 150%").lineHeight, .pixels(30))
        XCTAssertEqual(compute("font-size: 20px; line-height: 1.33em").lineHeight, .pixels(1702 / 64),
                       "26.6px, to the nearest 1/64 px as Chromium lays lines")
        XCTAssertEqual(compute("line-height: 21.28px").lineHeight, .pixels(21.28125))
        XCTAssertEqual(compute("line-height: normal").lineHeight, .normal)
        XCTAssertEqual(compute("line-height: -1").lineHeight, .normal, "negative is invalid")
    }

    func testInheritanceAndCSSWideKeywords() {
        let parent = compute("text-align: justify; margin-left: 10px; text-indent: 2em; white-space: pre-wrap")
        let child = compute("", parent: parent)
        XCTAssertEqual(child.textAlign, .justify, "inherited")
        XCTAssertEqual(child.textIndent, .pixels(32))
        XCTAssertEqual(child.whiteSpace, .preWrap)
        XCTAssertEqual(child.marginLeft, .zero, "not inherited")
        XCTAssertEqual(compute("margin-left: inherit", parent: parent).marginLeft, .pixels(10))
        XCTAssertEqual(compute("text-align: initial", parent: parent).textAlign, .start)
        XCTAssertEqual(compute("text-align: unset", parent: parent).textAlign, .justify)
    }

    func testBoxLengthsAndBorders() {
        let style = compute("font-size: 10px; margin: 1em auto 5% 0; padding: 2px; width: 50%; max-width: 30em; "
                            + "border: 2.7px solid; border-left-style: none; height: auto")
        XCTAssertEqual(style.marginTop, .pixels(10))
        XCTAssertNil(style.marginRight)
        XCTAssertEqual(style.marginBottom, .percent(5))
        XCTAssertEqual(style.width, .percent(50))
        XCTAssertEqual(style.maxWidth, .pixels(300))
        XCTAssertNil(style.height)
        XCTAssertEqual(style.borderWidths, Edges(top: 2, right: 2, bottom: 2, left: 0), "snapped down; none is 0")
        XCTAssertEqual(compute("border-top: 0.3px solid").borderWidths.top, 1, "thin borders round up to 1px")
        XCTAssertEqual(compute("border-top-width: thick").borderWidths.top, 0, "no style, no border")
        XCTAssertEqual(compute("padding-left: -1px").paddingLeft, .zero, "negative padding is invalid")
        XCTAssertEqual(compute("width: 50vw").width, .pixels(300))
    }

    func testTextAndWritingProperties() {
        let style = compute("""
            -epub-writing-mode: tb-rl; direction: rtl; text-transform: uppercase; -webkit-hyphens: auto;
            letter-spacing: 0.1em; word-spacing: normal; vertical-align: super; list-style: square inside;
            display: list-item; font-variant: small-caps; text-align: -webkit-center
            """)
        XCTAssertEqual(style.writingMode, .verticalRL)
        XCTAssertEqual(style.direction, .rtl)
        XCTAssertEqual(style.textTransform, .uppercase)
        XCTAssertEqual(style.hyphens, .auto)
        XCTAssertEqual(style.letterSpacing, 1.6, accuracy: 1e-9)
        XCTAssertEqual(style.verticalAlign, .super)
        XCTAssertEqual(style.listStyleType, .counter("square"))
        XCTAssertEqual(style.listStylePosition, .inside)
        XCTAssertEqual(style.display, .listItem)
        XCTAssertTrue(style.isSmallCaps)
        XCTAssertEqual(style.textAlign, .center)
        XCTAssertEqual(compute("vertical-align: -2px").verticalAlign, .shift(.pixels(-2)))
        XCTAssertEqual(compute("list-style-type: '– '").listStyleType, .string("– "))
    }

    func testColumnsAndBreaks() {
        let style = compute("columns: 20em 3; column-gap: 1em; column-fill: auto; page-break-after: always; "
                            + "break-inside: avoid-column; column-span: all")
        XCTAssertEqual(style.columnWidth, 320)
        XCTAssertEqual(style.columnCount, 3)
        XCTAssertEqual(style.columnGap, .pixels(16))
        XCTAssertEqual(style.columnFill, .auto)
        XCTAssertEqual(style.breakAfter, .page)
        XCTAssertTrue(style.breakAfter.forcesBreak)
        XCTAssertEqual(style.breakInside, .avoidColumn)
        XCTAssertEqual(style.columnSpan, .all)
        XCTAssertNil(compute("column-count: 0").columnCount, "invalid")
    }

    func testValidityForTheCascade() {
        XCTAssertTrue(computer.isValid(LonghandDeclaration(property: .display, value: [.token(.ident("block"))])))
        XCTAssertFalse(computer.isValid(LonghandDeclaration(property: .display, value: [.token(.ident("blok"))])))
        XCTAssertTrue(computer.isValid(LonghandDeclaration(property: .display, value: [.token(.ident("inherit"))])))
    }
}
