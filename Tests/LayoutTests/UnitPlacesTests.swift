import XCTest
@testable import Layout

/// The index of where each non-white-space UTF-16 unit occurs, against a plain scan of the text.
final class UnitPlacesTests: XCTestCase {
    func testPlacesAreEveryOccurrenceInIncreasingOrder() {
        let units = Array("a cat\tsat\non a mat 🐳 ﬁ\u{FFFF}\u{0}".utf16)
        let places = UnitPlaces(units)
        for unit in Set(units) where !UnitPlaces.isWhiteSpace(unit) {
            let expected = units.indices.filter { units[$0] == unit }
            XCTAssertEqual(places.places(of: unit).map(Int.init), expected, "unit \(unit)")
            XCTAssertEqual(places.count(of: unit), expected.count, "unit \(unit)")
        }
    }

    func testWhiteSpaceAndAbsentUnitsHaveNoPlaces() {
        let places = UnitPlaces(Array("a b\tc\nd\re\u{C}f".utf16))
        for unit: UInt16 in [0x20, 0x09, 0x0A, 0x0D, 0x0C, 0x7A, 0xFFFF, 0] {
            XCTAssertEqual(places.count(of: unit), 0, "unit \(unit)")
            XCTAssertTrue(places.places(of: unit).isEmpty, "unit \(unit)")
        }
        XCTAssertEqual(Array(places.places(of: 0x66)), [10])
    }

    func testEmptyTextHasNoPlaces() {
        let places = UnitPlaces([])
        XCTAssertEqual(places.count(of: 0x61), 0)
        XCTAssertTrue(places.places(of: 0xFFFF).isEmpty)
    }

    func testALongTextOfManyUnitsAgainstAScan() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt16] = [0x20, 0x0A, 0x61, 0x62, 0x7A, 0xE9, 0x3042, 0xD83D, 0xDC33, 0xFFFE, 0xFFFF, 0]
        let units = (0..<20_000).map { _ in alphabet.randomElement(using: &generator)! }
        let places = UnitPlaces(units)
        for unit in alphabet where !UnitPlaces.isWhiteSpace(unit) {
            XCTAssertEqual(places.places(of: unit).map(Int.init), units.indices.filter { units[$0] == unit }, "unit \(unit)")
        }
    }
}
