import Foundation
import JSON
import XCTest
@testable import Layout

/// Range specs in client_rects.py's three forms, and the errors that name the spec and field at fault.
final class LayoutModelRangeSpecTests: XCTestCase {
    private func specs(_ json: String) throws -> [RangeSpec] {
        try JSONDecoder().decode([RangeSpec].self, from: Data(json.utf8))
    }

    private func error(_ json: String) -> RangeSpecError? {
        do {
            _ = try specs(json)
            return nil
        } catch {
            return error as? RangeSpecError
        }
    }

    func testReadsTheThreeFormsAndDefaultsIdsToTheirIndex() throws {
        let decoded = try specs("""
            [{"id": "a", "start": {"selector": "#c001s0001", "text": 1, "offset": 3},
                         "end": {"selector": "#c001s0001", "offset": 16}},
             {"quote": {"before": "Call me ", "highlight": "Ishmael", "after": "."}, "expect_chars": [8, 15]},
             {"id": 7, "chars": [120, 180]},
             {"id": "d", "start": {}, "end": {"offset": 2}}]
            """)
        XCTAssertEqual(decoded, [
            .boundaries(id: "a", start: RangeBoundary(selector: "#c001s0001", textIndex: 1, offset: 3),
                        end: RangeBoundary(selector: "#c001s0001", textIndex: 0, offset: 16)),
            .quote(id: "1", RangeSpec.Quote(before: "Call me ", highlight: "Ishmael", after: ".")),
            .characters(id: "7", start: 120, end: 180),
            .boundaries(id: "d", start: RangeBoundary(selector: nil, offset: 0), end: RangeBoundary(selector: nil, offset: 2)),
        ])
        XCTAssertEqual(decoded.map(\.id), ["a", "1", "7", "d"])
    }

    func testWritesTheFormsTheScriptReads() throws {
        let original = try specs(#"[{"id":"q","quote":{"highlight":"whale"}},{"id":"c","chars":[1,2]}]"#)
        XCTAssertEqual(JSONWriter().string(.array(original.map(\.json))),
                       #"[{"id":"q","quote":{"before":"","highlight":"whale","after":""}},{"id":"c","chars":[1,2]}]"#)
        let encoded = try JSONEncoder().encode(original)
        XCTAssertEqual(try JSONDecoder().decode([RangeSpec].self, from: encoded), original)
    }

    func testBadSpecsNameTheirIdAndField() {
        XCTAssertEqual(error(#"[{"id": "q", "quote": {"before": "x"}}]"#),
                       RangeSpecError(id: "q", field: "quote.highlight", reason: "must be a non-empty string"))
        XCTAssertEqual(error(#"[{"id": "q", "quote": {"highlight": ""}}]"#)?.field, "quote.highlight")
        XCTAssertEqual(error(#"[{"id": "c", "chars": [1]}]"#),
                       RangeSpecError(id: "c", field: "chars", reason: "must be [start, end]"))
        XCTAssertEqual(error(#"[{"id": "c", "chars": [5, 2]}]"#)?.reason, "start 5 is after end 2")
        XCTAssertEqual(error(#"[{"id": "c", "chars": [1.5, 2]}]"#)?.field, "chars")
        XCTAssertEqual(error(#"[{"id": "c", "chars": "0-3"}]"#)?.field, "chars")
        XCTAssertEqual(error(#"[{"id": "s", "start": {"offset": -1}, "end": {}}]"#),
                       RangeSpecError(id: "s", field: "start.offset", reason: "must be an integer at least 0"))
        XCTAssertEqual(error(#"[{"id": "s", "start": {"selector": 3}, "end": {}}]"#)?.field, "start.selector")
        XCTAssertEqual(error(#"[{"id": "s", "start": {"text": "1"}, "end": {}}]"#)?.field, "start.text")
        XCTAssertEqual(error(#"[{"id": "s", "start": 4, "end": {}}]"#)?.field, "start")
        XCTAssertEqual(error(#"[{"id": "s", "start": {}}]"#)?.message,
                       "range 's' needs exactly one of quote, chars, or start and end (has start)")
        XCTAssertEqual(error(#"[{"id": "b", "chars": [0, 1], "quote": {"highlight": "x"}}]"#)?.id, "b")
        XCTAssertEqual(error(#"[{"id": "n"}]"#)?.reason, "needs exactly one of quote, chars, or start and end")
        XCTAssertEqual(error(#"[{"chars": [0, 1]}, {"id": true, "chars": [0, 1]}]"#),
                       RangeSpecError(id: "1", field: "id", reason: "must be a string or an integer"))
        XCTAssertEqual(error(#"[{"chars": [0, 1]}, "x"]"#), RangeSpecError(id: "1", field: nil, reason: "is not an object"))
    }

    func testAListIsRequired() throws {
        XCTAssertThrowsError(try RangeSpec.list(from: JSONValue.parse(Data(#"{"id": "a"}"#.utf8)))) {
            XCTAssertEqual(($0 as? RangeSpecError)?.message, "the range specs must be a JSON list")
        }
        XCTAssertEqual(try RangeSpec.list(from: JSONValue.parse(Data("[]".utf8))), [])
    }

    func testResolutionFindsQuotesAndChecksOffsets() {
        let search = TextQuoteSearch(bodyText: "Call me Ishmael. Call me later.")
        let quote = RangeSpec.quote(id: "q", RangeSpec.Quote(before: "", highlight: "Call me", after: " later"))
        XCTAssertEqual(ResolvedRangeSpec(quote, in: search),
                       .characters(start: 17, end: 24, match: QuoteMatch(occurrences: 2, charStart: 17, charEnd: 24, exact: true)))
        XCTAssertEqual(ResolvedRangeSpec(.quote(id: "q", RangeSpec.Quote(highlight: "whale")), in: search),
                       .unresolvable(reason: "quote not found"))
        XCTAssertEqual(ResolvedRangeSpec(.characters(id: "c", start: 0, end: 31), in: search),
                       .characters(start: 0, end: 31, match: nil))
        XCTAssertEqual(ResolvedRangeSpec(.characters(id: "c", start: 0, end: 32), in: search),
                       .unresolvable(reason: "chars [0, 32] run past the end of the body's text (31 UTF-16 units)"))
        let boundary = RangeBoundary(selector: "p", offset: 1)
        XCTAssertEqual(ResolvedRangeSpec(.boundaries(id: "b", start: boundary, end: boundary), in: search),
                       .boundaries(start: boundary, end: boundary))
    }
}
