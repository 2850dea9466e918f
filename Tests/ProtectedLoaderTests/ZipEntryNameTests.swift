import Foundation
import XCTest
@testable import ProtectedLoader

final class ZipEntryNameTests: XCTestCase {
    func testUTF8NamesFromARealEPUB() throws {
        let archive = try ZipArchive(url: ZipTestFiles.fixture("epub/kusamakura-japanese-vertical-writing-nomo.epub"))
        let entry = try XCTUnwrap(archive.entry(at: "OPS/images/夏目漱石.jpg"))
        XCTAssertNotEqual(entry.flags & 0x0800, 0)
        XCTAssertGreaterThan(try archive.read(entry, password: nil).count, 0)
    }

    func testNamesWithoutTheUTF8FlagAreCodePage437() throws {
        var builder = ZipBuilder()
        builder.addStored("x", Data("x".utf8))
        builder.entries[0].name = [0x80, 0x81, 0xE1, 0x2F, 0xC9, 0xCD, 0xBB, 0x2E, 0x74, 0x78, 0x74]
        let archive = try builder.archive("dos.zip")
        XCTAssertEqual(archive.entries.map(\.path), ["Çüß/╔═╗.txt"])
    }

    /// Python's cp437 codec is an independent table: all 128 upper-half bytes must decode the same way.
    func testCodePage437AgreesWithPythonsCodec() throws {
        let expected = try ZipTestTool.python("import sys; sys.stdout.write(bytes(range(128, 256)).decode('cp437'))")
        XCTAssertEqual(CodePage437.decode(UInt8(128)...UInt8(255)), String(decoding: expected, as: UTF8.self))
        XCTAssertEqual(CodePage437.decode(Array("plain/ascii.txt".utf8)), "plain/ascii.txt")
    }

    func testInfoZipUnicodePathFieldIsUsedOnlyWhenItMatchesTheName() throws {
        let raw: [UInt8] = Array("caf?.txt".utf8)
        let crc = CRC32.checksum(raw)
        let utf8 = Array("café.txt".utf8)
        func field(crc: UInt32) -> [UInt8] {
            [0x75, 0x70, UInt8(5 + utf8.count), 0, 1] + withUnsafeBytes(of: crc.littleEndian) { Array($0) } + utf8
        }
        var builder = ZipBuilder()
        builder.addStored("caf?.txt", Data("a".utf8))
        builder.entries[0].centralExtra = field(crc: crc)
        XCTAssertEqual(try builder.archive("u.zip").entries.map(\.path), ["café.txt"])
        builder.entries[0].centralExtra = field(crc: crc ^ 1)
        XCTAssertEqual(try builder.archive("u.zip").entries.map(\.path), ["caf?.txt"])
    }

    func testInvalidUTF8UnderTheUTF8FlagIsCorrupted() throws {
        var builder = ZipBuilder()
        builder.addStored("x", Data("x".utf8), flags: 0x0800)
        builder.entries[0].name = [0x61, 0xFF, 0x62]
        XCTAssertThrowsError(try builder.archive("bad.zip")) { error in
            XCTAssertEqual((error as? ZipError)?.code, "corrupted")
        }
    }

    func testNamesThatLeaveTheContainerAreRefused() throws {
        let unsafe = ["../evil", "/etc/x", "\\windows\\system.ini", "C:\\x", "c:x", "..\\evil", "a/../../b",
                      "a\\..\\..\\b", "a/..", "", "./", "nul\0byte"]
        for name in unsafe {
            var builder = ZipBuilder()
            builder.addStored("placeholder", Data("x".utf8))
            builder.entries[0].name = Array(name.utf8)
            XCTAssertThrowsError(try builder.archive("evil.zip"), name) { error in
                XCTAssertEqual(error as? ZipError, .unsafeEntryName(archive: "evil.zip", entry: name))
            }
        }
    }

    func testTraversalNameWrittenByPythonIsRefused() throws {
        let scratch = try ZipTestFiles.scratchFolder(for: self)
        let path = scratch.appendingPathComponent("traversal.zip").path
        try ZipTestTool.python("""
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1], 'w') as z:
                z.writestr('ok.txt', 'fine')
                z.writestr(zipfile.ZipInfo('../../evil.sh'), 'rm -rf ~')
            """, [path])
        XCTAssertThrowsError(try ZipArchive(url: URL(fileURLWithPath: path))) { error in
            XCTAssertEqual((error as? ZipError)?.code, "unsafeEntryName")
            XCTAssertTrue("\(error)".contains("../../evil.sh"))
        }
    }

    func testHarmlessOddNamesAreNormalised() {
        XCTAssertEqual(ZipEntryName.safePath("a/./b"), "a/b")
        XCTAssertEqual(ZipEntryName.safePath("dir/"), "dir")
        XCTAssertEqual(ZipEntryName.safePath("a\\b.txt"), "a/b.txt")
        XCTAssertEqual(ZipEntryName.safePath("a/b/../c"), nil)
        XCTAssertEqual(ZipEntryName.safePath("file:with:colons"), "file:with:colons")
    }
}
