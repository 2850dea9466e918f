import Foundation
import XCTest
@testable import ProtectedLoader

final class ZipEndOfCentralDirectoryTests: XCTestCase {
    func testBytesWithoutAnEndRecordAreNotAZip() throws {
        let license = try ZipTestFiles.fixtureData("protection/swift-toolkit/Tests_SharedTests_Fixtures_Format_lcpl.unknown")
        for bytes in [Data(), Data("PK".utf8), Data(repeating: 0x41, count: 70_000), license] {
            XCTAssertThrowsError(try ZipArchive(source: MemoryByteSource(bytes), name: "x.bin")) { error in
                XCTAssertEqual((error as? ZipError)?.code, "notAZip")
            }
        }
    }

    func testEmptyArchiveHasNoEntries() throws {
        let archive = try ZipArchive(source: MemoryByteSource(ZipBuilder().build()), name: "empty.zip")
        XCTAssertEqual(archive.entries, [])
    }

    /// A comment may hide a fake end record; the one whose comment reaches the end of the file wins.
    func testCommentContainingAFakeSignatureAndTheLongestCommentAreSkipped() throws {
        var builder = ZipBuilder()
        builder.addStored("a.txt", Data("a".utf8))
        let fakeRecord = [0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18)
        builder.comment = fakeRecord + [UInt8](repeating: 0x20, count: 40)
        XCTAssertEqual(try builder.archive("fake.zip").entries.map(\.path), ["a.txt"])
        builder.comment = [UInt8](repeating: 0x2A, count: 0xFFFF)
        XCTAssertEqual(try builder.archive("long.zip").entries.map(\.path), ["a.txt"])
    }

    func testZip64RecordsWrittenByTheBuilder() throws {
        let content = Data("sixty-four".utf8)
        var builder = ZipBuilder()
        builder.addStored("small.txt", Data("plain".utf8))
        builder.addStored("big.txt", content)
        builder.entries[1].zip64 = true
        let source = MemoryByteSource(builder.build())
        let end = try ZipEndOfCentralDirectory.read(from: source, archive: "z64.zip")
        XCTAssertTrue(end.isZip64)
        XCTAssertEqual(end.entryCount, 2)
        let archive = try ZipArchive(source: source, name: "z64.zip")
        let entry = try XCTUnwrap(archive.entry(at: "big.txt"))
        XCTAssertEqual(entry.uncompressedSize, UInt64(content.count))
        XCTAssertEqual(try archive.read(entry, password: nil), content)
        XCTAssertEqual(try archive.read(entry, range: 6..<10, password: nil), Data("four".utf8))
    }

    /// Python writes ZIP64 extra fields and end records when sizes pass its limit; lowering the limit makes
    /// it write them for small files, from an implementation independent of decor's.
    func testZip64ArchiveWrittenByPython() throws {
        let scratch = try ZipTestFiles.scratchFolder(for: self)
        let path = scratch.appendingPathComponent("python64.zip").path
        try ZipTestTool.python("""
            import sys, zipfile
            zipfile.ZIP64_LIMIT = 0
            zipfile.ZIP_FILECOUNT_LIMIT = 0
            with zipfile.ZipFile(sys.argv[1], 'w', compression=zipfile.ZIP_DEFLATED) as z:
                z.writestr('a.txt', 'hello ' * 100)
                z.writestr('b.bin', bytes(range(256)), compress_type=zipfile.ZIP_STORED)
            """, [path])
        let archive = try ZipArchive(url: URL(fileURLWithPath: path))
        XCTAssertTrue(try isZip64(path))
        let text = try XCTUnwrap(archive.entry(at: "a.txt"))
        XCTAssertEqual(try archive.read(text, password: nil), Data(String(repeating: "hello ", count: 100).utf8))
        let binary = try XCTUnwrap(archive.entry(at: "b.bin"))
        XCTAssertEqual(try archive.read(binary, password: nil), Data((0...255).map { UInt8($0) }))
    }

    /// Info-ZIP streaming from a pipe writes a ZIP64 end record and locator.
    func testZip64ArchiveStreamedByInfoZip() throws {
        let scratch = try ZipTestFiles.scratchFolder(for: self)
        let path = scratch.appendingPathComponent("streamed.zip").path
        try ZipTestTool.run("sh", ["-c", "printf 'streamed text\\n' | zip -q - - > \"$0\"", path])
        let archive = try ZipArchive(url: URL(fileURLWithPath: path))
        XCTAssertTrue(try isZip64(path))
        XCTAssertEqual(try archive.read(XCTUnwrap(archive.entry(at: "-")), password: nil), Data("streamed text\n".utf8))
    }

    func testArchiveSplitAcrossDisksIsRefused() throws {
        var bytes = ZipBuilder().build()
        bytes[bytes.count - 18] = 1
        XCTAssertThrowsError(try ZipArchive(source: MemoryByteSource(bytes), name: "split.zip")) { error in
            XCTAssertEqual((error as? ZipError)?.code, "notAZip")
        }
    }

    func testZip64LocatorPointingNowhereIsAnError() throws {
        var builder = ZipBuilder()
        builder.addStored("a.txt", Data("a".utf8))
        builder.zip64End = true
        var bytes = builder.build()
        // The locator's record offset sits 8 bytes into the locator, 20 + 22 bytes before the end.
        let offsetField = bytes.count - 22 - 20 + 8
        bytes.replaceSubrange(offsetField..<offsetField + 8, with: Data(repeating: 0x7F, count: 8))
        XCTAssertThrowsError(try ZipArchive(source: MemoryByteSource(bytes), name: "lost64.zip")) { error in
            XCTAssertEqual((error as? ZipError)?.code, "truncated", "\(error)")
        }
    }

    private func isZip64(_ path: String) throws -> Bool {
        try ZipEndOfCentralDirectory.read(from: FileByteSource(url: URL(fileURLWithPath: path)), archive: path).isZip64
    }
}
