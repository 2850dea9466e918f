@testable import Layout
import XCTest

final class CSSTokenizerTests: XCTestCase {
    private func tokens(_ text: String) -> [CSSToken] { CSSTokenizer.tokenize(text) }

    func testIdentifiersFunctionsAtKeywordsAndHashes() {
        XCTAssertEqual(tokens("p.note #id @media rgb("), [
            .ident("p"), .delim("."), .ident("note"), .whitespace, .hash("id", isIdentifier: true), .whitespace,
            .atKeyword("media"), .whitespace, .function("rgb"),
        ])
        XCTAssertEqual(tokens("#123"), [.hash("123", isIdentifier: false)])
        XCTAssertEqual(tokens("--custom -moz-x"), [.ident("--custom"), .whitespace, .ident("-moz-x")])
    }

    func testNumbersWithSignsFractionsAndExponents() {
        let numbers = tokens("12 -3.5 +.5 1e3 2.5E-2 10% 1.5em 3e")
        XCTAssertEqual(numbers, [
            .number(CSSNumber(12, isInteger: true, text: "12")), .whitespace,
            .number(CSSNumber(-3.5, isInteger: false, text: "-3.5")), .whitespace,
            .number(CSSNumber(0.5, isInteger: false, text: "+.5")), .whitespace,
            .number(CSSNumber(1000, isInteger: false, text: "1e3")), .whitespace,
            .number(CSSNumber(0.025, isInteger: false, text: "2.5e-2")), .whitespace,
            .percentage(CSSNumber(10, isInteger: true, text: "10")), .whitespace,
            .dimension(CSSNumber(1.5, isInteger: false, text: "1.5"), unit: "em"), .whitespace,
            .dimension(CSSNumber(3, isInteger: true, text: "3"), unit: "e"),
        ])
    }

    func testStringsEscapesAndBadStrings() {
        XCTAssertEqual(tokens(#""a\"b" 'c\64 e'"#), [.string("a\"b"), .whitespace, .string("cde")])
        XCTAssertEqual(tokens("\"line\nnext"), [.badString, .whitespace, .ident("next")])
        XCTAssertEqual(tokens(#"\31 0px"#), [.ident("10px")], "an escaped digit starts an identifier")
        XCTAssertEqual(tokens(#"a\0 b"#), [.ident("a\u{FFFD}b")], "U+0000 escapes become U+FFFD")
        XCTAssertEqual(tokens("\"open"), [.string("open")], "end of file closes a string")
    }

    func testURLsQuotedUnquotedAndBad() {
        XCTAssertEqual(tokens("url( ../fonts/a.otf )"), [.url("../fonts/a.otf")])
        XCTAssertEqual(tokens("url(\"a b.css\")"), [.function("url"), .string("a b.css"), .closeParen])
        XCTAssertEqual(tokens("url(a b) x"), [.badURL, .whitespace, .ident("x")])
        XCTAssertEqual(tokens("URL(x)"), [.url("x")])
    }

    func testCommentsCDOAndPunctuation() {
        XCTAssertEqual(tokens("a/* c */b<!-- -->{}[]():;,"), [
            .ident("a"), .ident("b"), .cdo, .whitespace, .cdc, .openCurly, .closeCurly, .openSquare, .closeSquare,
            .openParen, .closeParen, .colon, .semicolon, .comma,
        ])
        XCTAssertEqual(tokens("/* never closed"), [])
    }

    func testPreprocessingAndNonASCII() {
        XCTAssertEqual(tokens("a\r\nb\u{0C}c"), [.ident("a"), .whitespace, .ident("b"), .whitespace, .ident("c")])
        XCTAssertEqual(tokens("café 日本"), [.ident("café"), .whitespace, .ident("日本")])
        XCTAssertEqual(tokens("\\\n"), [.delim("\\"), .whitespace], "a backslash before a newline is no escape")
        XCTAssertEqual(tokens("\\"), [.ident("\u{FFFD}")], "at the end of the input it escapes U+FFFD")
    }

    func testSerializationRoundTripsSelectors() {
        let values = CSSComponentParser.parse("li:nth-child(2n+1) > a[href^='x'] .\\31 st")
        XCTAssertEqual(CSSSerializer.text(of: values), "li:nth-child(2n+1) > a[href^=\"x\"] .\\31 st")
    }
}
