import XCTest
@testable import Layout

/// A style is computed once per distinct key, and a key differing in any part is computed apart.
final class SharedStylesTests: XCTestCase {
    private func key(_ shared: SharedStyles, parent: ElementStyle? = nil, rules: [Int] = [1, 4],
                     hints: [CSSDeclaration] = [], styleAttribute: String? = nil,
                     rootFontSize: Double = 16) -> SharedStyles.Key {
        shared.key(parent: parent, rules: rules, hints: hints, styleAttribute: styleAttribute, rootFontSize: rootFontSize)
    }

    private func style(fontSize: Double) -> ElementStyle {
        var style = ElementStyle(computed: ComputedStyle(), supplement: SupplementaryStyle())
        style.computed.fontSize = fontSize
        return style
    }

    func testEqualKeysShareOneComputation() {
        let shared = SharedStyles()
        var computations = 0
        let computed = style(fontSize: 21)
        for _ in 0..<3 {
            let found = shared.style(for: key(shared)) { computations += 1; return computed }
            XCTAssertEqual(found, computed)
        }
        XCTAssertEqual(computations, 1)
    }

    func testEveryPartOfTheKeyCounts() {
        let shared = SharedStyles()
        let parent = style(fontSize: 30)
        let keys = [key(shared), key(shared, parent: parent), key(shared, rules: [1]), key(shared, rules: [4, 1]),
                    key(shared, hints: [CSSDeclaration(name: "width", value: [], isImportant: false)]),
                    key(shared, styleAttribute: "color: red"), key(shared, rootFontSize: 18)]
        var computations = 0
        for (index, key) in keys.enumerated() {
            let computed = style(fontSize: Double(index + 1))
            XCTAssertEqual(shared.style(for: key) { computations += 1; return computed }.computed.fontSize,
                           Double(index + 1))
        }
        XCTAssertEqual(computations, keys.count)
    }

    func testEqualParentsMadeApartShareAndDifferentOnesDoNot() {
        let shared = SharedStyles()
        XCTAssertEqual(key(shared, parent: style(fontSize: 30)), key(shared, parent: style(fontSize: 30)))
        XCTAssertNotEqual(key(shared, parent: style(fontSize: 30)), key(shared, parent: style(fontSize: 31)))
        XCTAssertNotEqual(key(shared, parent: style(fontSize: 30)), key(shared))
    }
}
