import Foundation
import XCTest
@testable import ProtectedLoader

final class FolderContainerTests: XCTestCase {
    private func write(_ text: String, to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func testListsFilesRecursivelyWithSlashPathsAndReadsThem() throws {
        let folder = try ZipTestFiles.scratchFolder(for: self)
        try write("application/epub+zip", to: "mimetype", in: folder)
        try write("<container/>", to: "META-INF/container.xml", in: folder)
        try write("0123456789", to: "OPS/text/ch 1.xhtml", in: folder)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("OPS/empty"), withIntermediateDirectories: true)

        let container = try FolderContainer(url: folder)
        XCTAssertEqual(container.name, folder.path)
        XCTAssertEqual(container.paths, ["META-INF/container.xml", "OPS/text/ch 1.xhtml", "mimetype"])
        let chapter = try XCTUnwrap(container.resource(at: "OPS/text/ch 1.xhtml"))
        XCTAssertEqual(chapter.path, "OPS/text/ch 1.xhtml")
        XCTAssertEqual(try chapter.length(), 10)
        XCTAssertEqual(try chapter.read(), Data("0123456789".utf8))
        XCTAssertEqual(try chapter.read(range: 3..<6), Data("345".utf8))
        XCTAssertEqual(try chapter.read(range: 8..<20), Data("89".utf8))
        XCTAssertNil(container.resource(at: "OPS/text"))
        XCTAssertNil(container.resource(at: "OPS/missing.xhtml"))
    }

    func testPathsAndLinksLeadingOutsideAreRefused() throws {
        let outside = try ZipTestFiles.scratchFolder(for: self)
        try write("secret", to: "secret.txt", in: outside)
        try write("more", to: "secrets/more.txt", in: outside)
        let folder = outside.appendingPathComponent("book")
        try write("inside", to: "OPS/inside.txt", in: folder)
        func link(_ path: String, to destination: String) throws {
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent(path).path, withDestinationPath: destination)
        }
        try link("OPS/leak.txt", to: "../../secret.txt")
        try link("OPS/absolute.txt", to: outside.appendingPathComponent("secret.txt").path)
        try link("OPS/dir", to: "../../secrets")
        try link("OPS/alias.txt", to: "inside.txt")

        let container = try FolderContainer(url: folder)
        XCTAssertEqual(container.paths, ["OPS/alias.txt", "OPS/inside.txt"])
        XCTAssertEqual(try XCTUnwrap(container.resource(at: "OPS/alias.txt")).read(), Data("inside".utf8))
        for path in ["OPS/leak.txt", "OPS/absolute.txt", "OPS/dir/more.txt", "../secret.txt", "OPS/../../secret.txt",
                     "/../secret.txt"] {
            XCTAssertNil(container.resource(at: path), path)
        }
    }

    func testAnythingButAFolderIsRefused() throws {
        for url in [ZipTestFiles.fixture("epub/moby-dick.epub"), URL(fileURLWithPath: "/nonexistent/decor")] {
            XCTAssertThrowsError(try FolderContainer(url: url)) { error in
                XCTAssertEqual((error as? FolderContainer.Failure)?.code, "notAFolder")
            }
        }
    }

    func testTooManyFilesIsRefused() throws {
        let folder = try ZipTestFiles.scratchFolder(for: self)
        for index in 0..<4 { try write("x", to: "f\(index)", in: folder) }
        XCTAssertThrowsError(try FolderContainer(url: folder, maxFiles: 3)) { error in
            XCTAssertEqual((error as? FolderContainer.Failure)?.code, "limitExceeded")
        }
    }

    /// An EPUB unpacked by Info-ZIP's unzip reads the same as the EPUB itself.
    func testExplodedEPUBMatchesItsArchive() throws {
        let folder = try ZipTestFiles.scratchFolder(for: self)
        let epub = ZipTestFiles.fixture("epub/kusamakura-japanese-vertical-writing-nomo.epub")
        try ZipTestTool.run("unzip", ["-q", epub.path, "-d", folder.path])
        let exploded = try FolderContainer(url: folder)
        let zipped = ZipContainer(archive: try ZipArchive(url: epub))
        XCTAssertEqual(exploded.paths, zipped.paths.sorted())
        for path in zipped.paths {
            XCTAssertEqual(try exploded.resource(at: path)?.read(), try zipped.resource(at: path)?.read(), path)
        }
    }
}
