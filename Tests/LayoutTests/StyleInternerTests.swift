import XCTest
@testable import Layout

/// Equal styles get one number, whether copies of one style or made apart; different styles, a style
/// changed after it was numbered included, get their own.
final class StyleInternerTests: XCTestCase {
    private func style(fontSize: Double, italic: Bool = false) -> ElementStyle {
        var style = ElementStyle(computed: ComputedStyle(), supplement: SupplementaryStyle())
        style.computed.fontSize = fontSize
        if italic { style.computed.fontStyle = .italic }
        return style
    }

    func testCopiesAndEqualStylesShareANumber() {
        let interner = StyleInterner()
        let original = style(fontSize: 20)
        let copy = original
        let madeApart = style(fontSize: 20)
        XCTAssertEqual(original.identity, copy.identity)
        XCTAssertNotEqual(original.identity, madeApart.identity)
        let number = interner.number(of: original)
        XCTAssertEqual(interner.number(of: copy), number)
        XCTAssertEqual(interner.number(of: madeApart), number)
    }

    func testDifferentStylesGetDifferentNumbers() {
        let interner = StyleInterner()
        let styles = [style(fontSize: 20), style(fontSize: 21), style(fontSize: 20, italic: true)]
        let numbers = styles.map(interner.number)
        XCTAssertEqual(Set(numbers).count, 3)
        XCTAssertEqual(styles.map(interner.number), numbers, "asking again gives the same numbers")
    }

    func testAStyleChangedAfterItWasNumberedIsNumberedAgain() {
        let interner = StyleInterner()
        var changing = style(fontSize: 20)
        let before = interner.number(of: changing)
        changing.computed.fontSize = 40
        XCTAssertNotEqual(interner.number(of: changing), before)
        XCTAssertEqual(interner.number(of: style(fontSize: 20)), before)
    }

    func testStylesDifferingOnlyInUnhashedPropertiesAreTold() {
        let interner = StyleInterner()
        var wide = style(fontSize: 20)
        wide.computed.letterSpacing = 2
        XCTAssertNotEqual(interner.number(of: wide), interner.number(of: style(fontSize: 20)))
    }
}
