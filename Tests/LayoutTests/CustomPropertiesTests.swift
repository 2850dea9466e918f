import Foundation
@testable import Layout
import XCTest

/// Custom properties and `var()` in the cascade (CSS Custom Properties 1): inheritance, fallbacks,
/// cycles, invalid at computed-value time, substitution in shorthands and in math functions; `zoom`;
/// `calc()`/`min()`/`max()`/`clamp()`; selectors on the root's `style` attribute, as ReadiumCSS uses them.
final class CustomPropertiesTests: XCTestCase {
    func testCustomPropertiesInheritAndVarReadsThem() throws {
        let css = ":root { --gap: 12px } p { margin-top: var(--gap) } #inner { --gap: 3px }"
        let body = "<p id='outer'>x</p><div id='inner'><p id='deep'>y</p></div>"
        XCTAssertEqual(try style("#outer", css: css, body: body).computed.marginTop, .pixels(12))
        XCTAssertEqual(try style("#deep", css: css, body: body).computed.marginTop, .pixels(3), "the nearest ancestor's value")
        XCTAssertEqual(try style("#deep", css: css, body: body).computed.customProperties.values["--gap"],
                       [.token(.dimension(CSSNumber(3, isInteger: true, text: "3"), unit: "px"))])
    }

    func testNamesAreCaseSensitive() throws {
        let css = ":root { --Size: 20px; --size: 10px } p { font-size: var(--Size) }"
        XCTAssertEqual(try style("p", css: css, body: "<p>x</p>").computed.fontSize, 20)
    }

    func testFallbacksApplyOnlyWhenThePropertyIsMissing() throws {
        let css = ":root { --set: 5px } #a { margin-top: var(--unset, 7px) } #b { margin-top: var(--set, 7px) }"
            + " #c { margin-top: var(--unset, var(--set)) } #d { --empty: ; margin-top: var(--unset,) 9px }"
        let body = "<p id='a'>x</p><p id='b'>x</p><p id='c'>x</p><p id='d'>x</p>"
        XCTAssertEqual(try style("#a", css: css, body: body).computed.marginTop, .pixels(7))
        XCTAssertEqual(try style("#b", css: css, body: body).computed.marginTop, .pixels(5))
        XCTAssertEqual(try style("#c", css: css, body: body).computed.marginTop, .pixels(5), "a fallback may use var()")
        XCTAssertEqual(try style("#d", css: css, body: body).computed.marginTop, .pixels(9), "an empty fallback")
    }

    func testInvalidAtComputedValueTimeBehavesAsUnset() throws {
        // An invalid substitution still wins the cascade over the earlier valid declaration, then acts as
        // `unset`: inherited properties inherit, others take their initial value.
        let css = "div { font-size: 30px } p { margin-top: 4px; margin-top: var(--missing); font-size: 10px;"
            + " font-size: var(--missing) } #w { --word: bold; margin-top: var(--word) }"
        let body = "<div><p id='p'>x</p><p id='w'>y</p></div>"
        let paragraph = try style("#p", css: css, body: body).computed
        XCTAssertEqual(paragraph.marginTop, .pixels(0), "initial, not the 4px declared before")
        XCTAssertEqual(paragraph.fontSize, 30, "inherited from the div")
        XCTAssertEqual(try style("#w", css: css, body: body).computed.marginTop, .pixels(0), "a value of the wrong type")
    }

    func testCyclesMakeEveryPropertyInThemInvalid() throws {
        let css = ":root { --a: var(--b, 1px); --b: var(--a, 2px); --c: var(--c); --d: var(--a, 6px) }"
            + " p { margin-top: var(--a, 3px); margin-bottom: var(--c, 4px); margin-left: var(--d) }"
        let paragraph = try style("p", css: css, body: "<p>x</p>").computed
        XCTAssertEqual(paragraph.marginTop, .pixels(3), "--a is in a cycle whatever its fallback")
        XCTAssertEqual(paragraph.marginBottom, .pixels(4), "a property referring to itself")
        XCTAssertEqual(paragraph.marginLeft, .pixels(6), "outside the cycle, a reference to it takes the fallback")
        XCTAssertNil(paragraph.customProperties.values["--a"])
        XCTAssertNil(paragraph.customProperties.values["--c"])
    }

    func testCSSWideKeywordsOnCustomProperties() throws {
        let css = ":root { --m: 8px } div { --m: initial } #inherit { --m: inherit } p { margin-top: var(--m, 1px) }"
        let body = "<div><p id='p'>x</p><section id='inherit'><p id='q'>y</p></section></div>"
        XCTAssertEqual(try style("#p", css: css, body: body).computed.marginTop, .pixels(1), "initial is the invalid value")
        XCTAssertEqual(try style("#q", css: css, body: body).computed.marginTop, .pixels(1), "inherit takes the div's")
    }

    func testSubstitutionInsideShorthandsAndLogicalProperties() throws {
        let css = ":root { --v: 2px; --h: 5%; --family: 'Liberation Serif', serif } p { margin: var(--v) var(--h);"
            + " padding-inline-start: var(--v); font: italic 20px/1.5 var(--family) }"
        let paragraph = try style("p", css: css, body: "<p>x</p>").computed
        XCTAssertEqual(paragraph.marginTop, .pixels(2))
        XCTAssertEqual(paragraph.marginBottom, .pixels(2))
        XCTAssertEqual(paragraph.marginLeft, .percent(5))
        XCTAssertEqual(paragraph.paddingLeft, .pixels(2))
        XCTAssertEqual(paragraph.fontSize, 20)
        XCTAssertEqual(paragraph.fontStyle, .italic)
        XCTAssertEqual(paragraph.lineHeight, .number(1.5))
        XCTAssertEqual(paragraph.fontFamily, FontFamilyList([.named("Liberation Serif"), .generic(.serif)]))
    }

    func testImportanceOfTheDeclarationNotOfTheVariable() throws {
        let css = ":root { --size: 10px !important } p { font-size: var(--size) !important } #p { font-size: 40px }"
        XCTAssertEqual(try style("#p", css: css, body: "<p id='p'>x</p>").computed.fontSize, 10)
    }

    func testMathFunctionsWithMixedUnits() throws {
        let css = "html { font-size: 20px } p { font-size: 10px; margin-top: calc(1rem + 2px * 3);"
            + " margin-bottom: calc((1em + 4px) / 2); padding-top: min(50px, 2em, 100px); padding-bottom: max(1px, 1rem);"
            + " text-indent: clamp(5%, 10%, 20%); line-height: calc(1.5 * 2) }"
        let paragraph = try style("p", css: css, body: "<p>x</p>").computed
        XCTAssertEqual(paragraph.marginTop, .pixels(26))
        XCTAssertEqual(paragraph.marginBottom, .pixels(7))
        XCTAssertEqual(paragraph.paddingTop, .pixels(20))
        XCTAssertEqual(paragraph.paddingBottom, .pixels(20))
        XCTAssertEqual(paragraph.textIndent, .percent(10), "percentages compare with percentages")
        XCTAssertEqual(paragraph.lineHeight, .number(3))
    }

    func testMathFunctionsThatCannotComputeAreDropped() throws {
        let css = "p { margin-top: 3px; margin-top: calc(1px * 2px); margin-bottom: 4px; margin-bottom: calc(1px + 2) }"
        let paragraph = try style("p", css: css, body: "<p>x</p>").computed
        XCTAssertEqual(paragraph.marginTop, .pixels(3), "two lengths cannot multiply")
        XCTAssertEqual(paragraph.marginBottom, .pixels(4), "a length and a number cannot add")
    }

    /// A sum of a length and a percentage keeps both parts, the percentage resolved against its base at
    /// layout time; a property that takes no percentage refuses it.
    func testMathFunctionsMixingPercentagesAndLengths() throws {
        let css = "p { font-size: 10px; padding-top: calc(10% - 2px); margin-left: calc(50% - 2em + 1px);"
            + " border-top: 3px solid; border-top-width: calc(10% + 2px); line-height: calc(50% + 2px) }"
        let paragraph = try style("p", css: css, body: "<p>x</p>").computed
        XCTAssertEqual(paragraph.paddingTop, .sum(pixels: -2, percent: 10))
        XCTAssertEqual(paragraph.marginLeft, .sum(pixels: -19, percent: 50))
        XCTAssertEqual(paragraph.marginLeft?.resolved(against: 200), 81)
        XCTAssertEqual(paragraph.borderWidths.top, 3, "border widths take no percentage")
        XCTAssertEqual(paragraph.lineHeight, .pixels(7), "a percentage of the font size")
    }

    func testCalcFromCustomPropertiesAsReadiumCSSWritesLineHeight() throws {
        let css = ":root { --comp: 1; --base: calc((1em + (2ex - 1ch) - ((1rem - 16px) * 0.1667)) * var(--comp)) }"
            + " html { line-height: var(--base) }"
        // Without fonts, ex and ch are half an em: 16 + (16 − 8) − 0.
        XCTAssertEqual(try style("p", css: css, body: "<p>x</p>").computed.lineHeight, .pixels(24))
    }

    func testZoomScalesFontsLengthsAndViewportUnitsButNotPercentages() throws {
        let css = ":root { zoom: var(--z) } body { margin: 8px; padding-left: 10%; font-size: 100% }"
            + " p { font-size: 20px; margin-top: 1em; height: 10vh } #half { zoom: 0.5 } span { font-size: medium }"
        let html = " style='--z: 125%'"
        let body = "<p id='p'>x</p><div id='half'><span>y</span></div>"
        let rootStyle = try style("html", css: css, body: body, html: html).computed
        XCTAssertEqual(rootStyle.effectiveZoom, 1.25)
        XCTAssertEqual(rootStyle.fontSize, 20, "the initial 16px zoomed")
        let bodyStyle = try style("body", css: css, body: body, html: html).computed
        XCTAssertEqual(bodyStyle.marginLeft, .pixels(10))
        XCTAssertEqual(bodyStyle.paddingLeft, .percent(10))
        let paragraph = try style("#p", css: css, body: body, html: html).computed
        XCTAssertEqual(paragraph.fontSize, 25)
        XCTAssertEqual(paragraph.marginTop, .pixels(25))
        XCTAssertEqual(paragraph.height, .pixels(100), "10vh of 800, zoomed")
        let span = try style("span", css: css, body: body, html: html).computed
        XCTAssertEqual(span.effectiveZoom, 0.625, "zooms multiply")
        XCTAssertEqual(span.fontSize, 10)
    }

    /// Chromium zooms the border-width keywords and the initial `medium` before snapping them, and keeps
    /// `border-spacing` in whole pixels: at 80%, medium is 2px, thin 1px, thick 4px, and 2px of spacing 1px.
    func testZoomSnapsBorderWidthsAndSpacingAsChromiumDoes() throws {
        let css = ":root { zoom: 0.8 } #m { border-top: medium solid } #i { border-top-style: solid }"
            + " #t { border-top: thin solid } #k { border-top: thick solid } #s { border-spacing: 3px }"
        let body = "<p id='m'>m</p><p id='i'>i</p><p id='t'>t</p><p id='k'>k</p><table id='d'/><table id='s'/>"
        let widths = try ["#m", "#i", "#t", "#k"].map { try style($0, css: css, body: body).computed.borderWidths.top }
        XCTAssertEqual(widths, [2, 2, 1, 4])
        XCTAssertEqual(try style("#d", css: css, body: body).supplement.borderSpacing, 1, "the UA's 2px at 80%")
        XCTAssertEqual(try style("#s", css: css, body: body).supplement.borderSpacing, 2, "3px at 80% is 2.4px")
        XCTAssertEqual(try style("#m", css: "#m { border-top: medium solid }", body: body).computed.borderWidths.top, 3)
    }

    func testRootStyleAttributeSelectorsAndSupports() throws {
        let css = ":root[style*='readium-advanced-on'][style*='--USER__lineHeight'] { line-height: var(--USER__lineHeight) !important }"
            + " :root[style^='--USER__a'] p { margin-top: 1px } :root[style$='on'] p { margin-bottom: 2px }"
            + " @supports not (zoom: 1) { p { font-size: 50px } } @supports (display: block) and selector(a > b) { p { padding-top: 3px } }"
        let html = " style='--USER__advancedSettings: readium-advanced-on; --USER__lineHeight: 1.8; --USER__x: on'"
        let paragraph = try style("p", css: css, body: "<p>x</p>", html: html).computed
        XCTAssertEqual(paragraph.lineHeight, .number(1.8))
        XCTAssertEqual(paragraph.marginTop, .pixels(1))
        XCTAssertEqual(paragraph.marginBottom, .pixels(2))
        XCTAssertEqual(paragraph.fontSize, 16, "zoom is supported")
        XCTAssertEqual(paragraph.paddingTop, .pixels(3))
        XCTAssertEqual(try style("p", css: css, body: "<p>x</p>").computed.lineHeight, .normal)
    }

    func testSubstitutionIsBounded() throws {
        var css = ":root { --v0: 1px 1px"
        for level in 1...30 { css += "; --v\(level): var(--v\(level - 1)) var(--v\(level - 1))" }
        css += " } p { margin-top: 5px; margin-top: var(--v30) }"
        let paragraph = try style("p", css: css, body: "<p>x</p>").computed
        XCTAssertNil(paragraph.customProperties.values["--v30"], "too long to hold")
        XCTAssertEqual(paragraph.marginTop, .pixels(0), "invalid at computed-value time")
    }
}
