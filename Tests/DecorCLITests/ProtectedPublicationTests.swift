import Foundation
import XCTest

/// `decor info` and `decor cat` on the shared protection vectors and on password-protected EPUBs built here.
final class ProtectedPublicationTests: XCTestCase {
    private var home: URL!
    private let testRoot = DecorProcess.fixture("protection/r2-streamer-js/ca_rsa_pem.pem")

    override func setUpWithError() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("decor-home-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: home)
    }

    /// Each test has its own decor home, so no remembered passphrase leaks from one to the next.
    private func decor(_ arguments: [String]) throws -> DecorProcess.Outcome {
        try DecorProcess.run(arguments, environment: ["DECOR_HOME": home.path, "DECOR_LCP_ROOTS": ""])
    }

    func testEveryLCPVectorDecryptsToItsExpectedBytes() throws {
        let vectors = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: DecorProcess.fixture("protection/lcp_vectors.json")))) as? [[String: Any]]
        for vector in try XCTUnwrap(vectors) {
            let file = DecorProcess.fixture("protection/\(vector["local_file"] as! String)")
            let passphrase = vector["passphrase"] as! String
            for resource in vector["resources"] as! [[String: Any]] {
                let path = resource["path"] as! String
                let outcome = try decor(["cat", file, path, "--passphrase", passphrase, "--lcp-root", testRoot])
                XCTAssertEqual(outcome.status, 0, "\(file) \(path): \(outcome.stderr)")
                XCTAssertEqual(outcome.stdout.count, resource["final_len"] as? Int, path)
                XCTAssertEqual(sha256(outcome.stdout), resource["final_sha256"] as? String, path)
            }
        }
    }

    func testLCPInfoDescribesTheLicenseAndRights() throws {
        let book = DecorProcess.fixture("protection/r2-streamer-js/wasteland-otf-obf_LCP_dan.epub")
        let outcome = try decor(["info", book, "--passphrase", "dan", "--lcp-root", testRoot])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let protection = try XCTUnwrap(try outcome.json()["protection"] as? [String: Any])
        XCTAssertEqual(protection["scheme"] as? String, "lcp")
        XCTAssertEqual(protection["isRestricted"] as? Bool, false)
        let license = try XCTUnwrap(protection["license"] as? [String: Any])
        XCTAssertEqual(license["id"] as? String, "f327b94f-7e05-406e-8524-84ef729db700")
        XCTAssertEqual(license["profile"] as? String, "http://readium.org/lcp/basic-profile")
        XCTAssertEqual((license["user"] as? [String: Any])?["name"] as? String, "Daniel Weck")
        let rights = try XCTUnwrap(protection["rights"] as? [String: Any])
        XCTAssertEqual(rights["canCopy"] as? Bool, true)
        XCTAssertNotNil(rights["printLeft"] as? Int)
    }

    /// The license's dates are RFC 3339 text in UTC to the second, whatever offset and precision the license
    /// wrote them with (`issued` has nanoseconds, the rights' `start` and `end` have offsets).
    func testLCPInfoWritesTheLicenseDatesAsUTCText() throws {
        let scratch = try ScratchFolder("decor-license-dates")
        defer { try? scratch.remove() }
        let pki = try RevocationTestPKI(in: scratch.url, revocationListURL: try XCTUnwrap(URL(string: "http://127.0.0.1:9/ca.crl")))
        let outcome = try decor(["info", pki.bookPath, "--passphrase", "dan", "--lcp-root", pki.rootPath, "--offline"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let license = try XCTUnwrap((try outcome.json()["protection"] as? [String: Any])?["license"] as? [String: Any])
        XCTAssertEqual(license["issued"] as? String, "2017-10-31T11:23:03Z")
        XCTAssertEqual(license["start"] as? String, "2020-01-01T00:00:00Z")
        XCTAssertEqual(license["end"] as? String, "2099-12-31T23:00:00Z")
        let updated = try XCTUnwrap(license["updated"] as? String, "\(license)")
        XCTAssertNotNil(updated.wholeMatch(of: /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z/), updated)
        XCTAssertLessThan(abs(try Date(updated, strategy: .iso8601).timeIntervalSinceNow), 600, updated)
    }

    func testAWrongPassphraseGivesARestrictedPublication() throws {
        let book = DecorProcess.fixture("protection/r2-streamer-js/wasteland-otf-obf_LCP_dan.epub")
        let info = try decor(["info", book, "--passphrase", "not dan", "--lcp-root", testRoot])
        XCTAssertEqual(info.status, 0, info.stderr)
        let protection = try XCTUnwrap(try info.json()["protection"] as? [String: Any])
        XCTAssertEqual(protection["isRestricted"] as? Bool, true)
        XCTAssertEqual((protection["error"] as? [String: Any])?["code"] as? String, "incorrectCredentials")
        XCTAssertEqual((protection["rights"] as? [String: Any])?["canCopy"] as? Bool, false)

        let content = try decor(["cat", book, "EPUB/wasteland-content.xhtml", "--passphrase", "not dan", "--lcp-root", testRoot])
        XCTAssertEqual(content.status, 3)
        XCTAssertTrue(content.stdout.isEmpty, "no ciphertext may be written")
        XCTAssertTrue(content.stderr.contains("restricted"), content.stderr)

        let clear = try decor(["cat", book, "EPUB/wasteland.opf", "--passphrase", "not dan", "--lcp-root", testRoot])
        XCTAssertEqual(clear.status, 0, "clear resources stay readable: \(clear.stderr)")
    }

    /// A passphrase that opened a book is remembered (as its user key); `lcp forget` and
    /// `--forget-passphrase` delete it, and the book is restricted again without one.
    func testRememberedPassphrasesCanBeForgotten() throws {
        let book = DecorProcess.fixture("protection/r2-streamer-js/wasteland-otf-obf_LCP_dan.epub")
        func isRestricted(_ extra: [String] = []) throws -> Bool? {
            let info = try decor(["info", book, "--lcp-root", testRoot] + extra)
            XCTAssertEqual(info.status, 0, info.stderr)
            return (try info.json()["protection"] as? [String: Any])?["isRestricted"] as? Bool
        }
        XCTAssertEqual(try isRestricted(["--passphrase", "dan"]), false)
        XCTAssertEqual(try isRestricted(), false, "the passphrase was remembered")
        let stored = try String(decoding: Data(contentsOf: home.appendingPathComponent("passphrases.sqlite")), as: UTF8.self)
        XCTAssertFalse(stored.contains("dan\u{0}"), "the passphrase itself is never stored")

        let forget = try decor(["lcp", "forget", book, "--lcp-root", testRoot])
        XCTAssertEqual(forget.status, 0, forget.stderr)
        XCTAssertEqual(try forget.json()["forgotten"] as? Int, 1)
        XCTAssertEqual(try forget.json()["licenseID"] as? String, "f327b94f-7e05-406e-8524-84ef729db700")
        XCTAssertEqual(try isRestricted(), true, "forgotten: the book asks for its passphrase again")
        XCTAssertEqual(try decor(["lcp", "forget", book, "--lcp-root", testRoot]).json()["forgotten"] as? Int, 0)

        XCTAssertEqual(try isRestricted(["--passphrase", "dan", "--forget-passphrase"]), false, "the given passphrase opens it")
        XCTAssertEqual(try isRestricted(), true, "…and is not remembered")
        XCTAssertEqual(try isRestricted(["--passphrase", "dan"]), false)
        XCTAssertEqual(try isRestricted(["--forget-passphrase"]), true, "the remembered key is not tried")
        XCTAssertEqual(try isRestricted(), true, "…and is deleted")

        XCTAssertEqual(try isRestricted(["--passphrase", "dan"]), false)
        let all = try decor(["lcp", "forget", "--all"])
        XCTAssertEqual(try all.json()["forgotten"] as? Int, 1)
        XCTAssertEqual(try isRestricted(), true)
        XCTAssertEqual(try decor(["lcp", "forget"]).status, 1, "a publication or --all is needed")
    }

    func testWithoutATrustedRootTheLicenseIsUntrusted() throws {
        let book = DecorProcess.fixture("protection/r2-streamer-js/wasteland-otf-obf_LCP_dan.epub")
        let info = try decor(["info", book, "--passphrase", "dan"])
        XCTAssertEqual(info.status, 0, info.stderr)
        let protection = try XCTUnwrap(try info.json()["protection"] as? [String: Any])
        XCTAssertEqual((protection["error"] as? [String: Any])?["code"] as? String, "untrustedCertificate")
    }

    func testTheProductionProfileIsUnsupported() throws {
        let license = DecorProcess.fixture("protection/swift-toolkit/Sources_LCP_Resources_prod-license.lcpl")
        let outcome = try decor(["info", license, "--passphrase", "One passphrase", "--lcp-root", testRoot])
        XCTAssertEqual(outcome.status, 3)
        XCTAssertEqual((try outcome.json()["error"] as? [String: Any])?["code"] as? String, "unsupportedProfile")
    }

    func testPasswordProtectedEPUBs() throws {
        let folder = try explodedMobyDick()
        defer { try? FileManager.default.removeItem(at: folder) }
        let zipCrypto = folder.appendingPathExtension("zipcrypto.epub")
        let aes = folder.appendingPathExtension("aes.epub")
        defer {
            try? FileManager.default.removeItem(at: zipCrypto)
            try? FileManager.default.removeItem(at: aes)
        }
        try run("/usr/bin/zip", ["-q", "-r", "-e", "-P", "s3cret", zipCrypto.path, "."], in: folder)
        try run("/usr/bin/7z", ["a", "-tzip", "-mem=AES256", "-ps3cret", aes.path, "."], in: folder)
        for book in [zipCrypto.path, aes.path] {
            let missing = try decor(["info", book])
            XCTAssertEqual(missing.status, 3, book)
            XCTAssertEqual((try missing.json()["error"] as? [String: Any])?["code"] as? String, "incorrectCredentials")
            let wrong = try decor(["info", book, "--password", "guess"])
            XCTAssertEqual(wrong.status, 3, book)
            let right = try decor(["info", book, "--password", "s3cret"])
            XCTAssertEqual(right.status, 0, "\(book): \(right.stderr)")
            XCTAssertEqual((try right.json()["protection"] as? [String: Any])?["scheme"] as? String, "zip")
            let chapter = try decor(["cat", book, "OPS/chapter_001.xhtml", "--password", "s3cret"])
            XCTAssertEqual(chapter.stdout, try Data(contentsOf: folder.appendingPathComponent("OPS/chapter_001.xhtml")))
        }
    }

    private func explodedMobyDick() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-moby-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try run("/usr/bin/unzip", ["-q", DecorProcess.fixture("epub/moby-dick.epub"), "-d", folder.path], in: folder)
        return folder
    }

    private func run(_ tool: String, _ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(tool) \(arguments)")
    }

    private func sha256(_ data: Data) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try? process.run()
        input.fileHandleForWriting.write(data)
        try? input.fileHandleForWriting.close()
        let digest = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(String(decoding: digest, as: UTF8.self).prefix(64))
    }
}
