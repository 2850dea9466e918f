import Foundation
import XCTest
@testable import Layout

/// Ordered JSON: written as Python's json.dumps(indent=1, ensure_ascii=False) writes it.
final class LayoutModelJSONTests: XCTestCase {
    func testIndentedTextMatchesPython() {
        let value: JSONValue = ["b": [1, 2.5, -0.0], "a": ["nested": [:], "list": []], "t": "é “q” \"\\\n\t\u{01}/", "n": nil, "f": false]
        // python3 -c 'import json; print(json.dumps({"b":[1,2.5,0],"a":{"nested":{},"list":[]},
        //   "t":"é “q” \"\\\n\t\x01/","n":None,"f":False}, ensure_ascii=False, indent=1))'
        XCTAssertEqual(JSONTextWriter.pythonIndented.write(value), #"""
            {
             "b": [
              1,
              2.5,
              0
             ],
             "a": {
              "nested": {},
              "list": []
             },
             "t": "é “q” \"\\\n\t\u0001/",
             "n": null,
             "f": false
            }
            """#)
        XCTAssertEqual(JSONTextWriter.compact.write(value),
                       #"{"b":[1,2.5,0],"a":{"nested":{},"list":[]},"t":"é “q” \"\\\n\t\u0001/","n":null,"f":false}"#)
    }

    func testNumbersPrintAsPythonPrintsWhatABrowserSent() {
        XCTAssertEqual([8, 152.078125, 0.1, 1e-05, 1e16, 23.94, -3, 1e20].map(JSONTextWriter.format),
                       ["8", "152.078125", "0.1", "1e-05", "1e+16", "23.94", "-3", "1e+20"])
        XCTAssertEqual(JSONTextWriter.format(.nan), "null")
    }

    func testEncodingKeepsDeclarationOrderAndWritesNilAsNull() throws {
        struct Sample: Encodable {
            var zulu = 1
            var alpha: String? = nil
            var mike: [Int8] = [3]
            var nested = Inner()
        }
        struct Inner: Encodable {
            var yes = true
            var count: UInt16? = nil
        }
        XCTAssertEqual(JSONTextWriter.compact.write(try JSONValueEncoder().encode(Sample())),
                       #"{"zulu":1,"alpha":null,"mike":[3],"nested":{"yes":true,"count":null}}"#)
    }

    func testParsingAndDecodingThroughValues() throws {
        let value = try JSONValue.parse(Data(#"{"id": 3, "result": {"value": [true, null, "x", 1.5]}}"#.utf8))
        XCTAssertEqual(value["id"]?.integerValue, 3)
        XCTAssertEqual(value["result"]?["value"], [true, nil, "x", 1.5])
        XCTAssertNil(value["missing"])
        XCTAssertNil(JSONValue.number(1.5).integerValue)
        XCTAssertEqual(try JSONValue.array([1, 2]).decode([Int].self), [1, 2])
        XCTAssertThrowsError(try JSONValue.parse(Data("{oops".utf8)))
    }
}
