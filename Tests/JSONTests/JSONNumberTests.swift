import JSON
import XCTest

final class JSONNumberTests: XCTestCase {
    private struct NotANumber: Error {}

    private func number(_ text: String) throws -> JSONNumber {
        guard case .number(let number) = try JSONValue.parse(Data(text.utf8)) else { throw NotANumber() }
        return number
    }

    func testIntegerValueIsExactWhateverTheSpelling() throws {
        let integers: [(String, Int)] = [("3", 3), ("3.0", 3), ("0.3e1", 3), ("1E2", 100), ("-0", 0), ("0.0", 0),
                                         ("9007199254740993", 9_007_199_254_740_993), ("-9223372036854775808", Int.min),
                                         ("9223372036854775807", Int.max)]
        for (text, expected) in integers {
            XCTAssertEqual(try number(text).integerValue, expected, text)
        }
        for text in ["1.5", "1e-1", "9223372036854775808", "1e19", "1e999999", "-1e999999"] {
            XCTAssertNil(try number(text).integerValue, text)
        }
    }

    func testDoublesAreSpelledAsDecorWritesThem() {
        XCTAssertEqual(JSONNumber(8.0)?.text, "8")
        XCTAssertEqual(JSONNumber(-0.0)?.text, "0")
        XCTAssertEqual(JSONNumber(0.30000000000000004)?.text, "0.30000000000000004")
        XCTAssertEqual(JSONNumber(1e16)?.text, "1e+16")
        XCTAssertNil(JSONNumber(.nan))
        XCTAssertNil(JSONNumber(.infinity))
        XCTAssertEqual(JSONNumber(1e16), JSONNumber(10_000_000_000_000_000))
    }

    func testIntegersOfAnyWidthAreExact() {
        XCTAssertEqual(JSONNumber(UInt64.max).text, "18446744073709551615")
        XCTAssertEqual(JSONNumber(Int8(-5)).text, "-5")
        XCTAssertNil(JSONNumber(UInt64.max).integerValue)
    }
}
