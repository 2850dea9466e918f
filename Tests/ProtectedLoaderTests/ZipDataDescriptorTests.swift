import Foundation
import XCTest
@testable import ProtectedLoader

/// Entries written with flag bit 3 have zero sizes and CRC in their local headers; the central directory's
/// values must be used.
final class ZipDataDescriptorTests: XCTestCase {
    /// Python's zipfile writes data descriptors when its output cannot seek (here, a pipe).
    func testArchiveStreamedByPython() throws {
        let scratch = try ZipTestFiles.scratchFolder(for: self)
        let path = scratch.appendingPathComponent("streamed.zip").path
        try ZipTestTool.run("sh", ["-c", """
            python3 -c '
            import sys, zipfile
            with zipfile.ZipFile(sys.stdout.buffer, "w", compression=zipfile.ZIP_DEFLATED) as z:
                z.writestr("deflated.txt", "streamed " * 300)
                z.writestr("stored.txt", "as is", compress_type=zipfile.ZIP_STORED)
            ' | cat > "$0"
            """, path])
        let archive = try ZipArchive(url: URL(fileURLWithPath: path))
        XCTAssertEqual(archive.entries.map(\.hasDataDescriptor), [true, true])
        XCTAssertEqual(try archive.read(XCTUnwrap(archive.entry(at: "deflated.txt")), password: nil),
                       Data(String(repeating: "streamed ", count: 300).utf8))
        let stored = try XCTUnwrap(archive.entry(at: "stored.txt"))
        XCTAssertEqual(try archive.read(stored, password: nil), Data("as is".utf8))
        XCTAssertEqual(try archive.read(stored, range: 3..<5, password: nil), Data("is".utf8))
    }

    func testArchiveWrittenByInfoZipWithForcedDescriptors() throws {
        let scratch = try ZipTestFiles.scratchFolder(for: self)
        let text = Data(String(repeating: "descriptor ", count: 500).utf8)
        try text.write(to: scratch.appendingPathComponent("text.txt"))
        try ZipTestTool.run("zip", ["-q", "-fd", "fd.zip", "text.txt"], in: scratch)
        let archive = try ZipArchive(url: scratch.appendingPathComponent("fd.zip"))
        let entry = try XCTUnwrap(archive.entry(at: "text.txt"))
        XCTAssertTrue(entry.hasDataDescriptor)
        XCTAssertEqual(try archive.read(entry, password: nil), text)
    }

    func testZip64DataDescriptorFromTheBuilder() throws {
        let content = Data("zip64 with a descriptor".utf8)
        var builder = ZipBuilder()
        builder.addStored("d.txt", content, flags: 0x0008)
        builder.entries[0].zip64 = true
        builder.addStored("after.txt", Data("after".utf8))
        let archive = try builder.archive("d64.zip")
        XCTAssertEqual(try archive.read(XCTUnwrap(archive.entry(at: "d.txt")), password: nil), content)
        XCTAssertEqual(try archive.read(XCTUnwrap(archive.entry(at: "after.txt")), password: nil), Data("after".utf8))
    }
}
