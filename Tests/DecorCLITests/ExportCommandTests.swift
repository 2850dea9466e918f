import Foundation
import XCTest

/// `decor export init | import | SOURCE --out DIR` as a user runs them, on the fixture books.
final class ExportCommandTests: XCTestCase {
    private var folder: URL!
    private let lcpBook = DecorProcess.fixture("protection/r2-streamer-js/wasteland-otf-obf_LCP_dan.epub")
    private let lcpRoot = DecorProcess.fixture("protection/r2-streamer-js/ca_rsa_pem.pem")

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-export-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func decor(_ arguments: [String], environment: [String: String] = [:]) throws -> DecorProcess.Outcome {
        try DecorProcess.run(arguments, environment: ["DECOR_HOME": folder.appendingPathComponent("home").path,
                                                      "DECOR_LCP_ROOTS": ""].merging(environment) { _, new in new })
    }

    private func line(_ object: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    /// A highlight of the quote, one per reader, in each book.
    private func highlights(readers: Int, books: [(path: String, href: String, quote: String)]) throws -> String {
        var lines: [String] = []
        for reader in 0..<readers {
            for (index, book) in books.enumerated() {
                lines.append(try line(["id": "r\(reader)-b\(index)", "reader": "reader\(reader)", "publication": book.path,
                                       "note": "note \(reader)", "tags": ["t\(reader % 7)"],
                                       "locator": ["href": book.href, "text": ["highlight": book.quote]]]))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private var books: [(path: String, href: String, quote: String)] {
        [(DecorProcess.fixture("epub/moby-dick.epub"), "OPS/chapter_001.xhtml", "Call me Ishmael."),
         (DecorProcess.fixture("epub/childrens-literature.epub"), "EPUB/s04.xhtml", "Great was the alarm in the palace of Rome"),
         (DecorProcess.fixture("epub/wasteland-otf-obf.epub"), "EPUB/wasteland-content.xhtml", "April is the cruellest month")]
    }

    private func importFile(_ text: String, into database: String) throws -> DecorProcess.Outcome {
        let file = folder.appendingPathComponent("highlights-\(UUID().uuidString).jsonl")
        try Data(text.utf8).write(to: file)
        return try decor(["export", "import", database, file.path])
    }

    private func files(under root: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            guard !url.hasDirectoryPath, !path.hasPrefix(".decor-export"), !path.hasPrefix("report") else { continue }
            files[path] = FileManager.default.contents(atPath: url.path)
        }
        return files
    }

    func testInitImportAndExportEndToEnd() throws {
        let database = folder.appendingPathComponent("h.sqlite").path
        let initialized = try decor(["export", "init", database])
        XCTAssertEqual(initialized.status, 0, initialized.stderr)
        XCTAssertEqual(try initialized.json()["schemaVersion"] as? Int, 1)
        let imported = try importFile(try highlights(readers: 2, books: books) + "{broken\n", into: database)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(try imported.json()["imported"] as? Int, 6)
        let rejected = try XCTUnwrap(try imported.json()["rejected"] as? [[String: Any]])
        XCTAssertEqual(rejected.first?["line"] as? Int, 7)
        XCTAssertTrue(imported.stderr.contains("line 7: not valid JSON"), imported.stderr)

        let out = folder.appendingPathComponent("out")
        let exported = try decor(["export", database, "--out", out.path, "--format", "md,json,readwise", "--progress", "jsonl"])
        XCTAssertEqual(exported.status, 0, exported.stderr)
        let summary = try exported.json()
        XCTAssertEqual(summary["highlights"] as? Int, 6)
        XCTAssertEqual(summary["exported"] as? Int, 6)
        XCTAssertEqual(summary["orphans"] as? Int, 0)
        XCTAssertEqual(summary["units"] as? Int, 6)
        XCTAssertTrue(exported.stderr.contains("\"event\":\"finished\""), exported.stderr)
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report.json"))) as? [String: Any]
        XCTAssertEqual(Set(report?.keys.map { $0 } ?? []), ["highlights", "exported", "orphans", "restricted", "units"])
        let written = files(under: out).keys
        XCTAssertEqual(written.filter { $0.hasPrefix("reader0/") }.count, 3 * 3 + 2, "three books in three formats, two indexes")
    }

    func testAJSONLinesFileIsASourceToo() throws {
        let file = folder.appendingPathComponent("direct.jsonl")
        try Data((try highlights(readers: 1, books: Array(books.prefix(1))) + "[]\n").utf8).write(to: file)
        let out = folder.appendingPathComponent("out")
        let exported = try decor(["export", file.path, "--out", out.path, "--format", "html"])
        XCTAssertEqual(exported.status, 0, exported.stderr)
        XCTAssertEqual(try exported.json()["exported"] as? Int, 1)
        XCTAssertEqual((try exported.json()["rejected"] as? [[String: Any]])?.first?["line"] as? Int, 2)
    }

    func testQuietIsProgressNoneAndContradictingItIsAUsageError() throws {
        let file = folder.appendingPathComponent("direct.jsonl")
        try Data(try highlights(readers: 1, books: Array(books.prefix(1))).utf8).write(to: file)
        let quiet = try decor(["export", file.path, "--out", folder.appendingPathComponent("quiet").path, "--quiet"])
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        XCTAssertEqual(quiet.stderr, "")
        let both = try decor(["export", file.path, "--out", folder.appendingPathComponent("both").path, "--quiet", "--progress", "jsonl"])
        XCTAssertEqual(both.status, 1)
        XCTAssertTrue(both.stderr.contains("--quiet contradicts --progress jsonl"), both.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("both").path))
    }

    func testTheW3CJSONExportIsTheSourceOfASecondExportWithTheSameRanges() throws {
        let database = folder.appendingPathComponent("h.sqlite").path
        _ = try decor(["export", "init", database])
        XCTAssertEqual(try importFile(try highlights(readers: 1, books: Array(books.prefix(2))), into: database).status, 0)
        let first = folder.appendingPathComponent("first")
        XCTAssertEqual(try decor(["export", database, "--out", first.path, "--format", "json"]).status, 0)
        for path in files(under: first).keys where !path.hasSuffix("index.json") {
            let second = folder.appendingPathComponent("second-\(UUID().uuidString)")
            let again = try decor(["export", first.appendingPathComponent(path).path, "--out", second.path, "--format", "json"])
            XCTAssertEqual(again.status, 0, again.stderr)
            XCTAssertEqual(try again.json()["exported"] as? Int, 1)
            func placed(_ root: URL) throws -> [String] {
                let collection = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent(path))) as? [String: Any]
                let items = (collection?["first"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
                return try items.map { item in
                    let target = try JSONSerialization.data(withJSONObject: item["target"] ?? [:], options: [.sortedKeys])
                    return String(decoding: target, as: UTF8.self) + "\((item["decor"] as? [String: Any])?["cfi"] ?? "")"
                }
            }
            XCTAssertEqual(try placed(second), try placed(first), path)
            XCTAssertFalse(try placed(first).isEmpty)
        }
        let imported = try decor(["export", "import", database, first.appendingPathComponent(files(under: first).keys.sorted()[0]).path])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(try imported.json()["imported"] as? Int, 1, "the collection updates the highlight it came from")
    }

    func testATemplateShapesTheMarkdownAndAnInvalidOneStopsTheRunFirst() throws {
        let database = folder.appendingPathComponent("h.sqlite").path
        _ = try decor(["export", "init", database])
        XCTAssertEqual(try importFile(try highlights(readers: 1, books: Array(books.prefix(1))), into: database).status, 0)
        let template = folder.appendingPathComponent("notes.mustache")
        try Data("# {{publication.title}}\n{{#highlights}}- {{quote}} ({{note}})\n{{/highlights}}".utf8).write(to: template)
        let out = folder.appendingPathComponent("out")
        let exported = try decor(["export", database, "--out", out.path, "--format", "md", "--template", "md=\(template.path)"])
        XCTAssertEqual(exported.status, 0, exported.stderr)
        let written = files(under: out)
        let book = try XCTUnwrap(written.first { !$0.key.hasSuffix("index.md") })
        XCTAssertEqual(String(decoding: book.value, as: UTF8.self), "# Moby-Dick\n- Call me Ishmael. (note 0)\n")

        let broken = folder.appendingPathComponent("broken.mustache")
        try Data("ok\n{{#highlights}}\n".utf8).write(to: broken)
        let refused = folder.appendingPathComponent("refused")
        let failed = try decor(["export", database, "--out", refused.path, "--format", "md,html", "--template", "html=\(broken.path)"])
        XCTAssertEqual(failed.status, 2)
        let message = failed.stdoutText + failed.stderr
        XCTAssertTrue(message.contains("invalidTemplate") && message.contains("broken.mustache:"), message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: refused.path), "nothing is exported")
    }

    func testSVGCardsAndLayoutPagesAtADeclaredLayout() throws {
        let file = folder.appendingPathComponent("cards.jsonl")
        try Data(try highlights(readers: 1, books: Array(books.prefix(2))).utf8).write(to: file)
        let out = folder.appendingPathComponent("out")
        let exported = try decor(["export", file.path, "--out", out.path, "--format", "svg,json", "--page-layout", "800x600"])
        XCTAssertEqual(exported.status, 0, exported.stderr)
        XCTAssertEqual(try exported.json()["exported"] as? Int, 2)
        let written = files(under: out)
        let cards = written.filter { $0.key.hasSuffix(".svg") }
        XCTAssertEqual(cards.count, 2, "one card file per reader × publication, no index")
        let moby = try XCTUnwrap(cards.first { $0.key.contains("moby-dick") }?.value)
        let svg = String(decoding: moby, as: UTF8.self)
        XCTAssertTrue(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""), svg)
        XCTAssertTrue(svg.contains("data-pages=\"layout 800x600 16px, pages across the book\""))
        XCTAssertTrue(svg.contains("data-decoration-id=\"r0-b0\""), "the highlight is drawn on its page")
        let json = try XCTUnwrap(written.first { $0.key.contains("moby-dick") && $0.key.hasSuffix(".json") }?.value)
        let collection = try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [String: Any])
        let first = try XCTUnwrap(((collection["first"] as? [String: Any])?["items"] as? [[String: Any]])?.first)
        XCTAssertEqual((first["decor"] as? [String: Any])?["pageSource"] as? String, "layout")
        let page = try XCTUnwrap(((first["decor"] as? [String: Any])?["page"] as? String).flatMap(Int.init))
        XCTAssertGreaterThan(page, 1, "counted from the start of the book: the cover, title page and preface come before chapter 1")

        let plain = folder.appendingPathComponent("plain")
        XCTAssertEqual(try decor(["export", file.path, "--out", plain.path, "--format", "json"]).status, 0)
        let plainJSON = try XCTUnwrap(files(under: plain).first { $0.key.contains("moby-dick") && $0.key.hasSuffix(".json") }?.value)
        let plainFirst = try XCTUnwrap((((try JSONSerialization.jsonObject(with: plainJSON) as? [String: Any])?["first"]
            as? [String: Any])?["items"] as? [[String: Any]])?.first)
        XCTAssertTrue((plainFirst["decor"] as? [String: Any])?["pageSource"] is NSNull,
                      "without --page-layout or cards nothing is laid out, so no layout page")

        let bad = try decor(["export", file.path, "--out", out.path, "--page-layout", "wide"])
        XCTAssertEqual(bad.status, 1, "a malformed --page-layout is a usage error")
    }

    func testStrictFailsOnOrphansAndUnusableSourcesAreInputErrors() throws {
        let database = folder.appendingPathComponent("h.sqlite").path
        _ = try decor(["export", "init", database])
        _ = try importFile(try line(["id": "x", "reader": "r", "publication": DecorProcess.fixture("epub/moby-dick.epub"),
                                     "locator": ["href": "OPS/chapter_001.xhtml", "text": ["highlight": "Not a word of this is in the chapter, not one"]]]),
                           into: database)
        let out = folder.appendingPathComponent("out").path
        let lenient = try decor(["export", database, "--out", out])
        XCTAssertEqual(lenient.status, 0, lenient.stderr)
        XCTAssertEqual(try lenient.json()["orphans"] as? Int, 1)
        let strict = try decor(["export", database, "--out", out, "--strict"])
        XCTAssertEqual(strict.status, 2, strict.stderr)
        let missing = try decor(["export", folder.appendingPathComponent("nothing.sqlite").path, "--out", out])
        XCTAssertEqual(missing.status, 2)
        let badShard = try decor(["export", database, "--out", out, "--shard", "3/2"])
        XCTAssertEqual(badShard.status, 2)
    }

    func testARestrictedBookIsReportedWhileTheOthersExport() throws {
        let database = folder.appendingPathComponent("h.sqlite").path
        _ = try decor(["export", "init", database])
        let protected = (lcpBook, "EPUB/wasteland-content.xhtml", "April is the cruellest month")
        _ = try importFile(try highlights(readers: 2, books: [books[0], protected]), into: database)
        let credentials = folder.appendingPathComponent("credentials.json")
        let out = folder.appendingPathComponent("out")

        try Data(try line([lcpBook: ["passphrase": "not dan"]]).utf8).write(to: credentials)
        let wrong = try decor(["export", database, "--out", out.path, "--credentials", credentials.path, "--lcp-root", lcpRoot])
        XCTAssertEqual(wrong.status, 0, wrong.stderr)
        XCTAssertEqual(try wrong.json()["exported"] as? Int, 2)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report.json"))) as? [String: Any])
        let restricted = try XCTUnwrap((report["restricted"] as? [[String: Any]])?.first)
        XCTAssertEqual(restricted["publication"] as? String, lcpBook)
        XCTAssertEqual(restricted["reason"] as? String, "incorrectCredentials")
        XCTAssertEqual(restricted["highlights"] as? Int, 2)
        XCTAssertFalse(wrong.stdoutText.contains("not dan") || wrong.stderr.contains("not dan"))
        let strict = try decor(["export", database, "--out", out.path, "--credentials", credentials.path, "--lcp-root", lcpRoot, "--strict"])
        XCTAssertEqual(strict.status, 3)

        try Data(try line([lcpBook: ["passphrase": "dan"]]).utf8).write(to: credentials)
        let right = try decor(["export", database, "--out", out.path, "--credentials", credentials.path, "--lcp-root", lcpRoot])
        XCTAssertEqual(right.status, 0, right.stderr)
        XCTAssertEqual(try right.json()["exported"] as? Int, 4)
        XCTAssertEqual(try right.json()["restricted"] as? Int, 0)
    }

    func testAKilledRunResumesWithoutDuplicatesOrHalfWrittenFiles() throws {
        let database = folder.appendingPathComponent("h.sqlite").path
        _ = try decor(["export", "init", database])
        _ = try importFile(try highlights(readers: 400, books: books), into: database)
        let reference = folder.appendingPathComponent("reference")
        let complete = try decor(["export", database, "--out", reference.path])
        XCTAssertEqual(complete.status, 0, complete.stderr)

        let out = folder.appendingPathComponent("out")
        let process = Process()
        process.executableURL = DecorProcess.executable
        process.arguments = ["export", database, "--out", out.path, "--jobs", "1"]
        process.environment = ProcessInfo.processInfo.environment.merging(["DECOR_HOME": folder.appendingPathComponent("home").path]) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let manifest = out.appendingPathComponent(".decor-export/manifest-0-of-1.jsonl")
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning,
              (FileManager.default.contents(atPath: manifest.path).map { $0.filter { $0 == 0x0A }.count } ?? 0) < 40 {
            usleep(2000)
        }
        XCTAssertTrue(process.isRunning, "the run finished before it could be killed; give it more work")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

        let resumed = try decor(["export", database, "--out", out.path, "--jobs", "1", "--resume"])
        XCTAssertEqual(resumed.status, 0, resumed.stderr)
        XCTAssertGreaterThan(try resumed.json()["resumedUnits"] as? Int ?? 0, 0)
        XCTAssertEqual(try resumed.json()["exported"] as? Int, 1200)
        XCTAssertEqual(files(under: out), files(under: reference))
        let leftovers = FileManager.default.enumerator(atPath: out.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
        let expectedReport = try JSONSerialization.jsonObject(with: Data(contentsOf: reference.appendingPathComponent("report.json"))) as? NSDictionary
        let resumedReport = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report.json"))) as? NSDictionary
        XCTAssertEqual(resumedReport, expectedReport)
    }

    func testShardProcessesWriteTheUnionOfASingleRun() throws {
        let database = folder.appendingPathComponent("h.sqlite").path
        _ = try decor(["export", "init", database])
        _ = try importFile(try highlights(readers: 5, books: books), into: database)
        let single = folder.appendingPathComponent("single")
        XCTAssertEqual(try decor(["export", database, "--out", single.path]).status, 0)
        let sharded = folder.appendingPathComponent("sharded")
        var exported = 0
        for index in 0..<2 {
            let run = try decor(["export", database, "--out", sharded.path],
                                environment: ["JOB_COMPLETION_INDEX": "\(index)", "DECOR_EXPORT_SHARDS": "2"])
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(try run.json()["shard"] as? String, "\(index)/2")
            exported += try run.json()["exported"] as? Int ?? 0
        }
        XCTAssertEqual(exported, 15)
        XCTAssertEqual(files(under: sharded), files(under: single))
    }
}
