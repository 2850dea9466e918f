@testable import Layout
import XCTest

/// Lengths in the document facts are written as `getComputedStyle` writes them: six significant digits at most.
final class DocumentFactsPixelsTests: XCTestCase {
    func testLengthsKeepSixSignificantDigitsWithoutTrailingZeros() {
        XCTAssertEqual(DocumentFactsBuilder.pixels(18), "18px")
        XCTAssertEqual(DocumentFactsBuilder.pixels(19.8), "19.8px")
        XCTAssertEqual(DocumentFactsBuilder.pixels(1.0 / 3.0), "0.333333px")
        XCTAssertEqual(DocumentFactsBuilder.pixels(29.700000000000003), "29.7px")
        XCTAssertEqual(DocumentFactsBuilder.pixels(123456.7), "123457px")
        XCTAssertEqual(DocumentFactsBuilder.pixels(0), "0px")
        XCTAssertEqual(DocumentFactsBuilder.pixels(-2.5), "-2.5px")
    }

    func testVeryLargeAndSmallLengthsUseExponentsAsC() {
        XCTAssertEqual(DocumentFactsBuilder.pixels(12_345_678), "1.23457e+07px")
        XCTAssertEqual(DocumentFactsBuilder.pixels(0.00001), "1e-05px")
        XCTAssertEqual(DocumentFactsBuilder.pixels(Double.greatestFiniteMagnitude), "1.79769e+308px")
    }
}
