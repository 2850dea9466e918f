import Foundation
import XCTest

/// `decor layout`'s exit codes and errors (cli.md): 1 for usage, 2 for input that cannot be read or used,
/// with the error as JSON on stdout naming the file.
final class LayoutCommandTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws {
        folder = try ScratchFolder("decor-layout")
    }

    override func tearDownWithError() throws {
        try folder.remove()
    }

    private func file(_ name: String, _ text: String) throws -> String { try folder.write(name, text) }

    private func error(of outcome: DecorProcess.Outcome) throws -> [String: String] {
        try XCTUnwrap(try outcome.json()["error"] as? [String: String], outcome.stdoutText)
    }

    func testAMalformedDocumentIsAnInputError() throws {
        let document = try file("broken.xhtml", "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>unclosed</body>")
        let ranges = try file("ranges.json", #"[{"id": "a", "chars": [0, 3]}]"#)
        let outcome = try DecorProcess.run(["layout", document, "--ranges", ranges])
        XCTAssertEqual(outcome.status, 2, outcome.stdoutText + outcome.stderr)
        let error = try error(of: outcome)
        XCTAssertEqual(error["code"], "unreadableDocument")
        XCTAssertTrue(error["message"]?.contains("broken.xhtml") ?? false, error["message"] ?? "")
    }

    func testBadRangeSpecsAndMissingFilesAreInputErrors() throws {
        let document = try file("fine.xhtml", "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>text</p></body></html>")
        for (name, specs) in [("not-json.json", "[{"), ("not-a-list.json", #"{"id": "a"}"#),
                              ("bad-chars.json", #"[{"id": "a", "chars": ["x", 3]}]"#)] {
            let outcome = try DecorProcess.run(["layout", document, "--ranges", try file(name, specs)])
            XCTAssertEqual(outcome.status, 2, "\(name): \(outcome.stdoutText)")
            XCTAssertEqual(try error(of: outcome)["code"], "invalidRangeSpec", name)
            XCTAssertTrue(try error(of: outcome)["message"]?.contains(name) ?? false, outcome.stdoutText)
        }
        let noRanges = try DecorProcess.run(["layout", document, "--ranges", folder.path("absent.json")])
        XCTAssertEqual(noRanges.status, 2, noRanges.stdoutText)
        XCTAssertTrue(try error(of: noRanges)["message"]?.contains("absent.json") ?? false)
        let ranges = try file("ranges.json", "[]")
        let noDocument = try DecorProcess.run(["layout", folder.path("absent.xhtml"), "--ranges", ranges])
        XCTAssertEqual(noDocument.status, 2, noDocument.stdoutText)
    }

    func testOutWritesWhatStandardOutputShowsAndNamesAFileItCannotWrite() throws {
        let document = try file("fine.xhtml", "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>text</p></body></html>")
        let ranges = try file("ranges.json", #"[{"id": "a", "chars": [0, 3]}]"#)
        let printed = try DecorProcess.run(["layout", document, "--ranges", ranges])
        XCTAssertEqual(printed.status, 0, printed.stderr)
        // A longer file already there is replaced, not written over in part.
        let out = try file("out.json", String(repeating: "x", count: 100_000))
        let written = try DecorProcess.run(["layout", document, "--ranges", ranges, "--out", out])
        XCTAssertEqual(written.status, 0, written.stdoutText + written.stderr)
        let masked = { (text: String) in text.replacingOccurrences(of: #""(eval_s|load_s|total_s)": [0-9.e-]+"#, with: "", options: .regularExpression) }
        XCTAssertEqual(masked(try String(contentsOfFile: out, encoding: .utf8) + "\n"), masked(printed.stdoutText))
        let unwritable = folder.path("absent-folder/out.json")
        let refused = try DecorProcess.run(["layout", document, "--ranges", ranges, "--out", unwritable])
        XCTAssertEqual(refused.status, 2, refused.stdoutText)
        let error = try error(of: refused)
        XCTAssertEqual(error["code"], "cannotWrite")
        XCTAssertTrue(error["message"]?.contains(unwritable) ?? false, error["message"] ?? "")
    }

    func testUnknownOptionValuesAreUsageErrors() throws {
        let document = try file("fine.xhtml", "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>text</p></body></html>")
        let ranges = try file("ranges.json", "[]")
        for extra in [["--engine", "quantum"], ["--mode", "sideways"], ["--viewport", "wide"]] {
            let outcome = try DecorProcess.run(["layout", document, "--ranges", ranges] + extra)
            XCTAssertEqual(outcome.status, 1, "\(extra): \(outcome.stdoutText) \(outcome.stderr)")
        }
        XCTAssertEqual(try DecorProcess.run(["layout", document]).status, 1, "--ranges is required")
    }
}
