import Foundation
import XCTest
@testable import ProtectedLoader

final class ZipContainerTests: XCTestCase {
    func testPathsAndResourcesOfAnEPUB() throws {
        let url = ZipTestFiles.fixture("epub/moby-dick.epub")
        let container = ZipContainer(archive: try ZipArchive(url: url))
        XCTAssertEqual(container.name, url.path)
        XCTAssertEqual(container.paths.count, 154)
        XCTAssertEqual(container.paths.first, "mimetype")
        XCTAssertFalse(container.hasEncryptedEntries)

        let opf = try XCTUnwrap(container.resource(at: "OPS/package.opf"))
        XCTAssertEqual(opf.path, "OPS/package.opf")
        let whole = try opf.read()
        XCTAssertEqual(try opf.length(), UInt64(whole.count))
        XCTAssertTrue(String(decoding: whole, as: UTF8.self).contains("<package"))
        XCTAssertEqual(try opf.read(range: 10..<60), whole[10..<60])
        XCTAssertNil(container.resource(at: "OPS/nothing.xhtml"))
    }

    func testDirectoriesAreNotResources() throws {
        var builder = ZipBuilder()
        builder.addStored("OPS/", Data())
        builder.addStored("OPS/a.xhtml", Data("<a/>".utf8))
        let container = ZipContainer(archive: try builder.archive("d.zip"))
        XCTAssertEqual(container.paths, ["OPS/a.xhtml"])
        XCTAssertNil(container.resource(at: "OPS"))
    }

    func testEncryptedEntriesAreReadWithTheContainersPassword() throws {
        let archive = try ZipArchive(url: ZipTestFiles.fixture("protection/libzip/encrypt.zip"))
        let locked = ZipContainer(archive: archive)
        XCTAssertTrue(locked.hasEncryptedEntries)
        XCTAssertThrowsError(try XCTUnwrap(locked.resource(at: "encrypted")).read()) { error in
            XCTAssertEqual((error as? ZipError)?.code, "passwordRequired")
        }
        XCTAssertEqual(try XCTUnwrap(locked.resource(at: "plain")).read(), Data("foo\n".utf8))

        let unlocked = ZipContainer(archive: archive, password: "foo")
        let resource = try XCTUnwrap(unlocked.resource(at: "encrypted"))
        XCTAssertEqual(try resource.read(), Data("foo\n".utf8))
        XCTAssertEqual(try resource.read(range: 1..<3), Data("oo".utf8))
        XCTAssertEqual(try resource.length(), 4)
    }

    /// A stored entry read by range asks the source for that range only.
    func testRangeReadOfAStoredResourceIsRandomAccess() throws {
        let content = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0) })
        var builder = ZipBuilder()
        builder.addStored("audio.mp3", content)
        let source = RecordingByteSource(MemoryByteSource(builder.build()))
        let container = ZipContainer(archive: try ZipArchive(source: source, name: "media.zip"))
        let resource = try XCTUnwrap(container.resource(at: "audio.mp3"))
        source.reset()
        XCTAssertEqual(try resource.read(range: 50_000..<50_016), content[50_000..<50_016])
        XCTAssertLessThan(source.bytesRead, 100)
    }
}
