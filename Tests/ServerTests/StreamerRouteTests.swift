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

    /// Several ranges in one request: `multipart/byteranges`, one part per range with its own
    /// `Content-Range`; overlapping ranges are merged, and a single satisfiable one is a plain 206.
    func testSeveralRangesAnswerMultipartByteranges() async throws {
        let path = "/pub/moby-dick/\(ServerFixtures.chapter)"
        let bytes = try Fixtures.entry(ServerFixtures.chapter, in: "moby-dick.epub")
        let response = try await server.request(path, headers: [("Range", "bytes=0-9, 100-199, -50")])
        XCTAssertEqual(response.status, 206)
        let type = try XCTUnwrap(response.header("Content-Type"))
        XCTAssertTrue(type.hasPrefix("multipart/byteranges; boundary="), type)
        let parts = try Self.parts(of: response.body, boundary: String(type.dropFirst("multipart/byteranges; boundary=".count)))
        let length = bytes.count
        XCTAssertEqual(parts.map(\.range), ["bytes 0-9/\(length)", "bytes 100-199/\(length)", "bytes \(length - 50)-\(length - 1)/\(length)"])
        XCTAssertEqual(parts.map(\.body), [bytes[0..<10], bytes[100..<200], bytes[(length - 50)...]].map { Data($0) })
        XCTAssertEqual(parts.map(\.type), Array(repeating: "application/xhtml+xml", count: 3))

        let merged = try await server.request(path, headers: [("Range", "bytes=10-19, 0-14, \(length + 5)-")])
        XCTAssertEqual(merged.status, 206, "the overlapping ranges are one, the one past the end is dropped")
        XCTAssertEqual(merged.header("Content-Range"), "bytes 0-19/\(length)")
        XCTAssertEqual(merged.body, bytes[0..<20])

        let tooMany = (0..<40).map { "\($0 * 10)-\($0 * 10 + 1)" }.joined(separator: ",")
        let whole = try await server.request(path, headers: [("Range", "bytes=" + tooMany)])
        XCTAssertEqual(whole.status, 200, "more ranges than are worth answering get the whole resource")
        XCTAssertEqual(whole.body, bytes)
    }

    /// HEAD answers as GET would, without a body: type, tag, length (of the range, too), and 404/403 alike.
    func testHeadAnswersLikeGetWithoutABody() async throws {
        let path = "/pub/moby-dick/\(ServerFixtures.chapter)"
        let get = try await server.request(path)
        let head = try await server.request(path, method: .HEAD)
        XCTAssertEqual(head.status, 200)
        XCTAssertTrue(head.body.isEmpty)
        for name in ["Content-Type", "ETag", "Cache-Control", "Accept-Ranges"] {
            XCTAssertEqual(head.header(name), get.header(name), name)
        }
        XCTAssertEqual(head.header("Content-Length"), String(get.body.count))
        let ranged = try await server.request(path, method: .HEAD, headers: [("Range", "bytes=0-99")])
        XCTAssertEqual(ranged.status, 206)
        XCTAssertEqual(ranged.header("Content-Length"), "100")
        XCTAssertEqual(ranged.header("Content-Range"), "bytes 0-99/\(get.body.count)")
        let gzip = try await server.request(path, method: .HEAD, headers: [("Accept-Encoding", "gzip")])
        XCTAssertEqual(gzip.header("Content-Encoding"), "gzip")
        let gzipGet = try await server.request(path, headers: [("Accept-Encoding", "gzip")])
        XCTAssertEqual(gzip.header("ETag"), gzipGet.header("ETag"))
        let manifest = try await server.request("/pub/moby-dick/manifest.json", method: .HEAD)
        XCTAssertEqual(manifest.status, 200)
        XCTAssertEqual(manifest.header("Content-Type"), "application/webpub+json")
        let feed = try await server.request("/publications", method: .HEAD)
        XCTAssertEqual(feed.status, 200)
        let missing = try await server.request("/pub/moby-dick/OPS/nothing.xhtml", method: .HEAD)
        XCTAssertEqual(missing.status, 404)
        let restricted = try await server.request("/pub/\(ServerFixtures.restrictedID)/EPUB/wasteland-content.xhtml", method: .HEAD)
        XCTAssertEqual(restricted.status, 403)
    }

    /// An EPUB 2 publication (childrens-literature without its navigation document) gets its table of
    /// contents from the NCX, nested, with fragments.
    func testManifestTableOfContentsFromTheNCX() async throws {
        let manifest = try await Self.manifestOfChildrensLiterature { package in
            package.replacingOccurrences(of: "properties=\"nav scripted\"", with: "properties=\"scripted\"")
        }
        let toc = try XCTUnwrap(manifest?["toc"]?.arrayValue)
        XCTAssertEqual(toc.first?["href"]?.stringValue, "EPUB/s04.xhtml#pgepubid00492")
        XCTAssertEqual(toc.first?["title"]?.stringValue, "SECTION IV FAIRY STORIES—MODERN FANTASTIC TALES")
        XCTAssertEqual(toc.first?["children"]?.arrayValue?.first?["title"]?.stringValue, "BIBLIOGRAPHY")
    }

    /// A `media:duration` refining an audio item becomes the `duration` of its link; an item without one
    /// has none.
    func testManifestGivesTheDurationsThePackageDeclares() async throws {
        let manifest = try await Self.manifestOfChildrensLiterature { package in
            package
                .replacingOccurrences(of: "</metadata>", with: """
                    <meta property="media:duration" refines="#narration">0:01:02.5</meta>
                    <meta property="media:duration" refines="#silence">not a clock value</meta></metadata>
                    """)
                .replacingOccurrences(of: "<manifest>", with: """
                    <manifest><item id="narration" href="audio/narration.mp3" media-type="audio/mpeg"/>
                    <item id="silence" href="audio/silence.mp3" media-type="audio/mpeg"/>
                    """)
        }
        let resources = try XCTUnwrap(manifest?["resources"]?.arrayValue)
        func link(_ href: String) -> JSONValue? { resources.first { $0["href"]?.stringValue == href } }
        XCTAssertEqual(link("EPUB/audio/narration.mp3")?["duration"]?.numberValue, 62.5)
        XCTAssertNotNil(link("EPUB/audio/silence.mp3"))
        XCTAssertNil(link("EPUB/audio/silence.mp3")?["duration"])
        let chapter = try XCTUnwrap(manifest?["readingOrder"]?.arrayValue?.first)
        XCTAssertNil(chapter["duration"])
    }

    /// The served manifest of childrens-literature (an exploded copy) with its package document edited.
    private static func manifestOfChildrensLiterature(editing edit: (String) -> String) async throws -> JSONValue? {
        let folder = try Fixtures.explode("childrens-literature.epub")
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = folder.appendingPathComponent("EPUB/package.opf")
        try edit(try String(contentsOf: package, encoding: .utf8)).write(to: package, atomically: true, encoding: .utf8)
        let server = try await TestServer.start([try ServerFixtures.open(folder.path)])
        let id = try XCTUnwrap(server.state.publications.publications.first?.id)
        let manifest = try await server.request("/pub/\(id)/manifest.json")
        await server.stop()
        return manifest.json
    }

    private static func parts(of body: Data, boundary: String) throws -> [(type: String, range: String, body: Data)] {
        let delimiter = Data("\r\n--\(boundary)".utf8)
        var parts: [(String, String, Data)] = []
        var rest = body[...]
        guard let first = rest.range(of: delimiter) else { throw CocoaError(.coderReadCorrupt) }
        rest = rest[first.upperBound...]
        while !rest.starts(with: Data("--".utf8)) {
            guard let headerEnd = rest.range(of: Data("\r\n\r\n".utf8)), let next = rest.range(of: delimiter) else {
                throw CocoaError(.coderReadCorrupt)
            }
            let headerLines = String(decoding: rest[..<headerEnd.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
            func header(_ name: String) -> String {
                headerLines.first { $0.lowercased().hasPrefix(name.lowercased() + ":") }
                    .map { String($0.dropFirst(name.count + 1)).trimmingCharacters(in: .whitespaces) } ?? ""
            }
            parts.append((header("Content-Type"), header("Content-Range"), Data(rest[headerEnd.upperBound..<next.lowerBound])))
            rest = rest[next.upperBound...]
        }
        return parts
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
