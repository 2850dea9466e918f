import Foundation
import LoopbackHTTPServer
import XCTest
@testable import ProtectedLoader

/// Streaming packages over `HEAD` + `Range` from the loopback server: the same bytes as the local file,
/// a fraction of the transfer, and clear errors from servers that cannot stream.
final class HTTPRangeByteSourceTests: HTTPFetcherTestCase {
    private func opener() throws -> PublicationOpener {
        let configuration = LCPConfiguration(trustedRootsPEM: [try LCPFixtures.testRootPEM])
        return PublicationOpener(protections: [try LCPContentProtection(configuration: configuration)], fetcher: fetcher)
    }

    private func serve(_ fixture: String, ranges: Bool = true) throws -> (LoopbackHTTPServer, Data) {
        let data = try LCPFixtures.data(fixture)
        return (try LoopbackHTTPServer { .file(data, for: $0, ranges: ranges) }, data)
    }

    func testStreamedWastelandReadsTheSameBytesAsTheLocalFile() throws {
        let (server, _) = try serve(LCPFixtures.wasteland)
        defer { server.stop() }
        let options = OpeningOptions(credentials: "dan")
        let local = try opener().open(path: LCPFixtures.url(LCPFixtures.wasteland).path, options: options)
        let remote = try opener().open(path: server.url("/wasteland.epub").absoluteString, options: options)
        XCTAssertFalse(remote.isRestricted)
        XCTAssertEqual(remote.title, local.title)
        XCTAssertEqual(remote.readingOrder.map(\.href), local.readingOrder.map(\.href))
        XCTAssertEqual(remote.paths, local.paths)
        for path in local.paths {
            XCTAssertEqual(try remote.resource(href: path).read(), try local.resource(href: path).read(), path)
        }
        // Random access into a stored entry reads the same slice.
        let range: Range<UInt64> = 1000..<5000
        XCTAssertEqual(try remote.resource(href: "EPUB/wasteland-cover.jpg").read(range: range),
                       try local.resource(href: "EPUB/wasteland-cover.jpg").read(range: range))
    }

    /// The figures of the measure: requests and bytes for `info` and for one chapter.
    func testOpeningAndOneChapterTransferASmallFractionOfThePackage() throws {
        let (server, data) = try serve(LCPFixtures.wasteland)
        defer { server.stop() }
        let url = server.url("/wasteland.epub").absoluteString
        var started = Date()
        let publication = try opener().open(path: url, options: OpeningOptions(credentials: "dan"))
        let infoTime = Date().timeIntervalSince(started)
        let infoBytes = server.bytesSent
        let infoRequests = server.requests.count
        server.resetCounters()
        started = Date()
        let chapter = try publication.resource(href: "EPUB/wasteland-content.xhtml").read()
        let chapterTime = Date().timeIntervalSince(started)
        XCTAssertFalse(chapter.isEmpty)
        let chapterBytes = server.bytesSent
        let chapterRequests = server.requests.count
        server.resetCounters()
        started = Date()
        let whole = try fetcher.send(HTTPRequest(url: server.url("/wasteland.epub")))
        let wholeTime = Date().timeIntervalSince(started)
        XCTAssertEqual(whole.body, data)
        print("""
            measure: package \(data.count) bytes; whole download 1 request, \(server.bytesSent) bytes, \(Int(wholeTime * 1000)) ms; \
            open (info) \(infoRequests) requests, \(infoBytes) bytes (\(percent(infoBytes, data.count))), \(Int(infoTime * 1000)) ms; \
            one chapter after open \(chapterRequests) requests, \(chapterBytes) bytes; \
            open + chapter \(percent(infoBytes + chapterBytes, data.count)), \(Int((infoTime + chapterTime) * 1000)) ms
            """)
        XCTAssertLessThan(Double(infoBytes), 0.1 * Double(data.count))
        XCTAssertLessThan(Double(infoBytes + chapterBytes), 0.1 * Double(data.count))
    }

    private func percent(_ part: Int, _ whole: Int) -> String { String(format: "%.1f%%", 100 * Double(part) / Double(whole)) }

    func testServerIgnoringRangesIsAClearError() throws {
        let (server, _) = try serve(LCPFixtures.wasteland, ranges: false)
        defer { server.stop() }
        XCTAssertThrowsError(try opener().open(path: server.url("/wasteland.epub").absoluteString)) { error in
            XCTAssertEqual((error as? OpeningError)?.code, "rangeNotSupported")
            XCTAssertTrue("\(error)".contains("instead of 206"), "\(error)")
        }
    }

    func testServersRefusingHeadAreAskedForOneByteInstead() throws {
        let data = try LCPFixtures.data(LCPFixtures.wasteland)
        let server = try LoopbackHTTPServer { request in
            request.method == "HEAD" ? .problem(403, type: "about:blank", title: "signed for GET only") : .file(data, for: request)
        }
        defer { server.stop() }
        let source = try HTTPRangeByteSource(url: server.url("/book.epub"), fetcher: fetcher)
        XCTAssertEqual(source.length, UInt64(data.count))
        XCTAssertEqual(try source.read(at: 1000, count: 100), data.subdata(in: 1000..<1100))
        XCTAssertEqual(server.requests.map { $0.header("Range") }, [nil, "bytes=0-0", "bytes=737280-748664", "bytes=0-16383"])
    }

    func testLengthChangingUnderTheReaderIsAnError() throws {
        let data = try LCPFixtures.data(LCPFixtures.wasteland)
        let server = try LoopbackHTTPServer { request in
            request.method == "HEAD" ? .file(data, for: request) : .file(data + Data(count: 10), for: request)
        }
        defer { server.stop() }
        XCTAssertThrowsError(try HTTPRangeByteSource(url: server.url("/book.epub"), fetcher: fetcher)) { error in
            XCTAssertEqual((error as? HTTPError)?.code, "resourceChanged")
        }
    }

    func testBareLicenseStreamsItsPublication() throws {
        let (server, _) = try serve(LCPFixtures.wasteland)
        defer { server.stop() }
        let json = try LCPFixtures.data(LCPFixtures.wastelandLicense)
        // The publication link points at the loopback server; the license is not re-signed, as links are
        // followed before the signature matters and the package's own copy is replaced by this one.
        let text = String(decoding: json, as: UTF8.self).replacingOccurrences(
            of: "https://rcs-test.edrlab.org/repository/edrlab/e5458386-2465-46a7-b9c4-21d019d40c4e",
            with: server.url("/wasteland.epub").absoluteString)
        let scratch = try ZipTestFiles.scratchFolder(for: self)
        let licenseURL = scratch.appendingPathComponent("wasteland.lcpl")
        try Data(text.utf8).write(to: licenseURL)
        let configuration = LCPConfiguration(
            trustedRootsPEM: [try LCPFixtures.testRootPEM], online: LCPOnlineConfiguration(fetcher: fetcher))
        let opener = PublicationOpener(protections: [try LCPContentProtection(configuration: configuration)], fetcher: fetcher)
        var options = OpeningOptions(credentials: "dan")
        options.checksLicenseStatus = false
        let publication = try opener.open(path: licenseURL.path, options: options)
        XCTAssertEqual(publication.title, try self.opener().open(path: LCPFixtures.url(LCPFixtures.wasteland).path).title)
        // The edited license's signature no longer verifies, which the streamed publication reports.
        XCTAssertEqual(publication.protectionError?.code, "invalidSignature")
    }
}
