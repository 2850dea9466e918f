import Foundation
import XCTest

final class DiffCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("decor-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    private func write(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func testPrintsChangesPerGroupAndHref() throws {
        let old = try write("old.json", ##"""
            {"groups": {"hl": [
              {"id": "1", "locator": {"href": "/OPS/a.xhtml"}, "style": {"type": "highlight"}},
              {"id": "2", "locator": {"href": "OPS/a.xhtml"}, "style": {"type": "highlight"}},
              {"id": "3", "locator": {"href": "OPS/a.xhtml"}, "style": {"type": "highlight"}}],
             "search": [{"id": "s", "locator": {"href": "OPS/b.xhtml"}, "style": {"type": "underline"}}]}}
            """##)
        let new = try write("new.json", ##"""
            {"groups": {"hl": [
              {"id": "4", "locator": {"href": "OPS/a.xhtml"}, "style": {"type": "highlight"}},
              {"id": "2", "locator": {"href": "OPS/a.xhtml"}, "style": {"type": "highlight", "tint": "#FFD700"}},
              {"id": "3", "locator": {"href": "OPS/c.xhtml", "locations": {"progression": 0.30000000000000004}}, "style": {"type": "highlight"}}],
             "search": [{"id": "s", "locator": {"href": "OPS/b.xhtml"}, "style": {"type": "underline"}}]}}
            """##)
        let outcome = try DecorProcess.run(["diff", old, new])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let output = try XCTUnwrap(try JSONSerialization.jsonObject(with: outcome.stdout) as? [[String: Any]])
        XCTAssertEqual(output.map { $0["href"] as? String }, ["OPS/a.xhtml", "OPS/c.xhtml"])
        XCTAssertEqual(output.map { $0["group"] as? String }, ["hl", "hl"])
        let first = try XCTUnwrap(output[0]["changes"] as? [[String: Any]])
        XCTAssertEqual(first.map { $0["kind"] as? String }, ["remove", "remove", "update", "add"])
        XCTAssertEqual(first[0]["id"] as? String, "1")
        XCTAssertEqual(first[1]["id"] as? String, "3")
        XCTAssertEqual((first[2]["decoration"] as? [String: Any])?["id"] as? String, "2")
        // Numbers are written back as they were, not through a Double.
        XCTAssertTrue(outcome.stdoutText.contains("0.30000000000000004"), outcome.stdoutText)
    }

    func testNoChangesIsAnEmptyArray() throws {
        let file = try write("same.json", #"{"groups": {"g": [{"id": "1", "locator": {"href": "a"}, "style": {"type": "note", "text": "n"}}]}}"#)
        let outcome = try DecorProcess.run(["diff", file, file])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(outcome.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines), "[]")
    }

    func testInvalidTintIsAnInputErrorNamingTheDecoration() throws {
        let old = try write("old.json", #"{"groups": {}}"#)
        let new = try write("new.json", #"{"groups": {"hl": [{"id": "9", "locator": {"href": "a"}, "style": {"type": "highlight", "tint": "red;}</style>"}}]}}"#)
        let outcome = try DecorProcess.run(["diff", old, new])
        XCTAssertEqual(outcome.status, 2)
        let error = try XCTUnwrap(try outcome.json()["error"] as? [String: Any])
        XCTAssertEqual(error["code"] as? String, "invalidTint")
        let message = try XCTUnwrap(error["message"] as? String)
        XCTAssertTrue(message.contains(new) && message.contains("\"hl\"") && message.contains("\"9\""), message)
    }

    func testDuplicateIdsAndMissingFilesAreInputErrors() throws {
        let duplicate = try write("dup.json", #"{"groups": {"g": [{"id": "1", "locator": {"href": "a"}, "style": {"type": "highlight"}}, {"id": "1", "locator": {"href": "a"}, "style": {"type": "highlight"}}]}}"#)
        let empty = try write("empty.json", #"{"groups": {}}"#)
        let duplicateOutcome = try DecorProcess.run(["diff", empty, duplicate])
        XCTAssertEqual(duplicateOutcome.status, 2)
        XCTAssertEqual((try duplicateOutcome.json()["error"] as? [String: Any])?["code"] as? String, "duplicateId")

        let missing = try DecorProcess.run(["diff", "/no/such/old.json", empty])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual((try missing.json()["error"] as? [String: Any])?["code"] as? String, "unreadableFile")
    }

    func testMissingArgumentIsAUsageError() throws {
        let outcome = try DecorProcess.run(["diff", "only-one.json"])
        XCTAssertEqual(outcome.status, 1)
    }
}
