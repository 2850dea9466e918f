import Foundation
import XCTest
@testable import ProtectedLoader

/// Archives cut short or with bytes removed: every outcome is a `ZipError`, never a crash or a wrong read.
final class ZipTruncationTests: XCTestCase {
    private func sample() throws -> Data {
        let scratch = try ZipTestFiles.scratchFolder(for: self)
        var builder = ZipBuilder()
        builder.addStored("mimetype", Data("application/epub+zip".utf8))
        let chapter = Data(String(repeating: "<p>text</p>", count: 50).utf8)
        try builder.addDeflated("OPS/chapter.xhtml", chapter, scratch: scratch)
        builder.addStored("OPS/big.bin", Data(count: 300), flags: 0x0008)
        builder.entries[2].zip64 = true
        return builder.build()
    }

    /// Opens and reads everything, returning the error that stopped it; a full read must match `original`.
    private func readAll(_ bytes: Data) -> Error? {
        do {
            let archive = try ZipArchive(source: MemoryByteSource(bytes), name: "cut.zip")
            for entry in archive.entries { _ = try archive.read(entry, password: nil) }
            return nil
        } catch {
            return error
        }
    }

    func testEveryPrefixOfAnArchiveFailsWithAZipError() throws {
        let bytes = try sample()
        XCTAssertNil(readAll(bytes))
        for length in 0..<bytes.count {
            let error = readAll(bytes.prefix(length))
            XCTAssertNotNil(error as? ZipError, "cut at \(length): \(String(describing: error))")
        }
    }

    /// Removing bytes keeps the end record but shifts what it points at.
    func testRemovingBytesFromTheMiddleFailsWithAZipError() throws {
        let bytes = try sample()
        for start in stride(from: 0, to: bytes.count - 22, by: 7) {
            var damaged = bytes
            damaged.removeSubrange(start..<min(start + 5, bytes.count - 22))
            let error = readAll(damaged)
            XCTAssertNotNil(error as? ZipError, "bytes removed at \(start): \(String(describing: error))")
        }
    }

    func testCutEPUBFailsWithAZipError() throws {
        let bytes = try ZipTestFiles.fixtureData("epub/georgia-cfi.epub")
        for length in [0, 1, 30, 1000, bytes.count / 2, bytes.count - 100, bytes.count - 23, bytes.count - 1] {
            XCTAssertNotNil(readAll(bytes.prefix(length)) as? ZipError, "cut at \(length)")
        }
    }

    func testRangeReadOfAStoredEntryCutShortIsTruncated() throws {
        var builder = ZipBuilder()
        builder.addStored("video.bin", Data(count: 1000))
        var bytes = builder.build()
        let archive = try ZipArchive(source: MemoryByteSource(bytes), name: "ok.zip")
        let entry = archive.entries[0]
        // Point the local header's name length far away, as a forged local header would.
        bytes[26] = 0xFF
        bytes[27] = 0xFF
        let forged = try ZipArchive(source: MemoryByteSource(bytes), name: "forged.zip")
        XCTAssertThrowsError(try forged.read(entry, range: 0..<10, password: nil)) { error in
            XCTAssertEqual(error as? ZipError, .truncated(archive: "forged.zip", entry: "video.bin", detail: "data"))
        }
        XCTAssertEqual(try archive.read(entry, range: 0..<10, password: nil), Data(count: 10))
    }
}
