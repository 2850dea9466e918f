import Foundation
import LoopbackHTTPServer
import XCTest

/// `decor media` end to end: HLS streams from a loopback key server (segments ffmpeg encrypted), and
/// media decorations written as WebVTT and a timeline.
final class MediaCommandTests: XCTestCase {
    private var folder: URL!
    private var origin: HLSKeyServer!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-media-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        origin = try HLSKeyServer()
    }

    override func tearDownWithError() throws {
        origin.server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ name: String, _ data: Data) throws -> String {
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    func testInfoListsVariantsSegmentsAndKeysAndRequestsTheKeyWithAKeyServer() throws {
        origin.setRenewal("2030-05-01T12:00:00Z")
        let keyServer = try write("key-server.json", origin.keyServerFile())
        let outcome = try DecorProcess.run(["media", "info", origin.url("/master.m3u8").absoluteString, "--key-server", keyServer])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let json = try outcome.json()
        XCTAssertEqual((json["variants"] as? [[String: Any]])?.first?["uri"] as? String, origin.url("/explicit.m3u8").absoluteString)
        XCTAssertEqual((json["segments"] as? [Any])?.count, origin.stream.clearSegments.count)
        let key = try XCTUnwrap((json["keys"] as? [[String: Any]])?.first)
        XCTAssertEqual(key["method"] as? String, "AES-128")
        XCTAssertEqual(key["uri"] as? String, origin.url("/keys/content-42").absoluteString)
        XCTAssertEqual(key["iv"] as? String, "0x" + HLSTestStream.explicitIVHex)
        XCTAssertEqual(key["contentId"] as? String, "content-42")
        let license = try XCTUnwrap(json["license"] as? [String: Any])
        XCTAssertEqual(license["renewal"] as? String, "2030-05-01T12:00:00Z")
        XCTAssertFalse(outcome.stdoutText.contains(origin.token), "the token is never printed")
    }

    func testInfoGivesSequenceNumberIVsPerSegment() throws {
        let outcome = try DecorProcess.run(["media", "info", origin.url("/sequence.m3u8").absoluteString])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let segments = try XCTUnwrap(try outcome.json()["segments"] as? [[String: Any]])
        XCTAssertEqual(segments[1]["sequenceNumber"] as? Int, 8)
        XCTAssertEqual(segments[1]["iv"] as? String, "0x00000000000000000000000000000008")
        XCTAssertEqual(segments[1]["key"] as? Int, 0)
    }

    func testCatWritesTheClearSegmentThroughTheKeyServer() throws {
        let keyServer = try write("key-server.json", origin.keyServerFile())
        let url = origin.url("/sequence.m3u8").absoluteString
        let outcome = try DecorProcess.run(["media", "cat", url, "2", "--key-server", keyServer])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(outcome.stdout, origin.stream.clearSegments[2])
        let out = folder.appendingPathComponent("segment.ts").path
        XCTAssertEqual(try DecorProcess.run(["media", "cat", url, "0", "--key-server", keyServer, "--out", out]).status, 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: out)), origin.stream.clearSegments[0])
    }

    func testAWrongKeyOrTokenIsAProtectionErrorAndNothingIsWritten() throws {
        let wrongToken = try write("stolen.json", origin.keyServerFile(token: "stolen-token"))
        let refused = try DecorProcess.run(["media", "cat", origin.url("/sequence.m3u8").absoluteString, "0", "--key-server", wrongToken])
        XCTAssertEqual(refused.status, 3, refused.stderr)
        XCTAssertTrue(refused.stdout.isEmpty)
        XCTAssertFalse(refused.stderr.contains("stolen-token"), refused.stderr)
        origin.setWrongKey(true)
        let wrong = try DecorProcess.run(["media", "cat", origin.url("/explicit.m3u8").absoluteString, "1"])
        XCTAssertEqual(wrong.status, 3, wrong.stderr)
        XCTAssertTrue(wrong.stdout.isEmpty)
        XCTAssertTrue(wrong.stderr.contains("does not decrypt"), wrong.stderr)
    }

    func testHostilePlaylistsAreInputErrors() throws {
        let server = try LoopbackHTTPServer { request in
            switch request.path {
            case "/file-key.m3u8": .json(200, Data("#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI=\"file:///etc/passwd\"\n#EXTINF:1,\na.ts\n".utf8))
            case "/loop.m3u8": .json(200, Data("#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nloop.m3u8\n".utf8))
            default: .json(200, Data(("#EXTM3U\n" + String(repeating: "#EXTINF:1,\na.ts\n", count: 400_000)).utf8))
            }
        }
        defer { server.stop() }
        for (path, code) in [("/file-key.m3u8", "unsupportedURI"), ("/loop.m3u8", "recursiveVariant"), ("/huge.m3u8", "limitExceeded")] {
            let outcome = try DecorProcess.run(["media", "info", server.url(path).absoluteString])
            XCTAssertEqual(outcome.status, 2, path)
            XCTAssertEqual((try outcome.json()["error"] as? [String: Any])?["code"] as? String, code, path)
        }
        XCTAssertEqual(try DecorProcess.run(["media", "info", "file:///etc/hosts"]).status, 1)
    }

    private static let decorations = """
        {"groups": {
          "highlights": [
            {"id": "h1", "locator": {"href": "audio/track.mp3", "locations": {"fragments": ["t=1,2.5"]}},
             "style": {"type": "highlight", "tint": "#00FF00"}, "extras": {"note": "first & <only>"}},
            {"id": "u1", "locator": {"href": "audio/track.mp3", "locations": {"fragments": ["t=3,4"]}}, "style": {"type": "underline"}}
          ],
          "notes": [
            {"id": "n1", "locator": {"href": "audio/track.mp3", "locations": {"fragments": ["t=5"]}}, "style": {"type": "note", "text": "to the end"}}
          ]
        }}
        """

    /// An audiobook package (a Readium Web Publication) whose reading order gives the track's duration.
    private func audiobook() throws -> String {
        var zip = TestZipWriter()
        zip.addStored("manifest.json", """
            {"metadata": {"title": "Sine", "identifier": "urn:x:sine"},
             "readingOrder": [{"href": "audio/track.mp3", "type": "audio/mpeg", "duration": 12.5}, {"href": "text.html", "type": "text/html"}]}
            """)
        zip.addStored("audio/track.mp3", Data(repeating: 0, count: 16))
        zip.addStored("text.html", "<html/>")
        return try write("sine.audiobook", zip.data())
    }

    func testVTTWritesOneCuePerDecorationAndRefusesTheUnderline() throws {
        let file = try write("decorations.json", Data(Self.decorations.utf8))
        let outcome = try DecorProcess.run(["media", "vtt", try audiobook(), "--decorations", file, "--href", "audio/track.mp3"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(outcome.stdoutText, """
            WEBVTT

            h1
            00:00:01.000 --> 00:00:02.500
            first &amp; &lt;only&gt;

            n1
            00:00:05.000 --> 00:00:12.500
            to the end

            """)
        XCTAssertTrue(outcome.stderr.contains(#"decoration "u1": the style underline cannot be drawn on audio or video"#), outcome.stderr)
    }

    func testVTTRefusesAResourceThatIsNotMedia() throws {
        let file = try write("decorations.json", Data(Self.decorations.utf8))
        let outcome = try DecorProcess.run(["media", "vtt", try audiobook(), "--decorations", file, "--href", "text.html"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual((try outcome.json()["error"] as? [String: Any])?["code"] as? String, "notMedia")
    }

    func testTimelineSpansTheReadingOrderDuration() throws {
        let file = try write("decorations.json", Data(Self.decorations.utf8))
        let out = folder.appendingPathComponent("timeline.svg")
        let outcome = try DecorProcess.run(["media", "timeline", try audiobook(), "--decorations", file, "--href", "audio/track.mp3",
                                            "--out", out.path])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let svg = try String(contentsOf: out, encoding: .utf8)
        XCTAssertTrue(svg.contains(#"data-duration="12.5""#), svg)
        XCTAssertTrue(svg.contains(#"data-group="highlights""#) && svg.contains(#"data-group="notes""#))
        XCTAssertTrue(svg.contains("<title>first &amp; &lt;only&gt;</title>"), svg)
        XCTAssertEqual(svg.components(separatedBy: "data-decoration-id=").count - 1, 2, "the underline is not drawn")
    }
}
