import Foundation
import XCTest
@testable import ProtectedLoader

final class ZipArchiveTests: XCTestCase {
    /// Python's zipfile is an independent reader: names (directories without their final `/`), order and
    /// SHA-256 of every entry must agree.
    func testEveryFixturePackageOpensAndEveryEntryMatchesPythonsReading() throws {
        let packages = try ZipTestFiles.packageFixtures()
        let listings = try ZipTestTool.python("""
            import hashlib, json, sys, zipfile
            def listing(path):
                z = zipfile.ZipFile(path)
                return [[i.filename.rstrip('/'), hashlib.sha256(z.read(i)).hexdigest(), str(i.is_dir())]
                        for i in z.infolist()]
            print(json.dumps([listing(path) for path in sys.argv[1:]]))
            """, packages.map(\.path))
        let expectations = try XCTUnwrap(JSONSerialization.jsonObject(with: listings) as? [[[String]]])
        XCTAssertEqual(expectations.count, packages.count)
        for (url, expected) in zip(packages, expectations) {
            let archive = try ZipArchive(url: url)
            let name = url.lastPathComponent
            XCTAssertEqual(archive.entries.map(\.path), expected.map { $0[0] }, name)
            XCTAssertEqual(archive.entries.map { $0.isDirectory ? "True" : "False" }, expected.map { $0[2] }, name)
            for (entry, listed) in zip(archive.entries, expected) {
                let digest = try archive.read(entry, password: nil).sha256Hex
                XCTAssertEqual(digest, listed[1], "\(name) \(entry.path)")
            }
        }
    }

    func testEntryLookupByPath() throws {
        let archive = try ZipArchive(url: ZipTestFiles.fixture("epub/moby-dick.epub"))
        let mimetype = try XCTUnwrap(archive.entry(at: "mimetype"))
        XCTAssertEqual(mimetype.method, ZipCompressionMethod.stored)
        XCTAssertEqual(try archive.read(mimetype, password: nil), Data("application/epub+zip".utf8))
        XCTAssertNotNil(archive.entry(at: "OPS/package.opf"))
        XCTAssertNil(archive.entry(at: "OPS/missing.xhtml"))
        XCTAssertNil(archive.entry(at: "/mimetype"))
    }

    /// The local header's extra field is longer than the central one's: the data offset must come from it.
    func testRandomAccessIntoAStoredEntryReadsOnlyTheRangeAndUsesTheLocalHeaderLengths() throws {
        let content = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        var builder = ZipBuilder()
        builder.addStored("first.txt", Data("first".utf8))
        builder.addStored("media/video.bin", content)
        builder.entries[1].localExtra = [0xCA, 0xFE, 36, 0] + [UInt8](repeating: 0xAB, count: 36)
        let source = RecordingByteSource(MemoryByteSource(builder.build()))
        let archive = try ZipArchive(source: source, name: "stored.zip")
        let entry = try XCTUnwrap(archive.entry(at: "media/video.bin"))
        XCTAssertTrue(entry.allowsRandomAccess)

        source.reset()
        XCTAssertEqual(try archive.read(entry, range: 150_000..<150_100, password: nil), content[150_000..<150_100])
        XCTAssertLessThanOrEqual(source.bytesRead, 100 + ZipLocalHeader.fixedLength)
        XCTAssertEqual(try archive.read(entry, range: 0..<10, password: nil), content[0..<10])
        XCTAssertEqual(try archive.read(entry, range: 199_990..<300_000, password: nil), content[199_990...])
        XCTAssertEqual(try archive.read(entry, range: 250_000..<300_000, password: nil), Data())
        XCTAssertEqual(try archive.read(entry, password: nil), content)
    }

    func testRangeOfADeflatedEntryIsASliceOfItsContent() throws {
        let scratch = try ZipTestFiles.scratchFolder(for: self)
        let text = Data(String(repeating: "Call me Ishmael. Some years ago… ", count: 2000).utf8)
        var builder = ZipBuilder()
        try builder.addDeflated("chapter.xhtml", text, scratch: scratch)
        let archive = try builder.archive("deflated.zip")
        let entry = try XCTUnwrap(archive.entry(at: "chapter.xhtml"))
        XCTAssertFalse(entry.allowsRandomAccess)
        XCTAssertEqual(try archive.read(entry, range: 1000..<1500, password: nil), text[1000..<1500])
        XCTAssertEqual(try archive.read(entry, password: nil), text)
    }

    func testDirectoryEntriesAreListedAndReadEmpty() throws {
        var builder = ZipBuilder()
        builder.addStored("OEBPS/", Data())
        builder.addStored("OEBPS/a.xhtml", Data("<a/>".utf8))
        let archive = try builder.archive("dirs.zip")
        XCTAssertEqual(archive.entries.map(\.path), ["OEBPS", "OEBPS/a.xhtml"])
        XCTAssertEqual(archive.entries.map(\.isDirectory), [true, false])
        XCTAssertEqual(try archive.read(archive.entries[0], password: nil), Data())
    }

    func testUnsupportedCompressionMethodIsNamed() throws {
        var builder = ZipBuilder()
        builder.addStored("bzip2.txt", Data("pretend".utf8))
        builder.entries[0].method = 12
        let archive = try builder.archive("bzip2.zip")
        XCTAssertThrowsError(try archive.read(archive.entries[0], password: nil)) { error in
            XCTAssertEqual(error as? ZipError, .unsupportedMethod(
                archive: "bzip2.zip", entry: "bzip2.txt", method: "compression method 12"))
        }
    }

    func testFlippedDataByteFailsTheCRCCheck() throws {
        var builder = ZipBuilder()
        builder.addStored("a.txt", Data("some text".utf8))
        builder.entries[0].payload[2] ^= 0x01
        let archive = try builder.archive("flipped.zip")
        XCTAssertThrowsError(try archive.read(archive.entries[0], password: nil)) { error in
            XCTAssertEqual((error as? ZipError)?.code, "corrupted")
            XCTAssertTrue("\(error)".contains("CRC-32"), "\(error)")
        }
    }

    func testCorruptDeflateStreamIsCorrupted() throws {
        var builder = ZipBuilder()
        builder.entries.append(ZipBuilder.Entry(
            name: Array("bad.txt".utf8), method: ZipCompressionMethod.deflated, payload: Data([0xFF, 0xFF, 0xFF, 0xFF]),
            crc32: 0, uncompressedSize: 10, compressedSize: 4))
        let archive = try builder.archive("bad.zip")
        XCTAssertThrowsError(try archive.read(archive.entries[0], password: nil)) { error in
            XCTAssertEqual((error as? ZipError)?.code, "corrupted", "\(error)")
        }
    }
}

extension Data {
    var sha256Hex: String { Digest.sha256(self).hexString }
}

/// A `ByteSource` that counts the bytes asked of it, to show which reads are ranged.
final class RecordingByteSource: ByteSource, @unchecked Sendable {
    private let base: ByteSource
    private let lock = NSLock()
    private var total = 0

    init(_ base: ByteSource) { self.base = base }

    var length: UInt64 { base.length }
    var bytesRead: Int { lock.withLock { total } }
    func reset() { lock.withLock { total = 0 } }

    func read(at offset: UInt64, count: Int) throws -> Data {
        let data = try base.read(at: offset, count: count)
        lock.withLock { total += data.count }
        return data
    }
}
