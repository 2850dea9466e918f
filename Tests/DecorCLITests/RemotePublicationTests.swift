import Foundation
import LoopbackHTTPServer
import XCTest

/// `decor` on `http://` publications served from loopback: streamed `info`, `cat` and `render` give what
/// the local file gives, a server without `Range` is a clear input error, and `decor lcp acquire`
/// downloads, checks and never leaves a partial file under the final name.
final class RemotePublicationTests: XCTestCase {
    private let book = DecorProcess.fixture("protection/r2-streamer-js/wasteland-otf-obf_LCP_dan.epub")
    private let root = DecorProcess.fixture("protection/r2-streamer-js/ca_rsa_pem.pem")
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-remote-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func decor(_ arguments: [String]) throws -> DecorProcess.Outcome {
        try DecorProcess.run(arguments, environment: ["DECOR_HOME": folder.appendingPathComponent("home").path, "DECOR_LCP_ROOTS": ""])
    }

    private func serve(ranges: Bool = true) throws -> LoopbackHTTPServer {
        let data = try Data(contentsOf: URL(fileURLWithPath: book))
        return try LoopbackHTTPServer { .file(data, for: $0, ranges: ranges) }
    }

    func testStreamedInfoAndCatAreTheLocalFilesOutput() throws {
        let server = try serve()
        defer { server.stop() }
        let url = server.url("/wasteland.epub").absoluteString
        let credentials = ["--passphrase", "dan", "--lcp-root", root]
        let remoteInfo = try decor(["info", url] + credentials)
        let localInfo = try decor(["info", book] + credentials)
        XCTAssertEqual(remoteInfo.status, 0, remoteInfo.stderr + remoteInfo.stdoutText)
        XCTAssertEqual(remoteInfo.stdout, localInfo.stdout)
        for href in ["EPUB/wasteland-content.xhtml", "EPUB/OldStandard-Italic.obf.otf", "EPUB/wasteland-cover.jpg"] {
            let remote = try decor(["cat", url, href] + credentials)
            XCTAssertEqual(remote.status, 0, remote.stderr)
            XCTAssertEqual(remote.stdout, try decor(["cat", book, href] + credentials).stdout, href)
        }
    }

    func testStreamedRenderWritesTheLocalFilesOutput() throws {
        let server = try serve()
        defer { server.stop() }
        let decorations = folder.appendingPathComponent("decorations.json")
        try Data(#"{"groups": {"g": [{"id": "1", "locator": {"href": "EPUB/wasteland-content.xhtml", "text": {"highlight": "April is the cruellest month"}}, "style": {"type": "highlight"}}]}}"#.utf8)
            .write(to: decorations)
        var outputs: [URL] = []
        for input in [server.url("/wasteland.epub").absoluteString, book] {
            let out = folder.appendingPathComponent("out-\(outputs.count)")
            let outcome = try decor(["render", input, "--decorations", decorations.path, "--out", out.path, "--passphrase", "dan", "--lcp-root", root])
            XCTAssertEqual(outcome.status, 0, outcome.stderr + outcome.stdoutText)
            outputs.append(out)
        }
        let files = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: outputs[1].path)).sorted()
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: outputs[0].path).sorted(), files)
        XCTAssertTrue(files.contains("EPUB/wasteland-content.xhtml"))
        for file in files {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: outputs[1].appendingPathComponent(file).path, isDirectory: &isDirectory),
                  !isDirectory.boolValue else { continue }
            XCTAssertEqual(try Data(contentsOf: outputs[0].appendingPathComponent(file)),
                           try Data(contentsOf: outputs[1].appendingPathComponent(file)), file)
        }
    }

    func testAServerWithoutRangesIsAnInputErrorThatSaysSo() throws {
        let server = try serve(ranges: false)
        defer { server.stop() }
        let outcome = try decor(["info", server.url("/wasteland.epub").absoluteString, "--passphrase", "dan", "--lcp-root", root])
        XCTAssertEqual(outcome.status, 2)
        let error = try XCTUnwrap(try outcome.json()["error"] as? [String: Any])
        XCTAssertEqual(error["code"] as? String, "rangeNotSupported")
        XCTAssertTrue((error["message"] as? String)?.contains("206") == true, outcome.stdoutText)
    }

    func testAcquireDownloadsChecksAndReportsProgress() throws {
        let server = try serve()
        defer { server.stop() }
        let data = try Data(contentsOf: URL(fileURLWithPath: book))
        let out = folder.appendingPathComponent("acquired.epub")
        let good = try license(url: server.url("/book.epub"), hash: sha256(data), length: data.count)
        let outcome = try decor(["lcp", "acquire", good.path, "--out", out.path, "--progress", "jsonl"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr + outcome.stdoutText)
        XCTAssertEqual(try outcome.json()["length"] as? Int, data.count)
        XCTAssertTrue(outcome.stderr.contains(#""event":"progress""#), outcome.stderr)
        XCTAssertTrue(outcome.stderr.hasSuffix("{\"event\":\"done\"}\n"), outcome.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.path))

        let wrong = try license(url: server.url("/book.epub"), hash: String(repeating: "0", count: 64), length: data.count)
        let refused = folder.appendingPathComponent("refused.epub")
        let failure = try decor(["lcp", "acquire", wrong.path, "--out", refused.path])
        XCTAssertEqual(failure.status, 2)
        XCTAssertEqual((try failure.json()["error"] as? [String: Any])?["code"] as? String, "hashMismatch")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("refused") }, [])
    }

    func testLicenseStatusCommandsPrintTheDocumentAndTheServersProblems() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: book))
        let license = try XCTUnwrap(try JSONSerialization.jsonObject(with: try unzip(book, "META-INF/license.lcpl")) as? [String: Any])
        let id = try XCTUnwrap(license["id"] as? String)
        let server = try LoopbackHTTPServer { request in
            switch (request.method, request.path) {
            case ("GET", "/status"):
                return .json(200, Data("""
                    {"id": "\(id)", "status": "active", "updated": {"license": "2017-10-31T11:23:00Z", "status": "2020-01-01T00:00:00Z"},
                     "links": [{"rel": "renew", "href": "\(request.header("Host").map { "http://\($0)" } ?? "")/renew{?end,id,name}", "templated": true}]}
                    """.utf8))
            case ("PUT", "/renew"):
                return .problem(403, type: "http://readium.org/license-status-document/error/renew", title: "renewal past the allowed end")
            default:
                return .file(data, for: request)
            }
        }
        defer { server.stop() }
        // The package's license with its status link on loopback (its signature no longer verifies, which
        // the status commands do not need).
        var edited = license
        edited["links"] = [["rel": "status", "href": server.url("/status").absoluteString]]
        let copy = folder.appendingPathComponent("status.epub")
        try replaceLicense(of: book, with: JSONSerialization.data(withJSONObject: edited), writingTo: copy)

        let status = try decor(["lcp", "status", copy.path, "--passphrase", "dan", "--lcp-root", root])
        XCTAssertEqual(status.status, 0, status.stderr + status.stdoutText)
        let document = try XCTUnwrap(try status.json()["status"] as? [String: Any])
        XCTAssertEqual(document["status"] as? String, "active")
        XCTAssertEqual(document["id"] as? String, id)

        let renew = try decor(["lcp", "renew", copy.path, "--end", "2099-01-01", "--lcp-root", root])
        XCTAssertEqual(renew.status, 3, renew.stdoutText)
        let error = try XCTUnwrap(try renew.json()["error"] as? [String: Any])
        XCTAssertEqual(error["code"] as? String, "renewRefused")
        XCTAssertTrue((error["message"] as? String)?.contains("renewal past the allowed end") == true, renew.stdoutText)
        XCTAssertEqual(server.requests.last?.query["end"], "2099-01-01T00:00:00Z")
        XCTAssertNotNil(server.requests.last?.query["id"])

        let unavailable = try decor(["lcp", "return", copy.path, "--lcp-root", root])
        XCTAssertEqual(unavailable.status, 3)
        XCTAssertEqual((try unavailable.json()["error"] as? [String: Any])?["code"] as? String, "operationUnavailable")
    }

    private func unzip(_ archive: String, _ entry: String) throws -> Data {
        try run("/usr/bin/unzip", ["-p", archive, entry])
    }

    /// A copy of `archive` whose `META-INF/license.lcpl` is `license` (with Python's zipfile, not decor).
    private func replaceLicense(of archive: String, with license: Data, writingTo copy: URL) throws {
        let licenseFile = folder.appendingPathComponent("replacement.lcpl")
        try license.write(to: licenseFile)
        try run("/usr/bin/env", ["python3", "-c", """
            import sys, zipfile
            source, license, target = sys.argv[1:]
            with zipfile.ZipFile(source) as old, zipfile.ZipFile(target, "w") as new:
                for info in old.infolist():
                    data = open(license, "rb").read() if info.filename == "META-INF/license.lcpl" else old.read(info)
                    new.writestr(info, data)
            """, archive, licenseFile.path, copy.path])
    }

    @discardableResult
    private func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(tool) \(arguments)")
        return data
    }

    /// The wasteland license with its publication link pointing at `url`.
    private func license(url: URL, hash: String, length: Int) throws -> URL {
        let original = try Data(contentsOf: URL(fileURLWithPath: DecorProcess.fixture("protection/r2-streamer-js/wasteland-otf-obf_LCP_dan.lcpl")))
        var json = try XCTUnwrap(try JSONSerialization.jsonObject(with: original) as? [String: Any])
        json["links"] = [["rel": "publication", "href": url.absoluteString, "length": length, "hash": hash]]
        let file = folder.appendingPathComponent("license-\(UUID().uuidString).lcpl")
        try JSONSerialization.data(withJSONObject: json).write(to: file)
        return file
    }

    private func sha256(_ data: Data) throws -> String {
        let file = folder.appendingPathComponent("hashed")
        try data.write(to: file)
        return String(String(decoding: try run("/usr/bin/sha256sum", [file.path]), as: UTF8.self).prefix(64))
    }
}
