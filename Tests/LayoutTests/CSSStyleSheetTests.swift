@testable import Layout
import XCTest

final class CSSStyleSheetTests: XCTestCase {
    private let screen = MediaEnvironment(viewportWidth: 600, viewportHeight: 800)

    func testStyleRulesKeepSelectorsAndDeclarations() throws {
        let sheet = try CSSStyleSheet.parse("h1, p.x > em { color: red; margin: 0 !important; bad; : x; font-size:2em }",
                                            name: "a.css")
        let rules = sheet.effectiveStyleRules(in: screen)
        XCTAssertEqual(rules.count, 1)
        XCTAssertEqual(rules[0].selectorText, "h1, p.x > em")
        XCTAssertEqual(rules[0].declarations.map(\.name), ["color", "margin", "font-size"])
        XCTAssertEqual(rules[0].declarations.map(\.isImportant), [false, true, false])
    }

    func testMediaRulesAreEvaluated() throws {
        let sheet = try CSSStyleSheet.parse("""
            @media screen and (min-width: 500px) { .wide { x: 1 } }
            @media (max-width: 30em) { .narrow { x: 1 } }
            @media print { .print { x: 1 } }
            @media not print { .notprint { x: 1 } }
            @media amzn-kf8 { .kindle { x: 1 } }
            @media screen, print { .either { x: 1 } }
            @media (orientation: portrait) and (width >= 600px) { .portrait { x: 1 } }
            @media (unknown-feature: 1) { .unknown { x: 1 } }
            """, name: "m.css")
        XCTAssertEqual(sheet.effectiveStyleRules(in: screen).map(\.selectorText),
                       [".wide", ".notprint", ".either", ".portrait"])
        let phone = MediaEnvironment(viewportWidth: 400, viewportHeight: 300)
        XCTAssertEqual(sheet.effectiveStyleRules(in: phone).map(\.selectorText), [".narrow", ".notprint", ".either"])
    }

    /// `-webkit-` prefixes and `device-` features are read as their plain names (the screen is the viewport).
    func testPrefixedAndDeviceFeaturesAreReadAsThePlainOnes() {
        let matching = ["(-webkit-min-device-pixel-ratio: 1)", "(min-device-width: 500px)", "(-webkit-max-width: 700px)",
                        "(max-device-height: 800px)", "(device-width: 600px)", "(-webkit-min-device-width: 600px)",
                        "(device-device-width: 600px)"]
        let failing = ["(-webkit-min-device-pixel-ratio: 2)", "(min-device-width: 601px)", "(-webkit-max-width: 500px)",
                       "(max-device-height: 799px)", "(min-webkit-width: 1px)", "(device-height: 600px)"]
        for text in matching { XCTAssertTrue(MediaQueryList(text: text).matches(screen), text) }
        for text in failing { XCTAssertFalse(MediaQueryList(text: text).matches(screen), text) }
    }

    func testUnknownAtRulesAreSkippedWithTheirNestedBlocks() throws {
        let sheet = try CSSStyleSheet.parse("""
            @page { margin: 1em; @top-left { content: "x" } }
            @document-unknown (x) { a { b: c } } p { color: blue }
            @keyframes k { from { top: 0 } to { top: 1px } }
            em { font-style: italic }
            """, name: "u.css")
        XCTAssertEqual(sheet.effectiveStyleRules(in: screen).map(\.selectorText), ["p", "em"])
    }

    func testSupportsRules() throws {
        let sheet = try CSSStyleSheet.parse("""
            @supports (display: flex) { .flex { x: 1 } }
            @supports (display: nonsense) { .nonsense { x: 1 } }
            @supports not (display: flex) { .noflex { x: 1 } }
            @supports (writing-mode: vertical-rl) and ((-webkit-hyphens: auto) or (-moz-hyphens: auto)) { .both { x: 1 } }
            @supports (-moz-appearance: none) { .gecko { x: 1 } }
            @supports (text-emphasis-style: dot) { .unknown-to-the-engine { x: 1 } }
            @supports selector(:has(a)) { .has { x: 1 } }
            @supports (display: flex) and (display: grid) or (x: y) { .mixed { x: 1 } }
            @supports (display: flex) { @media print { .nested-print { x: 1 } } }
            """, name: "s.css")
        XCTAssertEqual(sheet.effectiveStyleRules(in: screen).map(\.selectorText),
                       [".flex", ".both", ".unknown-to-the-engine", ".has"])
    }

    func testFontFaceRules() throws {
        let sheet = try CSSStyleSheet.parse("""
            @font-face { font-family: 'Old Standard'; font-weight: bold; font-style: italic;
                         src: local(Foo Bar), url(fonts/a.woff) format("woff"), url("fonts/b.otf") format(opentype); }
            @font-face { font-family: Variable Sans; font-weight: 100 900; src: url(v.ttf); }
            @font-face { src: url(nofamily.ttf) }
            """, name: "f.css")
        let faces = sheet.effectiveFontFaces(in: screen)
        XCTAssertEqual(faces.count, 2)
        XCTAssertEqual(faces[0].family, "Old Standard")
        XCTAssertEqual(faces[0].weight, 700...700)
        XCTAssertEqual(faces[0].style, .italic)
        XCTAssertEqual(faces[0].sources.map(\.location), [.local("Foo Bar"), .url("fonts/a.woff"), .url("fonts/b.otf")])
        XCTAssertEqual(faces[0].sources.map(\.format), [nil, "woff", "opentype"])
        XCTAssertEqual(faces[1].family, "Variable Sans")
        XCTAssertEqual(faces[1].weight, 100...900)
    }

    func testImportsAndNamespacesOnlyAtTheStart() throws {
        let sheet = try CSSStyleSheet.parse("""
            @charset "UTF-8"; @import url(a.css) screen; @import "b.css";
            @namespace "http://www.w3.org/1999/xhtml"; @namespace epub url(http://www.idpf.org/2007/ops);
            p { x: 1 } @import "late.css"; @namespace late "x";
            """, name: "i.css")
        let imports = sheet.rules.compactMap { rule -> CSSImportRule? in
            if case .importRule(let importRule) = rule { return importRule }
            return nil
        }
        XCTAssertEqual(imports.map(\.href), ["a.css", "b.css"])
        XCTAssertEqual(sheet.namespaces, ["": "http://www.w3.org/1999/xhtml", "epub": "http://www.idpf.org/2007/ops"])
    }

    func testStyleAttributeDeclarations() {
        let declarations = CSSDeclaration.list(from: "color:red;;  FONT-SIZE : 12px ! important; --Var: x; margin")
        XCTAssertEqual(declarations.map(\.name), ["color", "font-size", "--Var"])
        XCTAssertTrue(declarations[1].isImportant)
        XCTAssertEqual(declarations[1].value, [.token(.dimension(CSSNumber(12, isInteger: true, text: "12"), unit: "px"))])
    }

    func testHostileInputIsBounded() throws {
        let deep = String(repeating: "a { b: (", count: 10_000)
        XCTAssertNoThrow(try CSSStyleSheet.parse(deep, name: "deep.css"))
        let huge = String(repeating: " ", count: CSSStyleSheet.maximumBytes + 1)
        XCTAssertThrowsError(try CSSStyleSheet.parse(huge, name: "huge.css")) { error in
            XCTAssertEqual(error as? CSSError,
                           .tooLarge(styleSheet: "huge.css", bytes: CSSStyleSheet.maximumBytes + 1, limit: CSSStyleSheet.maximumBytes))
        }
    }
}
