import Foundation
import XCTest

/// `decor render` as a user runs it: output files, report, and the contract's exit codes.
final class RenderCommandTests: XCTestCase {
    private var folder: URL!
    private let moby = DecorProcess.fixture("epub/moby-dick.epub")

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-render-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func decorations(_ json: String = """
        {"groups": {"hl": [
          {"id": "1", "locator": {"href": "/OPS/chapter_001.xhtml", "text": {"highlight": "Call me Ishmael"}}, "style": {"type": "highlight"}},
          {"id": "2", "locator": {"href": "OPS/chapter_001.xhtml", "text": {"highlight": "not in the book at all, not a word of it"}}, "style": {"type": "underline"}}
        ]}}
        """) throws -> String {
        let file = folder.appendingPathComponent("decorations-\(UUID().uuidString).json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    private func decor(_ arguments: [String]) throws -> DecorProcess.Outcome {
        try DecorProcess.run(arguments, environment: ["DECOR_HOME": folder.appendingPathComponent("home").path, "DECOR_LCP_ROOTS": ""])
    }

    func testRendersTheReadingOrderAndAReport() throws {
        let out = folder.appendingPathComponent("out")
        let outcome = try decor(["render", moby, "--decorations", try decorations(), "--out", out.path, "--viewport", "600x800", "--live"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr + outcome.stdoutText)
        let summary = try outcome.json()
        XCTAssertEqual(summary["decorations"] as? [String: Int], ["drawn": 1, "failed": 1])
        XCTAssertEqual(summary["report"] as? String, out.appendingPathComponent("report.json").path)
        let chapter = try String(contentsOf: out.appendingPathComponent("OPS/chapter_001.xhtml"), encoding: .utf8)
        XCTAssertTrue(chapter.contains(#"data-decoration-id="1""#))
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("OPS/chapter_135.xhtml").path))
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report.json"))) as? [String: Any]
        let outcomes = try XCTUnwrap(report?["decorations"] as? [[String: Any]])
        XCTAssertEqual(outcomes.map { ($0["error"] as? [String: Any])?["code"] as? String }, [nil, "quoteNotFound"])
    }

    func testStaticOutputHasNoScriptAndTheSettingsCSS() throws {
        let out = folder.appendingPathComponent("out")
        let outcome = try decor(["render", moby, "--decorations", try decorations(), "--out", out.path, "--static",
                                 "--viewport", "600x800", "--mode", "paginate", "--gap", "40", "--font-size", "18px"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr + outcome.stdoutText)
        let chapter = try String(contentsOf: out.appendingPathComponent("OPS/chapter_001.xhtml"), encoding: .utf8)
        XCTAssertFalse(chapter.contains("<script"))
        XCTAssertTrue(chapter.contains(#"<style id="decor-settings">"#))
        XCTAssertTrue(chapter.contains("@font-face{font-family:\"OracleFont\""))
        XCTAssertTrue(chapter.contains("column-width:560px"))
        XCTAssertTrue(chapter.contains("html{font-size:18px !important;}"))
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report.json"))) as? [String: Any]
        let first = try XCTUnwrap((report?["decorations"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["pages"] as? [Int], [0])
        XCTAssertEqual((first["boxes"] as? [[String: Any]])?.count, 1)
    }

    func testAStaticRenderEmbedsOnlyTheGlyphsItsPagesUse() throws {
        let out = folder.appendingPathComponent("static")
        let outcome = try decor(["render", moby, "--decorations", DecorProcess.packageRoot.appendingPathComponent("Examples/moby-dick-decorations.json").path,
                                 "--out", out.path, "--static", "--mode", "paginate", "--gap", "40"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr + outcome.stdoutText)
        let files = try XCTUnwrap(FileManager.default.enumerator(at: out, includingPropertiesForKeys: [.fileSizeKey]))
        let total = try files.compactMap { $0 as? URL }.reduce(0) { $0 + (try $1.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0) }
        let epub = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: moby)[.size] as? NSNumber).intValue
        XCTAssertLessThan(total, 3 * epub, "the static output is \(total) bytes for a \(epub)-byte book")
        let chapter = try Data(contentsOf: out.appendingPathComponent("OPS/chapter_001.xhtml"))
        XCTAssertLessThan(chapter.count, 300_000, "the decorated chapter carries subset fonts, not the whole faces")
    }

    func testAnOutputOverTheInputIsAUsageError() throws {
        let copy = folder.appendingPathComponent("book.epub")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: moby), to: copy)
        let before = try Data(contentsOf: copy)
        let outcome = try decor(["render", copy.path, "--decorations", try decorations(), "--out", copy.path])
        XCTAssertEqual(outcome.status, 1, outcome.stdoutText)
        XCTAssertEqual((try outcome.json()["error"] as? [String: Any])?["code"] as? String, "outputOverlapsInput")
        XCTAssertEqual(try Data(contentsOf: copy), before)
    }

    func testOneBadDecorationIsReportedAndTheOthersAreDrawn() throws {
        let file = try decorations("""
            {"groups": {"g": [
              {"id": "bad-tint", "locator": {"href": "OPS/chapter_001.xhtml", "text": {"highlight": "Ishmael"}}, "style": {"type": "highlight", "tint": "red; x: y"}},
              {"id": "good", "locator": {"href": "OPS/chapter_001.xhtml", "text": {"highlight": "Call me Ishmael"}}, "style": {"type": "highlight"}},
              {"locator": {"href": "OPS/chapter_001.xhtml"}, "style": {"type": "highlight"}},
              {"id": "no-style-type", "locator": {"href": "OPS/chapter_001.xhtml", "text": {"highlight": "Ishmael"}}, "style": {"type": "sparkles"}}
            ]}}
            """)
        let out = folder.appendingPathComponent("out")
        let outcome = try decor(["render", moby, "--decorations", file, "--out", out.path])
        XCTAssertEqual(outcome.status, 0, outcome.stderr + outcome.stdoutText)
        XCTAssertEqual(try outcome.json()["decorations"] as? [String: Int], ["drawn": 1, "failed": 3])
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report.json"))) as? [String: Any])
        let outcomes = try XCTUnwrap(report["decorations"] as? [[String: Any]])
        // In the file's order, the unusable ones with their reasons.
        XCTAssertEqual(outcomes.map { $0["id"] as? String }, ["bad-tint", "good", "", "no-style-type"])
        XCTAssertEqual(outcomes.map { ($0["error"] as? [String: Any])?["code"] as? String }, ["invalidTint", nil, "missingField", "unknownStyle"])
        XCTAssertTrue(((outcomes[2]["error"] as? [String: Any])?["message"] as? String)?.contains("decoration at index 2") == true)
        let chapter = try String(contentsOf: out.appendingPathComponent("OPS/chapter_001.xhtml"), encoding: .utf8)
        XCTAssertTrue(chapter.contains(#"data-decoration-id="good""#))
        XCTAssertFalse(chapter.contains("x: y"))
        XCTAssertTrue(outcome.stderr.contains("3 of 4 decorations were not drawn"), outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains(#"decoration "bad-tint""#), outcome.stderr)
    }

    func testAnUnusableDecorationsFileIsAnInputError() throws {
        let out = folder.appendingPathComponent("out").path
        let cases = [
            ("invalidJSON", "{\"groups\": "),
            ("duplicateId", #"{"groups": {"g": [{"id": "1", "locator": {"href": "a"}, "style": {"type": "highlight"}}, {"id": "1", "locator": {"href": "b"}, "style": {"type": "highlight", "tint": "nope"}}]}}"#),
            ("invalidTemplate", #"{"groups": {"g": []}, "templates": {"mark": {"layout": "boxes", "width": "wrap", "element": "<div onclick='x()'></div>"}}}"#),
        ]
        for (code, json) in cases {
            let outcome = try decor(["render", moby, "--decorations", try decorations(json), "--out", out])
            XCTAssertEqual(outcome.status, 2, "\(code): \(outcome.stdoutText)")
            XCTAssertEqual((try outcome.json()["error"] as? [String: Any])?["code"] as? String, code, outcome.stdoutText)
            XCTAssertFalse(FileManager.default.fileExists(atPath: out), code)
        }
        let missing = try decor(["render", moby, "--decorations", "/nonexistent.json", "--out", out])
        XCTAssertEqual(missing.status, 2)
    }

    func testAStaticRenderOfAnLCPBookWritesNothingDecryptedOutsideItsOutput() throws {
        let book = DecorProcess.fixture("protection/r2-streamer-js/wasteland-otf-obf_LCP_dan.epub")
        let root = DecorProcess.fixture("protection/r2-streamer-js/ca_rsa_pem.pem")
        let scratch = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let file = try decorations(#"{"groups": {"g": [{"id": "1", "locator": {"href": "EPUB/wasteland-content.xhtml", "text": {"highlight": "April is the cruellest month"}}, "style": {"type": "highlight"}}]}}"#)
        let out = folder.appendingPathComponent("out")
        let outcome = try DecorProcess.run(["render", book, "--decorations", file, "--out", out.path, "--static", "--passphrase", "dan", "--lcp-root", root],
                                           environment: ["DECOR_HOME": folder.appendingPathComponent("home").path, "TMPDIR": scratch.path])
        XCTAssertEqual(outcome.status, 0, outcome.stderr + outcome.stdoutText)
        XCTAssertEqual(try outcome.json()["decorations"] as? [String: Int], ["drawn": 1, "failed": 0])
        let report = try String(contentsOf: out.appendingPathComponent("report.json"), encoding: .utf8)
        XCTAssertTrue(report.contains(#""pages""#) && !report.contains(#""pages": null"#), "the static render laid the chapter out: \(report)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path), [], "nothing was left in the temporary folder")
    }

    func testARestrictedPublicationIsAProtectionError() throws {
        let book = DecorProcess.fixture("protection/r2-streamer-js/wasteland-otf-obf_LCP_dan.epub")
        let root = DecorProcess.fixture("protection/r2-streamer-js/ca_rsa_pem.pem")
        let out = folder.appendingPathComponent("out")
        let refused = try decor(["render", book, "--decorations", try decorations(), "--out", out.path, "--passphrase", "not dan", "--lcp-root", root])
        XCTAssertEqual(refused.status, 3, refused.stdoutText)
        XCTAssertEqual((try refused.json()["error"] as? [String: Any])?["code"] as? String, "restricted")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))

        let unlocked = try decor(["render", book, "--decorations", try decorations(), "--out", out.path, "--passphrase", "dan", "--lcp-root", root])
        XCTAssertEqual(unlocked.status, 0, unlocked.stderr + unlocked.stdoutText)
        let chapter = try XCTUnwrap(FileManager.default.enumerator(atPath: out.path)?.compactMap { $0 as? String }.first { $0.hasSuffix(".xhtml") || $0.hasSuffix(".html") })
        let text = try String(contentsOf: out.appendingPathComponent(chapter), encoding: .utf8)
        XCTAssertTrue(text.contains("<html"), "a decrypted chapter is written in clear")
    }

    func testBadOptionsAreUsageErrors() throws {
        for arguments in [["--nonce", "not a nonce!"], ["--viewport", "600x800", "--viewport", "800x600"], ["--mode", "sideways"], ["--viewport", "0x0"]] {
            let outcome = try decor(["render", moby, "--decorations", try decorations(), "--out", folder.appendingPathComponent("out").path] + arguments)
            XCTAssertEqual(outcome.status, 1, "\(arguments): \(outcome.stdoutText)")
        }
    }
}
