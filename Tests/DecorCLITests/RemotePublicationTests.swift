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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(text.prefix(64))
    }
}
