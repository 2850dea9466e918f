import JSON
import XCTest

final class JSONParserTests: XCTestCase {
    private func parse(_ text: String, parser: JSONParser = JSONParser()) throws -> JSONValue {
        try parser.parse(Array(text.utf8))
    }

    func testRoundTripKeepsKeyOrderAndNumberSpelling() throws {
        let text = #"{"z":1,"a":[0.30000000000000004,12345678901234567890,1E+2,-0.0],"m":{"t":true,"f":false,"n":null},"s":"é\"\\/"}"#
        let written = JSONWriter().string(try parse(text))
        XCTAssertEqual(written, #"{"z":1,"a":[0.30000000000000004,12345678901234567890,1E+2,-0.0],"m":{"t":true,"f":false,"n":null},"s":"é\"\\/"}"#)
    }

    func testPrettyOutputIsIndentedAndStable() throws {
        let value = try parse(#"{"a":[1,{}],"b":[]}"#)
        XCTAssertEqual(JSONWriter(pretty: true).string(value), "{\n  \"a\": [\n    1,\n    {}\n  ],\n  \"b\": []\n}")
    }

    func testEscapesAndSurrogatePairsDecode() throws {
        XCTAssertEqual(try parse(#""a\u00e9\ud83d\ude00\n\t""#), .string("aé😀\n\t"))
    }

    func testHTMLSafeWritingEscapesMarkup() throws {
        let value = JSONValue.string("</script><b>&\u{2028}")
        XCTAssertEqual(JSONWriter(htmlSafe: true).string(value), #""\u003c/script\u003e\u003cb\u003e\u0026\u2028""#)
        XCTAssertEqual(JSONWriter().string(.string("\u{01}")), #""\u0001""#)
    }

    func testRefusesMalformedText() {
        let bad = ["", "{", "[1,]", "{\"a\":1,}", "01", "1.", "-", "+1", "tru", "\"abc", "\"a\u{01}\"", "{'a':1}",
                   "[1] 2", "\"\\x\"", "\"\\ud800\"", "\"\\udc00\"", "NaN", "1e", "1e1234567", "{\"a\" 1}"]
        for text in bad {
            XCTAssertThrowsError(try parse(text), "accepted \(text.debugDescription)")
        }
    }

    func testRefusesDuplicateKeys() {
        XCTAssertThrowsError(try parse(#"{"a":1,"a":2}"#)) { error in
            XCTAssertTrue((error as? JSONParser.SyntaxError)?.reason.contains("duplicate key") == true)
        }
    }

    func testRefusesInvalidUTF8() {
        XCTAssertThrowsError(try JSONParser().parse([0x22, 0xC3, 0x28, 0x22]))
    }

    func testDepthAndStringLimits() throws {
        let deep = String(repeating: "[", count: 10) + String(repeating: "]", count: 10)
        XCTAssertNoThrow(try parse(deep, parser: JSONParser(maxDepth: 10)))
        XCTAssertThrowsError(try parse(deep, parser: JSONParser(maxDepth: 9)))
        XCTAssertThrowsError(try parse("\"\(String(repeating: "x", count: 20))\"", parser: JSONParser(maxStringBytes: 10)))
    }

    func testErrorOffsetPointsAtTheProblem() {
        XCTAssertThrowsError(try parse("[1, x]")) { error in
            XCTAssertEqual((error as? JSONParser.SyntaxError)?.offset, 4)
        }
    }

    /// Strings without escapes are taken whole; the limit, escapes, control characters and the end of the text
    /// are met at the same byte as when every byte was read one at a time.
    func testStringLimitIsExactWithAndWithoutEscapes() throws {
        let limited = JSONParser(maxStringBytes: 10)
        XCTAssertEqual(try parse("\"\(String(repeating: "x", count: 10))\"", parser: limited), .string(String(repeating: "x", count: 10)))
        XCTAssertEqual(try parse(#""xxxxxxxx\n""#, parser: limited), .string("xxxxxxxx\n"))
        for text in ["\"\(String(repeating: "x", count: 11))\"", #""xxxxxxxxxx\n""#, #""xxxxx\nxxxxx""#] {
            XCTAssertThrowsError(try parse(text, parser: limited)) { error in
                XCTAssertEqual((error as? JSONParser.SyntaxError)?.reason, "string longer than 10 bytes", text)
            }
        }
        XCTAssertThrowsError(try parse("\"abc\u{01}\"")) { error in
            XCTAssertEqual((error as? JSONParser.SyntaxError)?.offset, 4)
            XCTAssertEqual((error as? JSONParser.SyntaxError)?.reason, "control character in string")
        }
        XCTAssertThrowsError(try parse("\"abc")) { error in
            XCTAssertEqual((error as? JSONParser.SyntaxError)?.reason, "unterminated string")
        }
        XCTAssertEqual(try parse(#""plain then \u00e9scaped \"quote\" and more""#), .string("plain then \u{e9}scaped \"quote\" and more"))
    }

    /// Small objects compare keys directly, large ones through a set: duplicates are refused in both.
    func testDuplicateKeysAreRefusedInSmallAndLargeObjects() throws {
        for count in [2, 15, 16, 17, 40] {
            let members = (0..<count).map { "\"k\($0)\":\($0)" }
            XCTAssertEqual(try parse("{" + members.joined(separator: ",") + "}").members?.count, count)
            XCTAssertThrowsError(try parse("{" + (members + ["\"k\(count / 2)\":0"]).joined(separator: ",") + "}"), "\(count) members")
            XCTAssertThrowsError(try parse("{" + (members + ["\"k\(count - 1)\":0"]).joined(separator: ",") + "}"), "\(count) members")
        }
    }
}
