import Foundation
import TestFixtures
import XCTest

/// decor opens OpenSSL's libcrypto and libqpdf at their first use instead of at every start: a command
/// that decrypts nothing loads neither, and one that decrypts loads its library then. The dynamic
/// loader's own log (`LD_DEBUG=files`) tells which libraries a process loads, and why.
final class LibraryLoadingTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-libraries-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The outcome of a decor command and the loader's lines about the libraries it loaded.
    private func decor(_ arguments: [String]) throws -> (outcome: DecorProcess.Outcome, loads: [String]) {
        let outcome = try DecorProcess.run(arguments, environment: [
            "LD_DEBUG": "files", "DECOR_HOME": folder.appendingPathComponent("home").path, "DECOR_LCP_ROOTS": "",
        ])
        return (outcome, outcome.stderr.split(separator: "\n").map(String.init).filter { $0.contains("file=") })
    }

    func testACommandThatDecryptsNothingLoadsNeitherLibrary() throws {
        let (outcome, loads) = try decor(["info", DecorProcess.fixture("epub/moby-dick.epub")])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertTrue(loads.contains { $0.contains("file=libxml2.so") }, "the loader's log lists linked libraries")
        XCTAssertFalse(loads.contains { $0.contains("libcrypto.so") }, loads.joined(separator: "\n"))
        XCTAssertFalse(loads.contains { $0.contains("libqpdf.so") }, loads.joined(separator: "\n"))
    }

    func testAnLCPPublicationLoadsLibcryptoWhenItIsOpened() throws {
        let book = DecorProcess.fixture("protection/r2-streamer-js/wasteland-otf-obf_LCP_dan.epub")
        let root = DecorProcess.fixture("protection/r2-streamer-js/ca_rsa_pem.pem")
        let (outcome, loads) = try decor(["info", book, "--passphrase", "dan", "--lcp-root", root])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertTrue(loads.contains { $0.contains("file=libcrypto.so") && $0.contains("dynamically loaded") },
                      loads.joined(separator: "\n"))
    }

    func testAPDFLoadsLibqpdfWhenItIsOpened() throws {
        let book = try TestPDF.encrypted(user: "reader", owner: "publisher", bits: 256, options: [], in: folder)
        let (outcome, loads) = try decor(["info", book.path, "--password", "reader"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertTrue(loads.contains { $0.contains("file=libqpdf.so") && $0.contains("dynamically loaded") },
                      loads.joined(separator: "\n"))
    }
}
