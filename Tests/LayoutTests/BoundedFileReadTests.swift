import Foundation
@testable import Layout
import XCTest

/// Files are read whole up to a limit, refused past it, and only when they are regular files.
final class BoundedFileReadTests: XCTestCase {
    private var harness: BuiltinEngineHarness!
    private var folder: URL { harness.folder }

    override func setUpWithError() throws {
        harness = try BuiltinEngineHarness()
    }

    private func file(_ name: String, bytes: Int) throws -> String {
        try harness.write(name, Data((0..<bytes).map { UInt8(truncatingIfNeeded: $0) })).path
    }

    func testAFileUpToTheLimitIsReadWhole() throws {
        let path = try file("ten.bin", bytes: 10)
        XCTAssertEqual(try BoundedFileRead.contents(ofFileAt: path, limit: 10), Data((0..<10).map { UInt8($0) }))
        XCTAssertEqual(try BoundedFileRead.contents(ofFileAt: try file("empty.bin", bytes: 0), limit: 10), Data())
    }

    func testAFileOverTheLimitIsRefusedWithItsSize() throws {
        let path = try file("eleven.bin", bytes: 11)
        XCTAssertThrowsError(try BoundedFileRead.contents(ofFileAt: path, limit: 10)) {
            XCTAssertEqual($0 as? BoundedFileRead.Failure, .overLimit(bytes: 11))
        }
    }

    /// Files of /proc say they are empty and are not: they are read on past their stated size, up to the limit.
    func testAFileLongerThanItsStatedSizeIsReadOnUpToTheLimit() throws {
        let status = try BoundedFileRead.contents(ofFileAt: "/proc/self/status", limit: 1 << 20)
        XCTAssertTrue(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
        XCTAssertThrowsError(try BoundedFileRead.contents(ofFileAt: "/proc/self/status", limit: 10)) {
            XCTAssertEqual($0 as? BoundedFileRead.Failure, .overLimit(bytes: 11))
        }
    }

    func testFoldersAndPipesAreRefusedWithoutWaiting() throws {
        XCTAssertThrowsError(try BoundedFileRead.contents(ofFileAt: folder.path, limit: 10)) {
            XCTAssertEqual($0 as? BoundedFileRead.Failure, .notRegularFile)
        }
        let pipe = folder.appendingPathComponent("pipe").path
        XCTAssertEqual(mkfifo(pipe, 0o600), 0)
        XCTAssertThrowsError(try BoundedFileRead.contents(ofFileAt: pipe, limit: 10)) {
            XCTAssertEqual($0 as? BoundedFileRead.Failure, .notRegularFile)
        }
    }

    func testAMissingFileIsUnreadableWithTheSystemsReason() {
        XCTAssertThrowsError(try BoundedFileRead.contents(ofFileAt: folder.appendingPathComponent("none").path, limit: 10)) {
            XCTAssertEqual($0 as? BoundedFileRead.Failure, .unreadable("No such file or directory"))
        }
    }
}
