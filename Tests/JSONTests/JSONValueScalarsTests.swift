import Foundation
@testable import JSON
import XCTest

/// Which values the encoders write directly: every scalar type as itself, anything else (an optional
/// scalar included) left to encode itself.
final class JSONValueScalarsTests: XCTestCase {
    func testEachScalarTypeIsReadAsItself() {
        XCTAssertEqual(JSONValue(scalar: 2.5), JSONValue(2.5))
        XCTAssertEqual(JSONValue(scalar: Float(0.25)), JSONValue(0.25))
        XCTAssertEqual(JSONValue(scalar: "text"), .string("text"))
        XCTAssertEqual(JSONValue(scalar: true), .bool(true))
        XCTAssertEqual(JSONValue(scalar: JSONValue.null), .null)
        XCTAssertEqual(JSONValue(scalar: Date(timeIntervalSince1970: 0)), JSONValue(Date(timeIntervalSince1970: 0)))
        XCTAssertEqual(JSONValue(scalar: -7), JSONValue(-7))
        XCTAssertEqual(JSONValue(scalar: Int8(-8)), JSONValue(-8))
        XCTAssertEqual(JSONValue(scalar: UInt8(8)), JSONValue(8))
        XCTAssertEqual(JSONValue(scalar: Int16(-16)), JSONValue(-16))
        XCTAssertEqual(JSONValue(scalar: UInt16(16)), JSONValue(16))
        XCTAssertEqual(JSONValue(scalar: Int32(-32)), JSONValue(-32))
        XCTAssertEqual(JSONValue(scalar: UInt32(32)), JSONValue(32))
        XCTAssertEqual(JSONValue(scalar: Int64.min), JSONValue(Int64.min))
        XCTAssertEqual(JSONValue(scalar: UInt64.max), JSONValue(UInt64.max))
        XCTAssertEqual(JSONValue(scalar: UInt(64)), JSONValue(64))
    }

    func testOtherValuesEncodeThemselves() {
        struct Point: Encodable { var x = 1.0 }
        XCTAssertNil(JSONValue(scalar: Point()))
        XCTAssertNil(JSONValue(scalar: [1.0]))
        XCTAssertNil(JSONValue(scalar: Double?.some(1)))
        XCTAssertNil(JSONValue(scalar: ["key": "value"]))
    }

    func testOptionalScalarsStillWriteTheirValueOrNull() throws {
        struct Sample: Encodable {
            var present: Double? = 1.5
            var absent: String? = nil
            var items: [Int?] = [1, nil]
        }
        XCTAssertEqual(JSONWriter().string(try JSONValueEncoder().encode(Sample())),
                       #"{"present":1.5,"absent":null,"items":[1,null]}"#)
        XCTAssertEqual(String(decoding: try JSONStreamEncoder(writer: JSONWriter()).encode(Sample()), as: UTF8.self),
                       #"{"present":1.5,"absent":null,"items":[1,null]}"#)
    }
}
