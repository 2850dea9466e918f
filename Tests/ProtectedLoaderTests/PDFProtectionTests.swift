import Foundation
import ProtectedLoader
import TestFixtures
import XCTest

/// Password-protected PDFs, encrypted by Debian's qpdf with every standard security handler revision.
final class PDFProtectionTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func open(_ file: URL, credentials: String?) throws -> Publication {
        try PublicationOpener().open(path: file.path, options: OpeningOptions(credentials: credentials))
    }

    /// The clear PDF decor gives, written to disk so qpdf can look at it.
    private func clear(_ publication: Publication) throws -> URL {
        let href = try XCTUnwrap(publication.readingOrder.first?.href)
        let file = folder.appendingPathComponent("clear-\(UUID().uuidString).pdf")
        try publication.resource(href: href).read().write(to: file)
        return file
    }

    func testEveryAlgorithmOpensWithTheUserOrTheOwnerPassword() throws {
        let algorithms: [(bits: Int, options: [String])] = [(40, []), (128, ["--use-aes=n"]), (128, ["--use-aes=y"]), (256, [])]
        for algorithm in algorithms {
            let file = try TestPDF.encrypted(user: "reader", owner: "publisher", bits: algorithm.bits, options: algorithm.options, in: folder)
            for password in ["reader", "publisher"] {
                let publication = try open(file, credentials: password)
                XCTAssertEqual(publication.protection?.scheme, .pdf, "\(algorithm)")
                XCTAssertFalse(publication.isRestricted)
                XCTAssertEqual(publication.readingOrder.map(\.href), [file.lastPathComponent])
                XCTAssertEqual(publication.readingOrder.first?.mediaType, "application/pdf")
                XCTAssertEqual(publication.title, "Loomings", "\(algorithm)")
                let clearFile = try clear(publication)
                XCTAssertTrue(try TestPDF.qpdf(["--show-encryption", clearFile.path]).contains("File is not encrypted"), "\(algorithm)")
                XCTAssertTrue(try TestPDF.qdf(of: clearFile).contains(TestPDF.text), "\(algorithm)")
            }
        }
    }

    func testTheClearPDFIsTheSameBytesAtEveryOpenFromAFileOrFromMemory() throws {
        let file = try TestPDF.encrypted(user: "reader", owner: "publisher", bits: 256, in: folder)
        let first = try open(file, credentials: "reader").resource(href: file.lastPathComponent).read()
        // Without a deterministic /ID, qpdf seeds it with the clock's seconds: the second open is in another second.
        let second = Int(Date().timeIntervalSince1970)
        while Int(Date().timeIntervalSince1970) == second { usleep(20_000) }
        XCTAssertEqual(try open(file, credentials: "reader").resource(href: file.lastPathComponent).read(), first)
        let inMemory = PDFContainer(name: file.path, path: file.lastPathComponent, source: MemoryByteSource(try Data(contentsOf: file)))
        let unlocked = try XCTUnwrap(PDFProtection().open(.container(inMemory), options: OpeningOptions(credentials: "reader")))
        XCTAssertEqual(try unlocked.container.resource(at: file.lastPathComponent)?.read(), first)
        // The first /ID element is the encrypted file's (ClearPDFIdentifierTests checks the second).
        let clearFile = folder.appendingPathComponent("clear.pdf")
        try first.write(to: clearFile)
        let ids = try [file, clearFile].map { try TestPDF.qpdf(["--password=reader", "--show-object=trailer", $0.path]) }
        let firstID = { (trailer: String) in trailer.components(separatedBy: "/ID [ ").last?.components(separatedBy: " ").first }
        XCTAssertNotNil(firstID(ids[0]))
        XCTAssertEqual(firstID(ids[1]), firstID(ids[0]))
    }

    func testDecryptingLeavesEveryStreamAsTheFileHasIt() throws {
        let file = try TestPDF.encrypted(user: "reader", owner: "publisher", bits: 256, writing: ["--compress-streams=n"], in: folder)
        let clearFile = try clear(try open(file, credentials: "reader"))
        let text = String(decoding: try Data(contentsOf: clearFile), as: UTF8.self)
        // qpdf's writing defaults would have compressed the page's content stream.
        XCTAssertTrue(text.contains("(\(TestPDF.text)) Tj"), "the content stream is still uncompressed")
        XCTAssertFalse(text.contains("/FlateDecode"))
        XCTAssertTrue(try TestPDF.qpdf(["--show-encryption", clearFile.path]).contains("File is not encrypted"))
    }

    func testQPDFReadsTheFileDecorOpenedEvenIfAnotherTakesItsName() throws {
        let checked = try TestPDF.encrypted(user: "reader", owner: "publisher", bits: 256, in: folder)
        let swapped = try TestPDF.encrypted(user: "intruder", owner: "intruder", bits: 256, in: folder)
        let source = try FileByteSource(url: checked)
        XCTAssertEqual(rename(swapped.path, checked.path), 0)
        let container = PDFContainer(name: checked.path, path: checked.lastPathComponent, source: source)
        let unlocked = try XCTUnwrap(PDFProtection().open(.container(container), options: OpeningOptions(credentials: "reader")))
        let clear = try XCTUnwrap(unlocked.container.resource(at: checked.lastPathComponent)?.read())
        let clearFile = folder.appendingPathComponent("clear.pdf")
        try clear.write(to: clearFile)
        XCTAssertTrue(try TestPDF.qdf(of: clearFile).contains(TestPDF.text))
    }

    func testAWrongOrMissingUserPasswordIsIncorrectCredentials() throws {
        let file = try TestPDF.encrypted(user: "reader", owner: "publisher", bits: 256, in: folder)
        for credentials in ["nope", nil] {
            XCTAssertThrowsError(try open(file, credentials: credentials)) { error in
                XCTAssertEqual((error as? OpeningError)?.code, "incorrectCredentials", "\(error)")
            }
        }
    }

    func testAnOwnerOnlyPDFOpensWithoutAPassword() throws {
        let file = try TestPDF.encrypted(user: "", owner: "publisher", bits: 128, options: ["--use-aes=y", "--extract=n", "--print=low"], in: folder)
        let publication = try open(file, credentials: nil)
        XCTAssertEqual(publication.protection?.scheme, .pdf)
        XCTAssertFalse(publication.rights.canCopy)
        XCTAssertTrue(publication.rights.canPrint, "degraded printing still prints")
        XCTAssertFalse(publication.rights.copy(text: "x"))
        XCTAssertTrue(publication.rights.print(pageCount: 100), "PDF permissions are not metered")
    }

    func testPermissionsBecomeTheRights() throws {
        let cases: [(options: [String], copy: Bool, print: Bool)] = [
            ([], true, true),
            (["--extract=n"], false, true),
            (["--print=none"], true, false),
            (["--extract=n", "--print=none"], false, false),
            (["--print=full"], true, true),
        ]
        for (options, copy, print) in cases {
            let file = try TestPDF.encrypted(user: "u", owner: "o", bits: 256, options: options, in: folder)
            let rights = try open(file, credentials: "u").rights
            XCTAssertEqual(rights.canCopy, copy, "\(options)")
            XCTAssertEqual(rights.canPrint, print, "\(options)")
            XCTAssertNil(rights.copyLeft.flatMap { $0 == 0 ? nil : $0 }, "no counter")
        }
    }

    func testAnUnencryptedPDFIsAPublicationWithoutProtection() throws {
        let file = folder.appendingPathComponent("plain.pdf")
        try TestPDF.plain(title: "Plain").write(to: file)
        let publication = try open(file, credentials: nil)
        XCTAssertNil(publication.protection)
        XCTAssertEqual(publication.title, "Plain")
        XCTAssertEqual(try publication.resource(href: "plain.pdf").read(), TestPDF.plain(title: "Plain"))
    }

    func testHostilePDFsGiveClearErrors() throws {
        let encrypted = try Data(contentsOf: try TestPDF.encrypted(user: "u", owner: "o", bits: 256, in: folder))
        var variants: [(String, Data)] = [
            ("truncated", encrypted.prefix(encrypted.count / 2)),
            ("header only", Data("%PDF-1.7\n".utf8)),
            ("garbage after the header", Data("%PDF-1.7\n".utf8) + Data((0..<50_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) })),
        ]
        // Nonsense in the encryption dictionary's key length.
        if let text = String(data: encrypted, encoding: .isoLatin1), let range = text.range(of: "/Length 256") {
            variants.append(("key length", Data(text.replacingCharacters(in: range, with: "/Length 999999999").utf8)))
        }
        for (name, data) in variants {
            let file = folder.appendingPathComponent("hostile-\(UUID().uuidString).pdf")
            try data.write(to: file)
            let started = Date()
            do {
                let publication = try open(file, credentials: "u")
                // qpdf may recover a damaged file; what it gives must then be a readable publication.
                XCTAssertEqual(publication.readingOrder.count, 1, name)
            } catch let error as OpeningError {
                XCTAssertFalse(error.message.isEmpty, name)
                XCTAssertTrue(error.message.contains(file.path), "\(name): the error names the file: \(error.message)")
            }
            XCTAssertLessThan(Date().timeIntervalSince(started), 20, name)
        }
    }
}
