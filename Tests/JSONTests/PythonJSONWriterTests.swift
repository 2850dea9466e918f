import JSON
import XCTest

/// The Python dialect: written as Python's json.dumps(indent=1, ensure_ascii=False) writes it, which is
/// how client_rects.py prints the reports `decor layout` is diffed against.
final class PythonJSONWriterTests: XCTestCase {
    func testIndentedTextMatchesPython() {
        let value: JSONValue = ["b": [1, 2.5, -0.0], "a": ["nested": [:], "list": []], "t": "é “q” \"\\\n\t\u{01}/", "n": nil, "f": false]
        // python3 -c 'import json; print(json.dumps({"b":[1,2.5,0],"a":{"nested":{},"list":[]},
        //   "t":"é “q” \"\\\n\t\x01/","n":None,"f":False}, ensure_ascii=False, indent=1))'
        XCTAssertEqual(JSONWriter.pythonIndented.string(value), #"""
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
        XCTAssertEqual(JSONWriter().string(value),
                       #"{"b":[1,2.5,0],"a":{"nested":{},"list":[]},"t":"é “q” \"\\\n\t\u0001/","n":null,"f":false}"#)
    }

    func testNumbersPrintAsPythonPrintsWhatABrowserSent() {
        XCTAssertEqual([8, 152.078125, 0.1, 1e-05, 1e16, 23.94, -3, 1e20].map(JSONWriter.format),
                       ["8", "152.078125", "0.1", "1e-05", "1e+16", "23.94", "-3", "1e+20"])
        XCTAssertEqual(JSONWriter.format(.nan), "null")
        XCTAssertEqual(JSONWriter.format(-.infinity), "null")
    }

    func testParsedNumbersPrintAsPythonReadsThem() throws {
        // python3 -c 'import json; print(json.dumps(json.loads("[12345678901234567890,-0,1.50,1E2,2.5e-7]")))'
        // prints [12345678901234567890, 0, 1.5, 100.0, 2.5e-07]: integral floats are the one difference, on
        // purpose (a browser's JSON writes integers as such, which Python reads as ints).
        let value = try JSONValue.parse(Data("[12345678901234567890,-0,1.50,1E2,2.5e-7]".utf8))
        XCTAssertEqual(JSONWriter(indent: nil, dialect: .python).string(value), "[12345678901234567890,0,1.5,100,2.5e-07]")
        XCTAssertEqual(JSONWriter().string(value), "[12345678901234567890,-0,1.50,1E2,2.5e-7]")
    }

    func testShortEscapesOnlyInThePythonDialect() {
        let value = JSONValue.string("\u{08}\u{0C}\u{1F}")
        XCTAssertEqual(JSONWriter.pythonIndented.string(value), #""\b\f\u001f""#)
        XCTAssertEqual(JSONWriter().string(value), #""\u0008\u000c\u001f""#)
    }
}
