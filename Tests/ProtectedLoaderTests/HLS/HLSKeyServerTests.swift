import Foundation
import LoopbackHTTPServer
@testable import ProtectedLoader
import XCTest

/// The key-server flow and plain HLS AES-128 against a loopback server, on segments ffmpeg and OpenSSL
/// encrypted: every segment decrypts to ffmpeg's clear output.
final class HLSKeyServerTests: HTTPFetcherTestCase {
    private var origin: HLSKeyServer!

    override func setUpWithError() throws {
        try super.setUpWithError()
        origin = try HLSKeyServer()
    }

    override func tearDown() {
        origin.server.stop()
        super.tearDown()
    }

    private var loader: HLSLoader { HLSLoader(fetcher: fetcher) }

    private func keyServer(token: String? = nil) throws -> KeyServerConfiguration {
        try KeyServerConfiguration(data: origin.keyServerFile(token: token), path: "key-server.json")
    }

    func testExplicitIVSegmentsFromFFmpegDecryptWithThePlainKeyURI() throws {
        let presentation = try loader.load(origin.url("/explicit.m3u8"))
        let keys = ContentKeySource(fetcher: fetcher)
        XCTAssertEqual(presentation.media.segments.count, origin.stream.clearSegments.count)
        for index in presentation.media.segments.indices {
            XCTAssertEqual(try loader.clearSegment(index, of: presentation, keys: keys), origin.stream.clearSegments[index], "segment \(index)")
        }
        XCTAssertEqual(origin.requests(to: "/keys/content-42").count, 1, "the key is fetched once")
    }

    func testSequenceNumberIVSegmentsDecryptThroughTheKeyServer() throws {
        origin.setRenewal("2999-01-01T00:00:00Z")
        let presentation = try loader.load(origin.url("/sequence.m3u8"))
        XCTAssertEqual(presentation.media.segments.first?.sequenceNumber, HLSTestStream.mediaSequence)
        let keys = ContentKeySource(fetcher: fetcher, keyServer: try keyServer())
        for index in presentation.media.segments.indices {
            XCTAssertEqual(try loader.clearSegment(index, of: presentation, keys: keys), origin.stream.clearSegments[index], "segment \(index)")
        }
        XCTAssertEqual(origin.requests(to: "/certificate").count, 1)
        XCTAssertEqual(origin.requests(to: "/certificate").first?.header("x-decor-token"), origin.token)
        XCTAssertEqual(origin.requests(to: "/key-request").count, 1, "a key renewed in 2999 is requested once")
        XCTAssertTrue(origin.requests(to: "/keys/content-42").isEmpty, "with a key server the key URI is never fetched")
    }

    /// An `skd://` key URI names the content to the key server (its whole identifier is the content id)
    /// and is never fetched; without a key server it is refused, not followed.
    func testAnSKDKeyURINamesTheContentToTheKeyServer() throws {
        let key = HLSKey(method: "AES-128", uri: try XCTUnwrap(URL(string: "skd://content-42")), iv: nil, keyFormat: "com.apple.streamingkeydelivery")
        XCTAssertEqual(try ContentKeySource(fetcher: fetcher, keyServer: try keyServer()).contentKey(for: key).bytes.count, 16)
        XCTAssertEqual(origin.requests(to: "/key-request").count, 1, "the key server checks the content id content-42")
        XCTAssertThrowsError(try ContentKeySource(fetcher: fetcher).contentKey(for: key)) { error in
            XCTAssertEqual((error as? HLSError)?.code, "keyRefused")
            XCTAssertTrue("\(error)".contains("key-server"), "\(error)")
        }
    }

    func testTheKeyIsRequestedAgainBeforeItsRenewalDate() throws {
        let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
        origin.setRenewal("2027-01-15T08:01:00Z")
        let keys = ContentKeySource(fetcher: fetcher, keyServer: try keyServer(), now: clock.now)
        let key = HLSKey(method: "AES-128", uri: origin.url("/keys/content-42"), iv: nil, keyFormat: nil)
        let first = try keys.contentKey(for: key)
        XCTAssertEqual(first.renewal, Date(timeIntervalSince1970: 1_800_000_060))
        clock.set(Date(timeIntervalSince1970: 1_800_000_020))
        _ = try keys.contentKey(for: key)
        XCTAssertEqual(origin.requests(to: "/key-request").count, 1, "40 s before renewal the key is still fresh")
        clock.set(Date(timeIntervalSince1970: 1_800_000_031))
        _ = try keys.contentKey(for: key)
        XCTAssertEqual(origin.requests(to: "/key-request").count, 2, "within the margin before renewal the key is requested again")
    }

    func testAMasterWithoutSessionKeyIsFollowedToItsVariantForTheKeyURI() throws {
        let presentation = try loader.load(origin.url("/master.m3u8"))
        XCTAssertEqual(presentation.mediaURL, origin.url("/explicit.m3u8"))
        XCTAssertEqual(presentation.primaryKey?.contentID, HLSKeyServer.contentID)
        let withSession = try loader.load(origin.url("/master-session.m3u8"))
        XCTAssertEqual(withSession.master?.sessionKeys.first?.uri, origin.url("/keys/content-42"))
        XCTAssertEqual(withSession.primaryKey, withSession.master?.sessionKeys.first)
    }

    func testAWrongKeyIsReportedNotReturned() throws {
        origin.setWrongKey(true)
        for path in ["/explicit.m3u8", "/sequence.m3u8"] {
            let presentation = try loader.load(origin.url(path))
            XCTAssertThrowsError(try loader.clearSegment(1, of: presentation, keys: ContentKeySource(fetcher: fetcher))) { error in
                XCTAssertEqual((error as? HLSError)?.code, "incorrectKey", path)
                XCTAssertEqual((error as? HLSError)?.isProtectionError, true)
            }
        }
    }

    /// CBC garbles only the first block under a wrong IV: that block holds the first packet's sync byte.
    func testAWrongIVIsReportedNotReturned() throws {
        var presentation = try loader.load(origin.url("/sequence.m3u8"))
        presentation.media.segments[2].key?.iv = Data(repeating: 0xAB, count: 16)
        XCTAssertThrowsError(try loader.clearSegment(2, of: presentation, keys: ContentKeySource(fetcher: fetcher))) { error in
            XCTAssertEqual((error as? HLSError)?.code, "incorrectKey")
        }
    }

    func testAWrongTokenIsRefusedByTheKeyServer() throws {
        let presentation = try loader.load(origin.url("/sequence.m3u8"))
        let keys = ContentKeySource(fetcher: fetcher, keyServer: try keyServer(token: "stolen"))
        XCTAssertThrowsError(try loader.clearSegment(0, of: presentation, keys: keys)) { error in
            XCTAssertEqual((error as? HLSError)?.code, "keyRefused")
            XCTAssertFalse("\(error)".contains("stolen"), "the token never appears in a message")
        }
    }

    func testClearSegmentsAndByteRangesAreReturnedAsServed() throws {
        let presentation = try loader.load(origin.url("/clear.m3u8"))
        XCTAssertEqual(try loader.clearSegment(0, of: presentation, keys: ContentKeySource(fetcher: fetcher)), origin.stream.clearSegments[0])
        var ranged = presentation
        ranged.media.segments[0].byteRange = HLSByteRange(length: 376, offset: 188)
        XCTAssertEqual(try loader.clearSegment(0, of: ranged, keys: ContentKeySource(fetcher: fetcher)),
                       origin.stream.clearSegments[0].subdata(in: 188..<564))
        XCTAssertThrowsError(try loader.clearSegment(99, of: presentation, keys: ContentKeySource(fetcher: fetcher))) { error in
            XCTAssertEqual((error as? HLSError)?.code, "noSuchSegment")
        }
    }

    func testAVariantThatIsAMasterPlaylistIsRefused() throws {
        let server = try LoopbackHTTPServer { _ in .json(200, Data("#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nself.m3u8\n".utf8)) }
        defer { server.stop() }
        XCTAssertThrowsError(try loader.load(server.url("/master.m3u8"))) { error in
            XCTAssertEqual((error as? HLSError)?.code, "recursiveVariant")
        }
        XCTAssertEqual(server.requests.count, 2, "one hop, never more")
    }

    func testAPlaylistLargerThanTheLimitIsRefused() throws {
        let huge = Data(("#EXTM3U\n" + String(repeating: "#EXTINF:1,\na.ts\n", count: 400_000)).utf8)
        let server = try LoopbackHTTPServer { _ in .json(200, huge) }
        defer { server.stop() }
        XCTAssertThrowsError(try loader.load(server.url("/huge.m3u8"))) { error in
            XCTAssertEqual((error as? HLSError)?.code, "limitExceeded")
        }
    }

    func testKeyServerFilesAreChecked() {
        for (text, reason) in [("[]", "not a JSON object"), ("{\"certificate\": \"file:///c\", \"keyRequest\": \"https://k\", \"token\": \"t\"}", "certificate"),
                               ("{\"certificate\": \"https://c\", \"keyRequest\": \"https://k\", \"token\": \"\"}", "token")] {
            XCTAssertThrowsError(try KeyServerConfiguration(data: Data(text.utf8), path: "ks.json")) { error in
                XCTAssertTrue((error as? HLSError)?.message.contains(reason) == true, "\(error)")
            }
        }
    }
}

/// A clock the test moves by hand.
private final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date) { current = start }

    func set(_ date: Date) { lock.withLock { current = date } }

    var now: @Sendable () -> Date { { [self] in lock.withLock { current } } }
}
