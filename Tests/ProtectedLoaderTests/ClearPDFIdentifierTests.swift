import Foundation
@testable import ProtectedLoader
import TestFixtures
import XCTest

/// The `/ID` of the clear copy of an encrypted PDF: the document's own first identifier, a second one derived
/// from the encrypted file's pair, the same bytes whichever way qpdf writes them.
final class ClearPDFIdentifierTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-pdf-id-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The trailer's `/ID` strings as qpdf shows them, decoded from hexadecimal.
    private func identifiers(of file: URL) throws -> [Data] {
        let trailer = try TestPDF.qpdf(["--password=reader", "--show-object=trailer", file.path])
        let list = try XCTUnwrap(trailer.components(separatedBy: "/ID [ ").last?.components(separatedBy: " ]").first)
        return try list.split(separator: " ").map { try XCTUnwrap(Data(hexadecimal: $0.dropFirst().dropLast()), "\(trailer)") }
    }

    private func length(of file: URL) throws -> UInt64 {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber).uint64Value
    }

    private func decrypted(_ file: URL, writesToMemoryFile: Bool = true) throws -> Data {
        let document = try QPDFDocument(.file(path: file.path), name: file.lastPathComponent, password: "reader")
        return try document.decrypted(inputLength: try length(of: file), writesToMemoryFile: writesToMemoryFile)
    }

    func testTheSecondIdentifierComesFromTheEncryptedFilesPair() throws {
        var seconds: [Data] = []
        for _ in 0..<2 {
            let file = try TestPDF.encrypted(user: "reader", owner: "publisher", bits: 256, in: folder)
            let encrypted = try identifiers(of: file)
            XCTAssertEqual(encrypted.count, 2)
            let clear = try decrypted(file)
            let clearFile = folder.appendingPathComponent("clear-\(UUID().uuidString).pdf")
            try clear.write(to: clearFile)
            let written = try identifiers(of: clearFile)
            let expected = ClearPDFIdentifier(first: Array(encrypted[0]), second: Array(encrypted[1]), inputLength: try length(of: file),
                                              outputLength: clear.count)
            XCTAssertEqual(written, [encrypted[0], Data(expected.bytes)])
            XCTAssertFalse(clear.range(of: Data(ClearPDFIdentifier.placeholder)) != nil, "qpdf's placeholder is left in the clear copy")
            XCTAssertTrue(try TestPDF.qdf(of: clearFile).contains(TestPDF.text))
            seconds.append(written[1])
        }
        // Two encryptions of one document share the first identifier but not the second, nor do their clear copies.
        XCTAssertNotEqual(seconds[0], seconds[1])
    }

    func testQPDFsOwnBufferGivesTheSameBytesAsTheMemoryFile() throws {
        let file = try TestPDF.encrypted(user: "reader", owner: "publisher", bits: 128, options: ["--use-aes=y"], in: folder)
        let inMemoryFile = try decrypted(file)
        XCTAssertEqual(try decrypted(file, writesToMemoryFile: false), inMemoryFile)
        XCTAssertTrue(inMemoryFile.starts(with: Array("%PDF-".utf8)))
    }

    func testAFileWithoutIdentifiersGetsADigestOfItsClearCopy() throws {
        // AES-256 (revision 6) keys do not depend on /ID, so a file whose trailer lost it still opens.
        let file = try TestPDF.encrypted(user: "reader", owner: "publisher", bits: 256, in: folder)
        var bytes = try Data(contentsOf: file)
        let start = try XCTUnwrap(bytes.range(of: Data("/ID [<".utf8), options: .backwards)?.lowerBound)
        let end = try XCTUnwrap(bytes.range(of: Data(">]".utf8), in: start..<bytes.endIndex)?.upperBound)
        bytes.replaceSubrange(start..<end, with: Data(repeating: UInt8(ascii: " "), count: end - start))
        let stripped = folder.appendingPathComponent("no-id.pdf")
        try bytes.write(to: stripped)
        XCTAssertFalse(try TestPDF.qpdf(["--password=reader", "--show-object=trailer", stripped.path]).contains("/ID ["))

        let clear = try decrypted(stripped)
        XCTAssertEqual(try decrypted(stripped, writesToMemoryFile: false), clear)
        let clearFile = folder.appendingPathComponent("clear.pdf")
        try clear.write(to: clearFile)
        let written = try identifiers(of: clearFile)
        XCTAssertEqual(written.count, 2)
        XCTAssertFalse(written.contains(Data(hexadecimal: "31415926535897932384626433832795")!), "a static /ID in \(written)")
        XCTAssertTrue(try TestPDF.qdf(of: clearFile).contains(TestPDF.text))
    }

    func testAClearCopyWithoutThePlaceholderIsAnError() {
        var pdf = Array("%PDF-1.7\ntrailer << /ID [<00><00>] >>\n%%EOF\n".utf8)
        let identifier = ClearPDFIdentifier(first: [0], second: [0], inputLength: 1, outputLength: pdf.count)
        XCTAssertThrowsError(try pdf.withUnsafeMutableBytes { try identifier.write(into: $0, name: "book.pdf") }) { error in
            XCTAssertEqual((error as? PDFError)?.code, "invalidPDF")
            XCTAssertTrue((error as? PDFError)?.message.hasPrefix("book.pdf: ") == true)
        }
    }
}
