import Foundation
import TestFixtures
import XCTest

/// `decor snapshot` as a user runs it: one SVG per page, the same bytes every time, and cli.md's exit codes.
final class SnapshotCommandTests: XCTestCase {
    private var folder: URL!
    private let moby = DecorProcess.fixture("epub/moby-dick.epub")
    private let decorations = Snapshots.url("static/moby-dick-decorations.json").path

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-snapshot-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func decor(_ arguments: [String]) throws -> DecorProcess.Outcome {
        try DecorProcess.run(arguments, environment: ["DECOR_HOME": folder.appendingPathComponent("home").path, "DECOR_LCP_ROOTS": ""])
    }

    private func files(in out: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    }

    func testWritesOnePagePerFileTheSameEveryTime() throws {
        let first = folder.appendingPathComponent("first"), second = folder.appendingPathComponent("second")
        for out in [first, second] {
            let outcome = try decor(["snapshot", moby, "--href", "/OPS/chapter_001.xhtml", "--decorations", decorations, "--out", out.path,
                                     "--mode", "paginate", "--gap", "40"])
            XCTAssertEqual(outcome.status, 0, outcome.stderr + outcome.stdoutText)
            let summary = try outcome.json()
            XCTAssertEqual(summary["pageCount"] as? Int, 6)
            XCTAssertEqual(summary["decorations"] as? [String: Int], ["drawn": 12, "failed": 0])
        }
        XCTAssertEqual(try files(in: first), (1...6).map { String(format: "page-%04d.svg", $0) })
        for name in try files(in: first) {
            XCTAssertEqual(try Data(contentsOf: first.appendingPathComponent(name)), try Data(contentsOf: second.appendingPathComponent(name)), name)
        }
        // Without its fonts, the command draws what the pipeline's references hold.
        let named = folder.appendingPathComponent("named")
        let outcome = try decor(["snapshot", moby, "--href", "/OPS/chapter_001.xhtml", "--decorations", decorations, "--out", named.path,
                                 "--mode", "paginate", "--gap", "40", "--page", "2", "--no-embed-fonts"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr + outcome.stdoutText)
        XCTAssertEqual(try Data(contentsOf: named.appendingPathComponent("page-0002.svg")),
                       try Data(contentsOf: Snapshots.url("static/moby-dick/page-0002.svg")))
    }

    func testPageSelectsPagesAndADocumentDrawsEveryDecoration() throws {
        let chapter = try Fixtures.extract("OPS/chapter_001.xhtml", from: "moby-dick.epub")
        let out = folder.appendingPathComponent("out")
        let outcome = try decor(["snapshot", chapter.path, "--decorations", decorations, "--out", out.path, "--page", "2"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr + outcome.stdoutText)
        XCTAssertEqual(try files(in: out), ["page-0002.svg"])
        XCTAssertEqual(try outcome.json()["decorations"] as? [String: Int], ["drawn": 12, "failed": 0])
    }

    func testExitCodes() throws {
        let out = folder.appendingPathComponent("out").path
        let page = try decor(["snapshot", moby, "--href", "OPS/chapter_001.xhtml", "--decorations", decorations, "--out", out, "--page", "99"])
        XCTAssertEqual(page.status, 1)
        XCTAssertEqual((try page.json()["error"] as? [String: Any])?["code"] as? String, "invalidPage")
        let zero = try decor(["snapshot", moby, "--href", "OPS/chapter_001.xhtml", "--decorations", decorations, "--out", out, "--page", "0"])
        XCTAssertEqual(zero.status, 1)
        let href = try decor(["snapshot", moby, "--href", "OPS/nothing.xhtml", "--decorations", decorations, "--out", out])
        XCTAssertEqual(href.status, 2)
        XCTAssertEqual((try href.json()["error"] as? [String: Any])?["code"] as? String, "resourceNotFound")
        let message = try XCTUnwrap((try href.json()["error"] as? [String: Any])?["message"] as? String)
        XCTAssertTrue(message.contains("has no resource at 'OPS/nothing.xhtml'"), message)
        let missing = try decor(["snapshot", "/nonexistent/chapter.xhtml", "--decorations", decorations, "--out", out])
        XCTAssertEqual(missing.status, 2)
        let book = DecorProcess.fixture("protection/r2-streamer-js/wasteland-otf-obf_LCP_dan.epub")
        let root = DecorProcess.fixture("protection/r2-streamer-js/ca_rsa_pem.pem")
        let restricted = try decor(["snapshot", book, "--href", "OPS/chapter_001.xhtml", "--decorations", decorations, "--out", out,
                                    "--passphrase", "not dan", "--lcp-root", root])
        XCTAssertEqual(restricted.status, 3, restricted.stdoutText)
        XCTAssertEqual((try restricted.json()["error"] as? [String: Any])?["code"] as? String, "restricted")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    func testAnLCPChapterIsLaidOutInMemoryAndABadDecorationIsOnlyReported() throws {
        let book = DecorProcess.fixture("protection/r2-streamer-js/wasteland-otf-obf_LCP_dan.epub")
        let root = DecorProcess.fixture("protection/r2-streamer-js/ca_rsa_pem.pem")
        let scratch = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("lcp-decorations.json")
        try #"""
            {"groups": {"g": [
              {"id": "1", "locator": {"href": "EPUB/wasteland-content.xhtml", "text": {"highlight": "April is the cruellest month"}}, "style": {"type": "highlight"}},
              {"id": "2", "locator": {"href": "EPUB/wasteland-content.xhtml", "text": {"highlight": "April"}}, "style": {"type": "highlight", "tint": "url(x)"}}
            ]}}
            """#.write(to: file, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let outcome = try DecorProcess.run(["snapshot", book, "--href", "EPUB/wasteland-content.xhtml", "--decorations", file.path, "--out", out.path,
                                            "--page", "1", "--passphrase", "dan", "--lcp-root", root],
                                           environment: ["DECOR_HOME": folder.appendingPathComponent("home").path, "TMPDIR": scratch.path])
        XCTAssertEqual(outcome.status, 0, outcome.stderr + outcome.stdoutText)
        let summary = try outcome.json()
        XCTAssertEqual(summary["decorations"] as? [String: Int], ["drawn": 1, "failed": 1])
        XCTAssertEqual((summary["failures"] as? [[String: Any]])?.first?["id"] as? String, "2")
        let svg = try String(contentsOf: out.appendingPathComponent("page-0001.svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains("cruellest"), "the decrypted chapter's text is drawn")
        XCTAssertTrue(svg.contains(#"data-decoration-id="1""#))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path), ["page-0001.svg"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path), [], "nothing was left in the temporary folder")
    }

    func testPagesEmbedTheirFacesCutDownUnlessAskedNotTo() throws {
        let embedded = folder.appendingPathComponent("embedded"), named = folder.appendingPathComponent("named")
        for (out, extra) in [(embedded, [String]()), (named, ["--no-embed-fonts"])] {
            let outcome = try decor(["snapshot", moby, "--href", "OPS/chapter_001.xhtml", "--decorations", decorations, "--out", out.path,
                                     "--page", "1"] + extra)
            XCTAssertEqual(outcome.status, 0, outcome.stderr + outcome.stdoutText)
        }
        let withFonts = try String(contentsOf: embedded.appendingPathComponent("page-0001.svg"), encoding: .utf8)
        let withoutFonts = try String(contentsOf: named.appendingPathComponent("page-0001.svg"), encoding: .utf8)
        XCTAssertTrue(withFonts.contains("@font-face") && withFonts.contains("data:font/ttf;base64,"))
        XCTAssertFalse(withoutFonts.contains("@font-face"))
        // A subset, not DejaVu Serif's 700 KB.
        XCTAssertLessThan(withFonts.utf8.count - withoutFonts.utf8.count, 150_000)
    }
}
