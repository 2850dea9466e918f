@testable import DecorModel
import XCTest

final class CSSColorTests: XCTestCase {
    private func rgba(_ text: String) -> String? { CSSColor(css: text)?.cssValue }

    func testHexForms() {
        XCTAssertEqual(rgba("#FFD700"), "rgba(255, 215, 0, 1)")
        XCTAssertEqual(rgba("#f00"), "rgba(255, 0, 0, 1)")
        XCTAssertEqual(rgba("#f008"), "rgba(255, 0, 0, 0.533)")
        XCTAssertEqual(rgba("#00ff0080"), "rgba(0, 255, 0, 0.502)")
        XCTAssertEqual(rgba("  #abc  "), "rgba(170, 187, 204, 1)")
    }

    func testRGBFunctions() {
        XCTAssertEqual(rgba("rgb(255, 0, 10)"), "rgba(255, 0, 10, 1)")
        XCTAssertEqual(rgba("RGBA(255,0,10,0.5)"), "rgba(255, 0, 10, 0.5)")
        XCTAssertEqual(rgba("rgb(100%, 50%, 0%)"), "rgba(255, 128, 0, 1)")
        XCTAssertEqual(rgba("rgb(255 128 0 / 25%)"), "rgba(255, 128, 0, 0.25)")
        XCTAssertEqual(rgba("rgb(300, -5, 1e2)"), "rgba(255, 0, 100, 1)")
        XCTAssertEqual(rgba("rgba(1, 2, 3, 7)"), "rgba(1, 2, 3, 1)")
    }

    func testHSLFunctions() {
        XCTAssertEqual(rgba("hsl(0, 100%, 50%)"), "rgba(255, 0, 0, 1)")
        XCTAssertEqual(rgba("hsl(120deg 100% 25%)"), "rgba(0, 128, 0, 1)")
        XCTAssertEqual(rgba("hsla(240, 100%, 50%, 0.3)"), "rgba(0, 0, 255, 0.3)")
        XCTAssertEqual(rgba("hsl(0.5turn 100% 50% / 50%)"), "rgba(0, 255, 255, 0.5)")
        XCTAssertEqual(rgba("hsl(-120, 100%, 50%)"), "rgba(0, 0, 255, 1)")
    }

    func testNamedColours() {
        XCTAssertEqual(CSSNamedColors.count, 148)
        XCTAssertEqual(rgba("gold"), "rgba(255, 215, 0, 1)")
        XCTAssertEqual(rgba("RebeccaPurple"), "rgba(102, 51, 153, 1)")
        XCTAssertEqual(rgba("transparent"), "rgba(0, 0, 0, 0)")
    }

    func testAlphaOverride() {
        XCTAssertEqual(CSSColor(css: "#FFD700")?.cssValue(alpha: 0.3), "rgba(255, 215, 0, 0.3)")
        XCTAssertEqual(CSSColor.yellow.cssValue(alpha: 2), "rgba(255, 255, 0, 1)")
    }

    func testRefusesEverythingElse() {
        let hostile = [
            "red;}</style><script>alert(1)</script>", "url(javascript:alert(1))", "red; background: url(x)",
            "expression(alert(1))", "var(--x)", "#ff", "#fffff", "#ggg", "rgb(1, 2)", "rgb(1, 2, 3, 4, 5)",
            "rgb(1 2, 3)", "rgb(1, 2, 3) red", "rgb(inf, 0, 0)", "rgb(nan, 0, 0)", "rgb(0x10, 0, 0)", "hsl(0, 100%, 50%",
            "notacolor", "", "red /* */", "rgb(1 2 3 / 0.5 / 1)", "rgb(1 2 3 /)", "hsl(1foo 10% 10%)",
            "currentcolor", String(repeating: "a", count: 200), "rgb(1,,2,3)", "red\u{0}",
        ]
        for text in hostile {
            XCTAssertNil(CSSColor(css: text), "accepted \(text.debugDescription)")
        }
    }
}
