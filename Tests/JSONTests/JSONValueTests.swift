import Foundation
import JSON
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
        XCTAssertEqual(value.members?["flag"], .bool(true))
        XCTAssertNil(value.members?["missing"])
    }

    func testParsingAndDecodingThroughValues() throws {
        let value = try JSONValue.parse(Data(#"{"id": 3, "result": {"value": [true, null, "x", 1.5]}}"#.utf8))
        XCTAssertEqual(value["id"]?.integerValue, 3)
        XCTAssertEqual(value["result"]?["value"], [true, nil, "x", 1.5])
        XCTAssertNil(value["missing"])
        XCTAssertNil(JSONValue(1.5).integerValue)
        XCTAssertEqual(JSONValue(1.5).numberValue, 1.5)
        XCTAssertEqual(value["result"]?["value"]?.arrayValue?.count, 4)
        XCTAssertNil(value.arrayValue)
        XCTAssertEqual(try JSONValue.array([1, 2]).decode([Int].self), [1, 2])
        XCTAssertThrowsError(try JSONValue.parse(Data("{oops".utf8)))
    }

    func testLiteralsKeepTheirOrder() {
        let value: JSONValue = ["z": 1, "a": [nil, false, "s", 2.5]]
        XCTAssertEqual(value.members?.map(\.key), ["z", "a"])
        XCTAssertEqual(JSONWriter().string(value), #"{"z":1,"a":[null,false,"s",2.5]}"#)
        XCTAssertEqual(JSONValue(Double.nan), .null)
    }

    func testCodableRoundTripKeepsIntegersExact() throws {
        let value = try JSONValue.parse(Data(#"{"b":9007199254740993,"a":[0.25,"x",null,true]}"#.utf8))
        let encoded = try JSONEncoder().encode(value)
        let decoded = try JSONDecoder().decode(JSONValue.self, from: encoded)
        XCTAssertEqual(decoded, value)
        XCTAssertEqual(decoded["b"]?.integerValue, 9_007_199_254_740_993)
        // A Decoder does not tell key order: decoded objects come out sorted.
        XCTAssertEqual(decoded.members?.map(\.key), ["a", "b"])
    }
}
