import Foundation
import TestFixtures
import XCTest

/// `decor info` and `decor cat` on password-protected PDFs made by Debian's qpdf.
final class PDFCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-pdf-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func decor(_ arguments: [String]) throws -> DecorProcess.Outcome {
        try DecorProcess.run(arguments, environment: ["DECOR_HOME": folder.appendingPathComponent("home").path])
    }

    func testInfoReportsTheSchemeAndTheRights() throws {
        let book = try TestPDF.encrypted(user: "reader", owner: "publisher", bits: 256, options: ["--extract=n", "--print=low"], in: folder)
        let info = try decor(["info", book.path, "--password", "reader"])
        XCTAssertEqual(info.status, 0, info.stderr + info.stdoutText)
        let json = try info.json()
        let protection = try XCTUnwrap(json["protection"] as? [String: Any])
        XCTAssertEqual(protection["scheme"] as? String, "pdf")
        XCTAssertEqual(protection["isRestricted"] as? Bool, false)
        let rights = try XCTUnwrap(protection["rights"] as? [String: Any])
        XCTAssertEqual(rights["canCopy"] as? Bool, false)
        XCTAssertEqual(rights["canPrint"] as? Bool, true)
        XCTAssertEqual(rights["copyLeft"] as? Int, 0)
        XCTAssertTrue(rights["printLeft"] is NSNull, "printing is not metered: \(rights)")
        XCTAssertEqual((json["readingOrder"] as? [[String: String]])?.first, ["href": book.lastPathComponent, "type": "application/pdf"])
    }

    func testCatWritesTheDecryptedPDFAndAWrongPasswordIsExit3() throws {
        let book = try TestPDF.encrypted(user: "reader", owner: "publisher", bits: 256, in: folder)
        let clear = try decor(["cat", book.path, book.lastPathComponent, "--password", "publisher"])
        XCTAssertEqual(clear.status, 0, clear.stderr)
        let file = folder.appendingPathComponent("clear.pdf")
        try clear.stdout.write(to: file)
        XCTAssertTrue(try TestPDF.qpdf(["--show-encryption", file.path]).contains("File is not encrypted"))
        XCTAssertTrue(try TestPDF.qdf(of: file).contains(TestPDF.text))

        let wrong = try decor(["cat", book.path, book.lastPathComponent, "--password", "nope"])
        XCTAssertEqual(wrong.status, 3)
        XCTAssertTrue(wrong.stderr.contains("--password"), wrong.stderr)
    }

    /// A PDF needs none of the LCP databases kept in the decor home, so reading one creates none, nor the
    /// home's folder: they are made only when a protection uses them.
    func testReadingAPDFMakesNoDecorHome() throws {
        let book = try TestPDF.encrypted(user: "reader", owner: "publisher", bits: 256, in: folder)
        for command in ["info", "cat"] {
            let outcome = try decor([command, book.path] + (command == "cat" ? [book.lastPathComponent] : []) + ["--password", "reader"])
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("home").path))
    }
}
