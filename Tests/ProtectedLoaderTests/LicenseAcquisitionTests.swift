import Foundation
import LoopbackHTTPServer
import XCTest
@testable import ProtectedLoader

/// `LicenseAcquisition` against the loopback server: a checked download with the license put in, and no
/// file under the final name when the length or hash is wrong or the connection drops.
final class LicenseAcquisitionTests: HTTPFetcherTestCase {
    /// The wasteland license pointing at `url`, with `hash` and `length`.
    private func license(url: URL, hash: String, length: Int) throws -> Data {
        var json = try JSONSerialization.jsonObject(with: try LCPFixtures.data(LCPFixtures.wastelandLicense)) as! [String: Any]
        json["links"] = [["rel": "publication", "href": url.absoluteString, "type": "application/epub+zip",
                          "length": length, "hash": hash]]
        return try JSONSerialization.data(withJSONObject: json)
    }

    private func serve(ranges: Bool = true, reply: LoopbackHTTPServer.Handler? = nil) throws -> (LoopbackHTTPServer, Data) {
        let data = try LCPFixtures.data(LCPFixtures.wastelandClear)
        return (try LoopbackHTTPServer(handler: reply ?? { .file(data, for: $0, ranges: ranges) }), data)
    }

    func testAcquisitionChecksTheHashAndPutsTheLicenseIntoThePackage() throws {
        let (server, data) = try serve()
        defer { server.stop() }
        let scratch = try ZipTestFiles.scratchFolder(for: self)
        let destination = scratch.appendingPathComponent("book.epub")
        for hash in [Digest.sha256(data).hexString, Digest.sha256(data).base64EncodedString()] {
            let document = try license(url: server.url("/book.epub"), hash: hash, length: data.count)
            let progress = ProgressLog()
            let result = try LicenseAcquisition(licenseDocument: document, fetcher: fetcher)
                .acquire(to: destination) { progress.append($0) }
            XCTAssertEqual(result.length, UInt64(data.count))
            XCTAssertEqual(progress.last?.receivedBytes, UInt64(data.count))
            let archive = try ZipArchive(url: destination)
            XCTAssertEqual(try ZipContainer(archive: archive).resource(at: "META-INF/license.lcpl")?.read(), document)
            XCTAssertEqual(try ZipContainer(archive: archive).resource(at: "EPUB/wasteland-content.xhtml")?.read(),
                           try ZipContainer(archive: ZipArchive(url: LCPFixtures.url(LCPFixtures.wastelandClear)))
                               .resource(at: "EPUB/wasteland-content.xhtml")?.read())
            XCTAssertFalse(FileManager.default.fileExists(atPath: LicenseAcquisition.partialURL(for: destination).path))
        }
    }

    func testWrongHashLeavesNoFile() throws {
        let (server, data) = try serve()
        defer { server.stop() }
        let destination = try ZipTestFiles.scratchFolder(for: self).appendingPathComponent("book.epub")
        let document = try license(url: server.url("/book.epub"), hash: String(repeating: "ab", count: 32), length: data.count)
        XCTAssertThrowsError(try LicenseAcquisition(licenseDocument: document, fetcher: fetcher).acquire(to: destination)) { error in
            XCTAssertEqual((error as? CodedError)?.code, "hashMismatch")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: destination.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: LicenseAcquisition.partialURL(for: destination).path))
    }

    func testWrongLengthLeavesNoFile() throws {
        let (server, data) = try serve()
        defer { server.stop() }
        let destination = try ZipTestFiles.scratchFolder(for: self).appendingPathComponent("book.epub")
        let document = try license(url: server.url("/book.epub"), hash: Digest.sha256(data).hexString, length: data.count - 10)
        XCTAssertThrowsError(try LicenseAcquisition(licenseDocument: document, fetcher: fetcher).acquire(to: destination)) { error in
            XCTAssertEqual((error as? CodedError)?.code, "lengthMismatch")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: destination.path))
    }

    func testTruncatedBodyLeavesNoFileAndResumesWithRange() throws {
        let data = try LCPFixtures.data(LCPFixtures.wastelandClear)
        let drops = DropOnce()
        let (server, _) = try serve { request in
            drops.first() ? .drop(body: data, sentBytes: 300_000) : .file(data, for: request)
        }
        defer { server.stop() }
        let destination = try ZipTestFiles.scratchFolder(for: self).appendingPathComponent("book.epub")
        let acquisition = try LicenseAcquisition(
            licenseDocument: try license(url: server.url("/book.epub"), hash: Digest.sha256(data).hexString, length: data.count),
            fetcher: fetcher)
        XCTAssertThrowsError(try acquisition.acquire(to: destination))
        XCTAssertFalse(FileManager.default.fileExists(atPath: destination.path))
        // The dropped response announced no range support, so nothing was kept to resume from.
        XCTAssertFalse(FileManager.default.fileExists(atPath: LicenseAcquisition.partialURL(for: destination).path))
        // A partial file left by an earlier attempt is resumed with Range.
        try data.prefix(200_000).write(to: LicenseAcquisition.partialURL(for: destination))
        let result = try acquisition.acquire(to: destination)
        XCTAssertEqual(result.resumedFrom, 200_000)
        XCTAssertEqual(server.requests.last?.header("Range"), "bytes=200000-")
        XCTAssertTrue(FileManager.default.fileExists(atPath: destination.path))
    }
}

private final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [LicenseAcquisition.Progress] = []
    func append(_ event: LicenseAcquisition.Progress) { lock.withLock { events.append(event) } }
    var last: LicenseAcquisition.Progress? { lock.withLock { events.last } }
}

private final class DropOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var dropped = false
    func first() -> Bool { lock.withLock { defer { dropped = true }; return !dropped } }
}
