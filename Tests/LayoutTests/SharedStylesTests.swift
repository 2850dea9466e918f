import XCTest
@testable import Layout

/// A style is computed once per distinct key, and a key differing in any part is computed apart.
final class SharedStylesTests: XCTestCase {
    private func key(parent: ElementStyle? = nil, rules: [Int] = [1, 4], hints: [CSSDeclaration] = [],
                     styleAttribute: String? = nil, rootFontSize: Double = 16) -> SharedStyles.Key {
        SharedStyles.Key(parent: parent, rules: rules, hints: hints, styleAttribute: styleAttribute,
                         rootFontSize: rootFontSize)
    }

    func testEqualKeysShareOneComputation() {
        let shared = SharedStyles()
        var computations = 0
        var style = ElementStyle(computed: ComputedStyle(), supplement: SupplementaryStyle())
        style.computed.fontSize = 21
        for _ in 0..<3 {
            let found = shared.style(for: key()) { computations += 1; return style }
            XCTAssertEqual(found, style)
        }
        XCTAssertEqual(computations, 1)
    }

    func testEveryPartOfTheKeyCounts() {
        let shared = SharedStyles()
        var parent = ElementStyle(computed: ComputedStyle(), supplement: SupplementaryStyle())
        parent.computed.fontSize = 30
        let keys = [key(), key(parent: parent), key(rules: [1]), key(rules: [4, 1]),
                    key(hints: [CSSDeclaration(name: "width", value: [], isImportant: false)]),
                    key(styleAttribute: "color: red"), key(rootFontSize: 18)]
        var computations = 0
        for (index, key) in keys.enumerated() {
            var style = ElementStyle(computed: ComputedStyle(), supplement: SupplementaryStyle())
            style.computed.fontSize = Double(index + 1)
            XCTAssertEqual(shared.style(for: key) { computations += 1; return style }.computed.fontSize, Double(index + 1))
        }
        XCTAssertEqual(computations, keys.count)
    }
}
