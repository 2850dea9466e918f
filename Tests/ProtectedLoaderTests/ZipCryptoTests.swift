import Foundation
import XCTest
@testable import ProtectedLoader

/// Traditional PKWARE encryption, on vectors from CPython's and libzip's test suites and on archives Info-ZIP
/// writes at test time.
final class ZipCryptoTests: XCTestCase {
    private func fixture(_ path: String) throws -> ZipArchive {
        try ZipArchive(url: ZipTestFiles.fixture("protection/\(path)"))
    }

    func testCPythonVectors() throws {
        let first = try fixture("zipcrypto/cpython_test_zipfile_data.zip")
        let test = try XCTUnwrap(first.entry(at: "test.txt"))
        XCTAssertEqual(test.encryption, .zipCrypto)
        XCTAssertEqual(try first.read(test, password: "python"), Data("zipfile.py encryption test".utf8))

        let second = try fixture("zipcrypto/cpython_test_zipfile_data2.zip")
        let zero = try XCTUnwrap(second.entry(at: "zero"))
        XCTAssertTrue(zero.hasDataDescriptor)
        XCTAssertEqual(zero.compressionMethod, ZipCompressionMethod.deflated)
        XCTAssertEqual(try second.read(zero, password: "12345"), Data(count: 512))
    }

    func testLibzipVectors() throws {
        let foo = try fixture("libzip/encrypt.zip")
        XCTAssertEqual(ZipTestFiles.lines(try foo.read(XCTUnwrap(foo.entry(at: "encrypted")), password: "foo")),
                       try ZipTestFiles.libzipExpectedLines("decrypt-correct-password-pkware.test"))
        XCTAssertEqual(try foo.read(XCTUnwrap(foo.entry(at: "plain")), password: nil), Data("foo\n".utf8))

        let sample = try fixture("libzip/encrypt-1234.zip")
        XCTAssertEqual(ZipTestFiles.lines(try sample.read(XCTUnwrap(sample.entry(at: "sample.txt")), password: "1234")),
                       try ZipTestFiles.libzipExpectedLines("decrypt-correct-password-pkware-2.test"))
    }

    func testWrongAndMissingPasswords() throws {
        let archive = try fixture("zipcrypto/cpython_test_zipfile_data.zip")
        let entry = archive.entries[0]
        XCTAssertThrowsError(try archive.read(entry, password: "pythom")) { error in
            XCTAssertEqual(error as? ZipError, .incorrectPassword(archive: archive.name, entry: "test.txt"))
        }
        XCTAssertThrowsError(try archive.read(entry, password: nil)) { error in
            XCTAssertEqual(error as? ZipError, .passwordRequired(archive: archive.name, entry: "test.txt"))
        }
        XCTAssertThrowsError(try archive.read(entry, range: 0..<4, password: nil)) { error in
            XCTAssertEqual((error as? ZipError)?.code, "passwordRequired")
        }
    }

    /// One wrong password in 256 passes the header's check byte; the CRC (or the inflater) still rejects it
    /// as an incorrect password, for stored and deflated entries alike.
    func testWrongPasswordsThatPassTheCheckByteAreStillIncorrect() throws {
        for (path, name, password) in [("zipcrypto/cpython_test_zipfile_data.zip", "test.txt", "python"),
                                        ("libzip/encrypt-1234.zip", "sample.txt", "1234")] {
            let archive = try fixture(path)
            let entry = try XCTUnwrap(archive.entry(at: name))
            let stored = try ZipTestFiles.fixtureData("protection/\(path)")
            let payload = stored.subdata(in: try ZipTestFiles.payloadRange(of: entry, in: stored))
            let checkByte = ZipCryptoReader.checkByte(for: entry)
            let impostor = try XCTUnwrap((0..<10_000).lazy.map { "wrong-\($0)" }.first { candidate in
                candidate != password
                    && (try? ZipCryptoReader.decrypt(payload, password: candidate, checkByte: checkByte)) != nil
            })
            XCTAssertThrowsError(try archive.read(entry, password: impostor), impostor) { error in
                XCTAssertEqual(error as? ZipError, .incorrectPassword(archive: archive.name, entry: name))
            }
        }
    }

    func testArchivesEncryptedByInfoZip() throws {
        let scratch = try ZipTestFiles.scratchFolder(for: self)
        let prose = Data(String(repeating: "It was the best of times. ", count: 400).utf8)
        try prose.write(to: scratch.appendingPathComponent("prose.txt"))
        try Data("tiny".utf8).write(to: scratch.appendingPathComponent("tiny.txt"))
        let password = "s3cret päss"
        try ZipTestTool.run("zip", ["-q", "-e", "-P", password, "deflated.zip", "prose.txt", "tiny.txt"], in: scratch)
        try ZipTestTool.run("zip", ["-q", "-0", "-e", "-P", password, "stored.zip", "prose.txt"], in: scratch)

        let deflated = try ZipArchive(url: scratch.appendingPathComponent("deflated.zip"))
        let entry = try XCTUnwrap(deflated.entry(at: "prose.txt"))
        XCTAssertEqual(entry.compressionMethod, ZipCompressionMethod.deflated)
        XCTAssertEqual(try deflated.read(entry, password: password), prose)
        let tiny = try XCTUnwrap(deflated.entry(at: "tiny.txt"))
        XCTAssertEqual(try deflated.read(tiny, password: password), Data("tiny".utf8))
        XCTAssertThrowsError(try deflated.read(entry, password: "s3cret"))

        let stored = try ZipArchive(url: scratch.appendingPathComponent("stored.zip"))
        let storedEntry = try XCTUnwrap(stored.entry(at: "prose.txt"))
        XCTAssertFalse(storedEntry.allowsRandomAccess)
        XCTAssertEqual(try stored.read(storedEntry, range: 100..<200, password: password), prose[100..<200])
    }
}
