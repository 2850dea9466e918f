import Foundation
import XCTest
@testable import Layout

/// Bytes are written whole, and a write the system refuses says why.
final class DescriptorWriteTests: XCTestCase {
    func testEveryByteReachesAPipeThatHoldsFarFewer() {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        defer { close(ends[0]) }
        // More than a pipe holds at once (64 KiB): the writer waits on this thread's reads; a failed write
        // closes the pipe early and the bytes read fall short.
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let writeEnd = ends[1]
        DispatchQueue.global().async {
            defer { close(writeEnd) }
            try? bytes.withUnsafeBytes { try DescriptorWrite.all($0, to: writeEnd) }
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = read(ends[0], &buffer, buffer.count), count > 0 { received += buffer[..<count] }
        XCTAssertEqual(received, bytes)
    }

    func testARefusedWriteGivesTheSystemsReason() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("descriptor-write-\(UUID().uuidString)").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("x".utf8)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let readOnly = open(path, O_RDONLY)
        XCTAssertGreaterThanOrEqual(readOnly, 0)
        defer { close(readOnly) }
        XCTAssertThrowsError(try [UInt8](repeating: 1, count: 10).withUnsafeBytes { try DescriptorWrite.all($0, to: readOnly) }) { error in
            XCTAssertEqual((error as? DescriptorWrite.Failure)?.code, EBADF)
            XCTAssertEqual((error as? DescriptorWrite.Failure)?.reason, String(cString: strerror(EBADF)))
        }
    }
}
