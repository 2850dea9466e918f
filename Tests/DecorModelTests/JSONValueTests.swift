import DecorModel
import XCTest

final class JSONValueTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue { try JSONParser().parse(Array(text.utf8)) }

    func testObjectsCompareWithoutKeyOrder() throws {
        XCTAssertEqual(try parse(#"{"a":1,"b":[1,2]}"#), try parse(#"{"b":[1,2],"a":1}"#))
        XCTAssertNotEqual(try parse(#"{"a":1,"b":[1,2]}"#), try parse(#"{"a":1,"b":[2,1]}"#))
        XCTAssertNotEqual(try parse(#"{"a":1}"#), try parse(#"{"a":1,"b":2}"#))
    }

    func testLargeObjectsCompareByKey() throws {
        let keys = (0..<20).map { "\"k\($0)\":\($0)" }
        XCTAssertEqual(try parse("{\(keys.joined(separator: ","))}"), try parse("{\(keys.reversed().joined(separator: ","))}"))
        var changed = keys
        changed[7] = "\"k7\":8"
        XCTAssertNotEqual(try parse("{\(keys.joined(separator: ","))}"), try parse("{\(changed.joined(separator: ","))}"))
    }

    func testNumbersCompareByValue() throws {
        let equal = [("1", "1.0"), ("1", "10e-1"), ("100", "1E2"), ("0", "-0"), ("0.5", "5e-1"), ("120", "1.20e+2")]
        for (left, right) in equal {
            XCTAssertEqual(try parse(left), try parse(right), "\(left) vs \(right)")
        }
        let different = [("1", "2"), ("1", "-1"), ("0.1", "0.01"), ("12345678901234567890", "12345678901234567891")]
        for (left, right) in different {
            XCTAssertNotEqual(try parse(left), try parse(right), "\(left) vs \(right)")
        }
    }

    func testTypesNeverCompareEqualAcrossKinds() throws {
        XCTAssertNotEqual(try parse("1"), try parse("\"1\""))
        XCTAssertNotEqual(try parse("null"), try parse("false"))
    }

    func testSubscriptAndAccessors() throws {
        let value = try parse(#"{"href":"a.xhtml","flag":true}"#)
        XCTAssertEqual(value["href"]?.stringValue, "a.xhtml")
        XCTAssertEqual(value["flag"]?.boolValue, true)
        XCTAssertNil(value["missing"])
        XCTAssertNil(JSONValue.array([])["href"])
    }
}
