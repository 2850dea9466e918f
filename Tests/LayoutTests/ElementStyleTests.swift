import XCTest
@testable import Layout

/// Element styles share their properties between copies but keep value semantics: changing a copy
/// leaves the others as they were, and equality and hashing look at the properties, not the sharing.
final class ElementStyleTests: XCTestCase {
    func testChangingACopyLeavesTheOriginal() {
        var original = ElementStyle(computed: ComputedStyle(), supplement: SupplementaryStyle())
        original.computed.fontSize = 12
        var copy = original
        copy.computed.fontSize = 30
        copy.supplement.orphans = 5
        XCTAssertEqual(original.computed.fontSize, 12)
        XCTAssertEqual(original.supplement.orphans, 2)
        XCTAssertEqual(copy.computed.fontSize, 30)
        XCTAssertNotEqual(original, copy)
        XCTAssertNotEqual(original.identity, copy.identity)
    }

    func testEqualStylesMadeApartAreEqualAndHashAlike() {
        let a = ElementStyle(computed: ComputedStyle(), supplement: SupplementaryStyle())
        let b = ElementStyle(computed: ComputedStyle(), supplement: SupplementaryStyle())
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        XCTAssertEqual(Set([a, b]).count, 1)
    }

    func testAnUnsharedStyleIsChangedInPlace() {
        var style = ElementStyle(computed: ComputedStyle(), supplement: SupplementaryStyle())
        let identity = style.identity
        style.computed.fontSize = 40
        XCTAssertEqual(style.identity, identity, "no other style holds the properties, so they need no copy")
    }
}
