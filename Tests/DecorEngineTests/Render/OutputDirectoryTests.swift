import DecorEngine
import Foundation
import XCTest

final class OutputDirectoryTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try RenderSamples.temporaryFolder()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func output(_ paths: [String] = [], input: URL? = nil) throws -> OutputDirectory {
        try OutputDirectory(root: folder.appendingPathComponent("out"), input: input ?? folder.appendingPathComponent("book.epub"), paths: paths)
    }

    func testWritesNestedPathsInsideTheRoot() throws {
        let directory = try output()
        try directory.write(Data("a".utf8), at: "OPS/css/a.css")
        try directory.write(Data("b".utf8), at: "OPS/css/a.css")
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("out/OPS/css/a.css"), encoding: .utf8), "b")
    }

    func testPathsThatAreNotPlainAreRefused() throws {
        let directory = try output()
        for path in ["../escape.txt", "OPS/../../escape.txt", "/etc/escape.txt", "a//b", "./a", "a\\..\\b", "", "a/"] {
            XCTAssertThrowsError(try directory.write(Data(), at: path), path) {
                XCTAssertEqual(($0 as? RenderError)?.code, "unsafeOutputPath", path)
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("escape.txt").path))
    }

    func testSymbolicLinksInTheFolderAreNeverFollowed() throws {
        let outside = folder.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let directory = try output()
        try directory.write(Data(), at: "placeholder")
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("out/OPS"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("out/link.xhtml"),
                                                   withDestinationURL: outside.appendingPathComponent("target.xhtml"))
        for path in ["OPS/chapter.xhtml", "link.xhtml"] {
            XCTAssertThrowsError(try directory.write(Data("x".utf8), at: path), path) {
                XCTAssertEqual(($0 as? RenderError)?.code, "unsafeOutputPath", path)
            }
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
    }

    func testAnOutputOnOrInsideTheInputIsRefused() throws {
        let book = folder.appendingPathComponent("exploded")
        try FileManager.default.createDirectory(at: book, withIntermediateDirectories: true)
        for root in [book, book.appendingPathComponent("out"), book.appendingPathComponent("./")] {
            XCTAssertThrowsError(try OutputDirectory(root: root, input: book, paths: ["OPS/c.xhtml"]), root.path) {
                XCTAssertEqual(($0 as? RenderError)?.code, "outputOverlapsInput")
            }
        }
        let epub = folder.appendingPathComponent("out/OPS/book.epub")
        XCTAssertThrowsError(try output(["OPS/book.epub"], input: epub)) {
            XCTAssertEqual(($0 as? RenderError)?.code, "outputOverlapsInput")
        }
        XCTAssertNoThrow(try output(["OPS/c.xhtml"], input: epub), "an input beside the files written is left alone")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path), "nothing is created up front")
    }
}
