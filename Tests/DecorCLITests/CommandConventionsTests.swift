import Foundation
import XCTest

/// Conventions every command follows: `--version`, `-` for standard input, one JSON style, and errors
/// that say what to do next.
final class CommandConventionsTests: XCTestCase {
    private var folder: URL!
    private let moby = DecorProcess.fixture("epub/moby-dick.epub")
    private let lcpBook = DecorProcess.fixture("protection/r2-streamer-js/wasteland-otf-obf_LCP_dan.epub")
    private let lcpRoot = DecorProcess.fixture("protection/r2-streamer-js/ca_rsa_pem.pem")

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-conventions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func decor(_ arguments: [String], input: Data? = nil) throws -> DecorProcess.Outcome {
        try DecorProcess.run(arguments, environment: ["DECOR_HOME": folder.appendingPathComponent("home").path, "DECOR_LCP_ROOTS": ""],
                             input: input)
    }

    private let decorations = Data(#"{"groups": {"g": [{"id": "1", "locator": {"href": "OPS/chapter_001.xhtml", "text": {"highlight": "Call me Ishmael"}}, "style": {"type": "highlight"}}]}}"#.utf8)

    func testVersion() throws {
        let outcome = try decor(["--version"])
        XCTAssertEqual(outcome.status, 0)
        XCTAssertNotNil(outcome.stdoutText.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression), outcome.stdoutText)
    }

    func testDecorationsFromStandardInput() throws {
        let out = folder.appendingPathComponent("out")
        let render = try decor(["render", moby, "--decorations", "-", "--out", out.path], input: decorations)
        XCTAssertEqual(render.status, 0, render.stderr + render.stdoutText)
        XCTAssertEqual(try render.json()["decorations"] as? [String: Int], ["drawn": 1, "failed": 0])

        let old = folder.appendingPathComponent("old.json")
        try Data(#"{"groups": {"g": []}}"#.utf8).write(to: old)
        let diff = try decor(["diff", old.path, "-"], input: decorations)
        XCTAssertEqual(diff.status, 0, diff.stdoutText)
        let changes = try XCTUnwrap(try JSONSerialization.jsonObject(with: diff.stdout) as? [[String: Any]])
        XCTAssertEqual(changes.first?["group"] as? String, "g")
        XCTAssertEqual(try decor(["diff", "-", "-"], input: decorations).status, 1)
    }

    func testSummariesAndReportsShareOneJSONStyle() throws {
        let render = try decor(["render", moby, "--decorations", "-", "--out", folder.appendingPathComponent("out").path], input: decorations)
        XCTAssertTrue(render.stdoutText.contains(#""drawn": 1"#), render.stdoutText)
        XCTAssertFalse(render.stdoutText.contains(#"" : "#), "no Foundation-style spacing: \(render.stdoutText)")
    }

    func testAnUnknownHrefSuggestsTheNearestOnes() throws {
        let outcome = try decor(["cat", moby, "OPS/chapter_01.xhtml"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.stderr.contains("did you mean 'OPS/chapter_001.xhtml'"), outcome.stderr)
        let unrelated = try decor(["cat", moby, "nothing-like-it/at-all.bin"])
        XCTAssertEqual(unrelated.status, 2)
        XCTAssertFalse(unrelated.stderr.contains("did you mean"), unrelated.stderr)
    }

    func testProtectionErrorsSayWhichOptionFixesThem() throws {
        let wrong = try decor(["cat", lcpBook, "EPUB/wasteland-content.xhtml", "--passphrase", "not dan", "--lcp-root", lcpRoot])
        XCTAssertEqual(wrong.status, 3)
        XCTAssertTrue(wrong.stderr.contains("--passphrase") && wrong.stderr.contains("--interactive"), wrong.stderr)
        let untrusted = try decor(["render", lcpBook, "--decorations", "-", "--out", folder.appendingPathComponent("o").path,
                                   "--passphrase", "dan"], input: decorations)
        XCTAssertEqual(untrusted.status, 3)
        let message = try XCTUnwrap((try untrusted.json()["error"] as? [String: Any])?["message"] as? String)
        XCTAssertTrue(message.contains("--lcp-root"), message)
    }

    func testAProgressBarOnATerminalAndNotInAPipe() throws {
        let file = folder.appendingPathComponent("decorations.json")
        try decorations.write(to: file)
        let render = ["render", moby, "--decorations", file.path]
        let terminal = try underTerminal(render + ["--out", folder.appendingPathComponent("tty").path])
        XCTAssertEqual(terminal.status, 0, terminal.stderr)
        XCTAssertTrue(terminal.stdoutText.contains("render  ["), terminal.stdoutText)
        XCTAssertTrue(terminal.stdoutText.contains("resources"), terminal.stdoutText)

        let piped = try decor(render + ["--out", folder.appendingPathComponent("pipe").path])
        XCTAssertEqual(piped.status, 0)
        XCTAssertFalse(piped.stderr.contains("render  ["), piped.stderr)

        let quiet = try underTerminal(render + ["--out", folder.appendingPathComponent("quiet").path, "--quiet"])
        XCTAssertFalse(quiet.stdoutText.contains("render  ["), quiet.stdoutText)
    }

    func testSnapshotShowsItsPagesProgressOnATerminalOnly() throws {
        let file = folder.appendingPathComponent("decorations.json")
        try decorations.write(to: file)
        let snapshot = ["snapshot", moby, "--href", "OPS/chapter_001.xhtml", "--decorations", file.path, "--no-embed-fonts"]
        let terminal = try underTerminal(snapshot + ["--out", folder.appendingPathComponent("tty").path])
        XCTAssertEqual(terminal.status, 0, terminal.stderr)
        XCTAssertTrue(terminal.stdoutText.contains("snapshot  ["), terminal.stdoutText)
        XCTAssertTrue(terminal.stdoutText.contains(" pages "), terminal.stdoutText)

        let piped = try decor(snapshot + ["--out", folder.appendingPathComponent("pipe").path])
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertFalse(piped.stderr.contains("snapshot  ["), piped.stderr)
        let quiet = try underTerminal(snapshot + ["--out", folder.appendingPathComponent("quiet").path, "--quiet"])
        XCTAssertFalse(quiet.stdoutText.contains("snapshot  ["), quiet.stdoutText)
    }

    func testLayoutOfManyViewportsShowsItsProgressOnATerminalOnly() throws {
        let document = folder.appendingPathComponent("chapter.xhtml")
        try Data(#"<html xmlns="http://www.w3.org/1999/xhtml"><body><p>Call me Ishmael.</p></body></html>"#.utf8).write(to: document)
        let ranges = folder.appendingPathComponent("ranges.json")
        try Data(#"[{"id": "a", "chars": [0, 4]}]"#.utf8).write(to: ranges)
        let layout = ["layout", document.path, "--ranges", ranges.path] + ["320x480", "600x800", "1024x768"].flatMap { ["--viewport", $0] }
        let terminal = try underTerminal(layout + ["--out", folder.appendingPathComponent("tty.json").path])
        XCTAssertEqual(terminal.status, 0, terminal.stdoutText)
        XCTAssertTrue(terminal.stdoutText.contains("layout  ["), terminal.stdoutText)
        XCTAssertTrue(terminal.stdoutText.contains("3/3 viewports"), terminal.stdoutText)

        let piped = try decor(layout)
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertFalse(piped.stderr.contains("layout  ["), piped.stderr)
        XCTAssertEqual((try piped.json()["layouts"] as? [Any])?.count, 3)
        let quiet = try underTerminal(layout + ["--out", folder.appendingPathComponent("quiet.json").path, "--quiet"])
        XCTAssertFalse(quiet.stdoutText.contains("layout  ["), quiet.stdoutText)
    }

    /// decor run under a pseudo-terminal by util-linux's `script`, as a person's shell would; what the
    /// terminal showed (stderr included) is in `stdout`.
    private func underTerminal(_ arguments: [String]) throws -> DecorProcess.Outcome {
        let command = ([DecorProcess.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        return try DecorProcess.runProgram("/usr/bin/script", ["-qec", command, "/dev/null"])
    }
}
