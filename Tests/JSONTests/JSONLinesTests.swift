import Foundation
import JSON
import XCTest

final class JSONLinesTests: XCTestCase {
    private func records(_ text: String) -> [String] {
        JSONLines.records(in: Data(text.utf8)).map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    func testOnlyALineFeedEndsARecord() {
        XCTAssertEqual(records("{\"a\":\"x\u{2028}y\"}\n{\"b\":\"\u{2029}\u{85}\"}"), ["{\"a\":\"x\u{2028}y\"}", "{\"b\":\"\u{2029}\u{85}\"}"])
        XCTAssertEqual(records("{\"a\":1,\r\"b\":2}\n"), ["{\"a\":1,\r\"b\":2}"], "a lone CR is white space inside the record")
        XCTAssertEqual(records("\u{0B}\u{0C}"), ["\u{0B}\u{0C}"], "vertical tab and form feed are not line ends either")
    }

    func testACarriageReturnBeforeTheLineFeedIsDropped() {
        XCTAssertEqual(records("{}\r\n[]\r\n"), ["{}", "[]"])
        XCTAssertEqual(records("{}\r\r\n"), ["{}\r"], "only the one right before the line feed")
    }

    func testBlankRecordsAreLeftOutButCounted() {
        let found = JSONLines.records(in: Data("\n  \t\n{}\n\r\n[]".utf8))
        XCTAssertEqual(found.map(\.line), [3, 5])
        XCTAssertEqual(found.map { String(decoding: $0.bytes, as: UTF8.self) }, ["{}", "[]"])
    }

    func testEveryRecordParses() throws {
        let values = try JSONLines.records(in: Data("{\"s\":\"a\u{2028}b\"}\r\n1\n".utf8)).map { try JSONParser().parse(Array($0.bytes)) }
        XCTAssertEqual(values, [["s": "a\u{2028}b"], 1])
    }
}
