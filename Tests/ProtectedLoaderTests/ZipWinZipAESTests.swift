import Foundation
import XCTest
@testable import ProtectedLoader

/// WinZip AE-1/AE-2 entries, on libzip's vectors and on archives 7-Zip writes at test time.
final class ZipWinZipAESTests: XCTestCase {
    func testLibzipVectorsOfEveryKeySize() throws {
        let expected = try ZipTestFiles.libzipExpectedLines("decrypt-correct-password-aes128.test")
        for (file, strength) in [("aes128", WinZipAESStrength.aes128), ("aes192", .aes192), ("aes256", .aes256)] {
            let archive = try ZipArchive(url: ZipTestFiles.fixture("protection/libzip/encrypt-\(file).zip"))
            let entry = try XCTUnwrap(archive.entry(at: "encrypted"))
            XCTAssertEqual(entry.encryption, .winZipAES(strength: strength, vendorVersion: 2, actualMethod: 0))
            XCTAssertEqual(ZipTestFiles.lines(try archive.read(entry, password: "foofoofoo")), expected, file)
            XCTAssertEqual(try archive.read(entry, range: 2..<5, password: "foofoofoo"), Data("cry".utf8))
            XCTAssertEqual(try archive.read(XCTUnwrap(archive.entry(at: "plain")), password: nil), Data("plain\n".utf8))
        }
        XCTAssertEqual(try ZipTestFiles.libzipExpectedLines("decrypt-correct-password-aes256.test"), expected)
    }

    func testWrongAndMissingPasswords() throws {
        let archive = try ZipArchive(url: ZipTestFiles.fixture("protection/libzip/encrypt-aes128.zip"))
        let entry = try XCTUnwrap(archive.entry(at: "encrypted"))
        // decrypt-wrong-password-aes128.test: libzip refuses "notfoonotfoo" as a wrong password.
        XCTAssertThrowsError(try archive.read(entry, password: "notfoonotfoo")) { error in
            XCTAssertEqual(error as? ZipError, .incorrectPassword(archive: archive.name, entry: "encrypted"))
        }
        XCTAssertThrowsError(try archive.read(entry, password: nil)) { error in
            XCTAssertEqual(error as? ZipError, .passwordRequired(archive: archive.name, entry: "encrypted"))
        }
    }

    func testArchivesEncryptedBy7Zip() throws {
        let scratch = try ZipTestFiles.scratchFolder(for: self)
        let prose = Data(String(repeating: "Whale ho! ", count: 5000).utf8)
        try prose.write(to: scratch.appendingPathComponent("prose.txt"))
        for (method, level) in [("AES256", "-mx=9"), ("AES128", "-mx=0")] {
            let name = "\(method)\(level).zip"
            let arguments = ["a", "-tzip", "-mem=\(method)", "-pPass phrase 7", level, name, "prose.txt"]
            try ZipTestTool.run("7z", arguments, in: scratch)
            let archive = try ZipArchive(url: scratch.appendingPathComponent(name))
            let entry = try XCTUnwrap(archive.entry(at: "prose.txt"))
            guard case let .winZipAES(strength, _, actualMethod) = entry.encryption else {
                return XCTFail("\(name): \(entry.encryption)")
            }
            XCTAssertEqual(strength, method == "AES256" ? .aes256 : .aes128)
            XCTAssertEqual(actualMethod, level == "-mx=0" ? ZipCompressionMethod.stored : ZipCompressionMethod.deflated)
            XCTAssertEqual(try archive.read(entry, password: "Pass phrase 7"), prose, name)
            XCTAssertThrowsError(try archive.read(entry, password: "Pass phrase 8"), name) { error in
                XCTAssertEqual((error as? ZipError)?.code, "incorrectPassword")
            }
        }
    }

    /// Any change to the ciphertext fails the authentication code before decryption.
    func testTamperedCiphertextFailsAuthentication() throws {
        var bytes = try ZipTestFiles.fixtureData("protection/libzip/encrypt-aes256.zip")
        let archive = try ZipArchive(source: MemoryByteSource(bytes), name: "aes.zip")
        let entry = try XCTUnwrap(archive.entry(at: "encrypted"))
        let ciphertextStart = try ZipTestFiles.payloadRange(of: entry, in: bytes).lowerBound
            + WinZipAESStrength.aes256.saltLength + 2
        bytes[ciphertextStart] ^= 0x80
        let tampered = try ZipArchive(source: MemoryByteSource(bytes), name: "aes.zip")
        XCTAssertThrowsError(try tampered.read(entry, password: "foofoofoo")) { error in
            XCTAssertEqual(error as? ZipError, .corrupted(
                archive: "aes.zip", entry: "encrypted", reason: "the authentication code does not match the data"))
        }
    }

    /// AE-1 keeps the CRC, which is then checked; AE-2 stores zero and relies on the authentication code.
    /// The code covers the ciphertext only, so libzip's AE-2 entry becomes AE-1 by rewriting its headers.
    func testAE1EntriesHaveTheirCRCChecked() throws {
        let bytes = try ZipTestFiles.fixtureData("protection/libzip/encrypt-aes128.zip")
        let source = try ZipArchive(source: MemoryByteSource(bytes), name: "aes.zip")
        let entry = try XCTUnwrap(source.entry(at: "encrypted"))
        let plain = try source.read(entry, password: "foofoofoo")
        let payload = bytes.subdata(in: try ZipTestFiles.payloadRange(of: entry, in: bytes))
        let aeOne: [UInt8] = [0x01, 0x99, 7, 0, 1, 0, 0x41, 0x45, 1, 0, 0]

        for (crc, expectedError) in [(CRC32.checksum(plain), nil), (CRC32.checksum(plain) ^ 1, "incorrect CRC")] {
            var builder = ZipBuilder()
            builder.entries.append(ZipBuilder.Entry(
                name: Array("ae1.txt".utf8), flags: 0x0001, method: ZipCompressionMethod.winZipAES, payload: payload,
                crc32: crc, uncompressedSize: UInt64(plain.count), compressedSize: UInt64(payload.count),
                localExtra: aeOne, centralExtra: aeOne))
            let archive = try builder.archive("ae1.zip")
            let converted = archive.entries[0]
            XCTAssertEqual(converted.encryption, .winZipAES(strength: .aes128, vendorVersion: 1, actualMethod: 0))
            if expectedError == nil {
                XCTAssertEqual(try archive.read(converted, password: "foofoofoo"), plain)
            } else {
                XCTAssertThrowsError(try archive.read(converted, password: "foofoofoo")) { error in
                    XCTAssertEqual((error as? ZipError)?.code, "corrupted")
                    XCTAssertTrue("\(error)".contains("CRC-32"), "\(error)")
                }
            }
        }
    }

    func testUnknownVendorVersionAndMissingExtraField() throws {
        var builder = ZipBuilder()
        builder.entries.append(ZipBuilder.Entry(
            name: Array("ae3.txt".utf8), flags: 0x0001, method: ZipCompressionMethod.winZipAES,
            payload: Data(count: 40), crc32: 0, uncompressedSize: 10, compressedSize: 40,
            centralExtra: [0x01, 0x99, 7, 0, 3, 0, 0x41, 0x45, 1, 0, 0]))
        let archive = try builder.archive("ae3.zip")
        XCTAssertThrowsError(try archive.read(archive.entries[0], password: "x")) { error in
            XCTAssertEqual((error as? ZipError)?.code, "unsupportedMethod")
        }
        builder.entries[0].centralExtra = []
        XCTAssertThrowsError(try builder.archive("noextra.zip")) { error in
            XCTAssertEqual((error as? ZipError)?.code, "corrupted")
        }
    }
}
