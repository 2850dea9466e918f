import DecorEngine
import Foundation
import Server
import TestFixtures
import XCTest

/// The streamer routes over real HTTP: health, the OPDS feed, manifests, resources (types, entity tags,
/// ranges, gzip, cache headers) and hrefs that must not reach anything.
final class StreamerRouteTests: XCTestCase {
    private var server: TestServer!

    override func setUp() async throws {
        server = try await TestServer.start(try ServerFixtures.standard())
    }

    override func tearDown() async throws {
        await server.stop()
    }

    func testHealthAndFeed() async throws {
        let health = try await server.request("/healthz")
        XCTAssertEqual(health.status, 200)
        let feed = try await server.request("/publications")
        XCTAssertEqual(feed.status, 200)
        XCTAssertEqual(feed.header("Content-Type"), "application/opds+json")
        let hrefs = feed.json?["publications"]?.arrayValue?.compactMap { $0["links"]?.arrayValue?.first?["href"]?.stringValue }
        XCTAssertEqual(hrefs, ["/pub/moby-dick/manifest.json", "/pub/\(ServerFixtures.lcpID)/manifest.json",
                               "/pub/\(ServerFixtures.restrictedID)/manifest.json"])
    }

    func testManifestListsReadingOrderResourcesTOCAndProtection() async throws {
        let manifest = try await server.request("/pub/moby-dick/manifest.json")
        XCTAssertEqual(manifest.status, 200)
        XCTAssertEqual(manifest.header("Content-Type"), "application/webpub+json")
        let json = try XCTUnwrap(manifest.json)
        let readingOrder = json["readingOrder"]?.arrayValue?.compactMap { $0["href"]?.stringValue } ?? []
        XCTAssertEqual(readingOrder.first, "OPS/cover.xhtml")
        XCTAssertTrue(readingOrder.contains(ServerFixtures.chapter))
        XCTAssertEqual(json["readingOrder"]?.arrayValue?.count, try ServerFixtures.open(ServerFixtures.mobyDick).readingOrder.count)
        XCTAssertFalse(json["resources"]?.arrayValue?.isEmpty ?? true)
        XCTAssertFalse(json["toc"]?.arrayValue?.isEmpty ?? true, "moby-dick has a navigation document")

        let lcpManifest = try await server.request("/pub/\(ServerFixtures.lcpID)/manifest.json")
        let lcp = try XCTUnwrap(lcpManifest.json)
        let content = lcp["readingOrder"]?.arrayValue?.first
        XCTAssertEqual(content?["properties"]?["encrypted"]?["scheme"]?.stringValue, "http://readium.org/2014/01/lcp")
        let linkTypes = lcp["links"]?.arrayValue?.compactMap { $0["type"]?.stringValue } ?? []
        XCTAssertTrue(linkTypes.contains("application/vnd.readium.content-protection+json"))
    }

    func testResourceHasTypeEntityTagAndRevalidates() async throws {
        let path = "/pub/moby-dick/\(ServerFixtures.chapter)"
        let first = try await server.request(path)
        XCTAssertEqual(first.status, 200)
        XCTAssertEqual(first.header("Content-Type"), "application/xhtml+xml")
        XCTAssertEqual(first.body, try Fixtures.entry(ServerFixtures.chapter, in: "moby-dick.epub"))
        XCTAssertEqual(first.header("Cache-Control"), "public, no-cache")
        let tag = try XCTUnwrap(first.header("ETag"))
        let again = try await server.request(path, headers: [("If-None-Match", tag)])
        XCTAssertEqual(again.status, 304)
        XCTAssertTrue(again.body.isEmpty)
        let other = try await server.request(path, headers: [("If-None-Match", "\"something-else\"")])
        XCTAssertEqual(other.status, 200)
    }

    func testGzipWhenAcceptedAndItPays() async throws {
        let path = "/pub/moby-dick/\(ServerFixtures.chapter)"
        let compressed = try await server.request(path, headers: [("Accept-Encoding", "gzip")])
        XCTAssertEqual(compressed.header("Content-Encoding"), "gzip")
        XCTAssertLessThan(compressed.body.count, try Fixtures.entry(ServerFixtures.chapter, in: "moby-dick.epub").count)
        XCTAssertEqual(try Self.gunzip(compressed.body), try Fixtures.entry(ServerFixtures.chapter, in: "moby-dick.epub"))
        let refused = try await server.request(path, headers: [("Accept-Encoding", "gzip;q=0")])
        XCTAssertNil(refused.header("Content-Encoding"))
    }

    func testRangesOfAPlainResourceMatchItsBytes() async throws {
        let bytes = try Fixtures.entry(ServerFixtures.chapter, in: "moby-dick.epub")
        try await assertRanges(of: "/pub/moby-dick/\(ServerFixtures.chapter)", equal: bytes)
    }

    /// An LCP-encrypted (and deflated) resource, decrypted by the server, against `decor cat`'s bytes
    /// (`ProtectedPackage.resource`) and the clear EPUB the fixture was made from.
    func testRangesOfAnLCPResourceMatchDecorCat() async throws {
        let href = "EPUB/wasteland-cover.jpg"
        let package = try ServerFixtures.opener().openPackage(path: ServerFixtures.lcpWasteland,
                                                              options: OpeningOptions(credentials: "dan"))
        let cat = try package.resource(href: href).read()
        XCTAssertEqual(cat, try Self.unzip(href, from: ServerFixtures.clearWasteland))
        try await assertRanges(of: "/pub/\(ServerFixtures.lcpID)/\(href)", equal: cat)
        let whole = try await server.request("/pub/\(ServerFixtures.lcpID)/\(href)")
        XCTAssertEqual(whole.header("Cache-Control"), "private, no-store")
        let chapter = try await server.request("/pub/\(ServerFixtures.lcpID)/EPUB/wasteland-content.xhtml")
        XCTAssertEqual(chapter.body, try package.resource(href: "EPUB/wasteland-content.xhtml").read())
    }

    func testRestrictedPublicationServesItsManifestButNotItsContent() async throws {
        let manifest = try await server.request("/pub/\(ServerFixtures.restrictedID)/manifest.json")
        XCTAssertEqual(manifest.status, 200)
        let refused = try await server.request("/pub/\(ServerFixtures.restrictedID)/EPUB/wasteland-content.xhtml")
        XCTAssertEqual(refused.status, 403)
        XCTAssertEqual(refused.header("Content-Type"), "application/problem+json")
        XCTAssertEqual(refused.json?["code"]?.stringValue, "restricted")
        XCTAssertEqual(refused.json?["status"]?.integerValue, 403)
        XCTAssertFalse(refused.text.contains(ServerFixtures.lcpWasteland), "problem documents do not reveal server paths")
    }

    func testHostileHrefsReachNothing() async throws {
        let hostile = [
            "/pub/moby-dick/../../../../etc/passwd", "/pub/moby-dick/OPS/../META-INF/container.xml",
            "/pub/moby-dick/%2e%2e/%2e%2e/etc/passwd", "/pub/moby-dick/OPS%2F..%2F..%2Fetc%2Fpasswd",
            "/pub/moby-dick//etc/passwd", "/pub/moby-dick/%2Fetc%2Fpasswd", "/pub/moby-dick/OPS/chapter_001.xhtml%00.jpg",
            "/pub/moby-dick/OPS%5C..%5Cchapter_001.xhtml", "/pub/moby-dick/META-INF/container.xml", "/pub/nothing/OPS/chapter_001.xhtml",
        ]
        for path in hostile {
            let response = try await server.request(path)
            XCTAssertTrue([400, 404].contains(response.status), "\(path) answered \(response.status)")
            XCTAssertEqual(response.header("Content-Type"), "application/problem+json", path)
            XCTAssertFalse(response.text.contains("root:"), path)
        }
    }

    /// 206 with the bytes for first-last, open-ended and suffix ranges; 416 past the end.
    private func assertRanges(of path: String, equal bytes: Data, file: StaticString = #filePath, line: UInt = #line) async throws {
        let length = bytes.count
        let cases: [(String, Range<Int>)] = [
            ("bytes=0-99", 0..<100), ("bytes=1000-", 1000..<length), ("bytes=-500", (length - 500)..<length),
            ("bytes=\(length - 10)-\(length + 100)", (length - 10)..<length), ("bytes=4095-4097", 4095..<4098),
        ]
        for (header, range) in cases {
            let response = try await server.request(path, headers: [("Range", header)])
            XCTAssertEqual(response.status, 206, header, file: file, line: line)
            XCTAssertEqual(response.body, bytes[range], header, file: file, line: line)
            XCTAssertEqual(response.header("Content-Range"), "bytes \(range.lowerBound)-\(range.upperBound - 1)/\(length)",
                           file: file, line: line)
        }
        let past = try await server.request(path, headers: [("Range", "bytes=\(length)-")])
        XCTAssertEqual(past.status, 416, file: file, line: line)
        XCTAssertEqual(past.header("Content-Range"), "bytes */\(length)", file: file, line: line)
    }

    static func unzip(_ entry: String, from archive: String) throws -> Data {
        try run("/usr/bin/unzip", ["-p", archive, entry])
    }

    static func gunzip(_ data: Data) throws -> Data {
        try run("/bin/gzip", ["-dc"], input: data)
    }

    private static func run(_ executable: String, _ arguments: [String], input: Data? = nil) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let inputPipe = Pipe()
        process.standardOutput = output
        if input != nil { process.standardInput = inputPipe }
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(input)
            try inputPipe.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }
}
