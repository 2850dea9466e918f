import Foundation
@testable import ProtectedLoader
import XCTest

final class HLSPlaylistParserTests: XCTestCase {
    private let base = URL(string: "https://media.example/book/master.m3u8")!

    private func parse(_ text: String, limits: HLSLimits = HLSLimits()) throws -> HLSPlaylist {
        try HLSPlaylistParser(limits: limits).parse(Data(text.utf8), url: base)
    }

    private func media(_ text: String) throws -> HLSMediaPlaylist {
        guard case let .media(media) = try parse(text) else { throw XCTSkip("not a media playlist") }
        return media
    }

    func testMasterPlaylistListsVariantsAndSessionKeys() throws {
        let playlist = try parse("""
            #EXTM3U
            #EXT-X-SESSION-KEY:METHOD=AES-128,URI="keys/content-7",KEYFORMAT="identity"
            #EXT-X-STREAM-INF:BANDWIDTH=64000,CODECS="mp4a.40.2",RESOLUTION=640x360
            low/index.m3u8
            #EXT-X-STREAM-INF:BANDWIDTH=128000
            https://cdn.example/high.m3u8
            """)
        guard case let .master(master) = playlist else { return XCTFail("expected a master playlist") }
        XCTAssertEqual(master.variants.map(\.uri.absoluteString), ["https://media.example/book/low/index.m3u8", "https://cdn.example/high.m3u8"])
        XCTAssertEqual(master.variants.map(\.bandwidth), [64000, 128000])
        XCTAssertEqual(master.variants[0].codecs, "mp4a.40.2")
        XCTAssertEqual(master.variants[0].resolution, "640x360")
        XCTAssertEqual(master.sessionKeys.map(\.contentID), ["content-7"])
        XCTAssertEqual(master.sessionKeys.first?.keyFormat, "identity")
    }

    func testMediaPlaylistKeysIVsSequenceNumbersAndByteRanges() throws {
        let playlist = try media("""
            #EXTM3U\r
            #EXT-X-TARGETDURATION:4\r
            #EXT-X-MEDIA-SEQUENCE:7\r
            #EXTINF:4.0,first
            #EXT-X-BYTERANGE:1000@0
            all.ts
            #EXT-X-KEY:METHOD=AES-128,URI="https://keys.example/k/abc",IV=0x000102030405060708090A0B0C0D0E0F
            #EXTINF:3.5,
            #EXT-X-BYTERANGE:500
            all.ts
            #EXT-X-KEY:METHOD=AES-128,URI="https://keys.example/k/def"
            #EXTINF:2,
            seg2.ts
            #EXT-X-KEY:METHOD=NONE
            #EXTINF:1,
            seg3.ts
            #EXT-X-ENDLIST
            """)
        XCTAssertEqual(playlist.targetDuration, 4)
        XCTAssertEqual(playlist.mediaSequence, 7)
        XCTAssertTrue(playlist.isComplete)
        XCTAssertEqual(playlist.duration, 10.5)
        XCTAssertEqual(playlist.segments.map(\.sequenceNumber), [7, 8, 9, 10])
        XCTAssertEqual(playlist.segments[0].byteRange, HLSByteRange(length: 1000, offset: 0))
        XCTAssertEqual(playlist.segments[1].byteRange, HLSByteRange(length: 500, offset: 1000))
        XCTAssertNil(playlist.segments[0].key)
        XCTAssertNil(playlist.segments[3].key)
        XCTAssertEqual(playlist.keys.map(\.contentID), ["abc", "def"])
        XCTAssertEqual(playlist.segments[1].initializationVector, Data(0..<16))
        // Without an IV the sequence number, big-endian, is the IV.
        XCTAssertEqual(playlist.segments[2].initializationVector, Data([UInt8](repeating: 0, count: 15) + [9]))
    }

    func testSequenceNumberIVUsesAllEightBytes() {
        let segment = HLSSegment(uri: base, duration: 1, sequenceNumber: 0x0102_0304_0506_0708, byteRange: nil,
                                 key: HLSKey(method: "AES-128", uri: base, iv: nil, keyFormat: nil))
        XCTAssertEqual(segment.initializationVector, Data([0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8]))
    }

    func testNonHTTPURIsAreRefused() {
        for uri in ["file:///etc/passwd", "data:text/plain,x", "skd://content-42", "ftp://host/key"] {
            if !uri.hasPrefix("skd:") {
                XCTAssertThrowsError(try parse("#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI=\"\(uri)\"\n#EXTINF:1,\na.ts\n")) { error in
                    XCTAssertEqual((error as? HLSError)?.code, "unsupportedURI", uri)
                }
            }
            XCTAssertThrowsError(try parse("#EXTM3U\n#EXTINF:1,\n\(uri)\n")) { error in
                XCTAssertEqual((error as? HLSError)?.code, "unsupportedURI", uri)
            }
            XCTAssertThrowsError(try parse("#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n\(uri)\n")) { error in
                XCTAssertEqual((error as? HLSError)?.code, "unsupportedURI", uri)
            }
        }
    }

    /// An `skd://` key URI is the key's identifier: its content id is its last path segment (the host in
    /// `skd://CONTENT-ID`, percent-decoded), and one that names nothing, or carries a query or fragment, is refused.
    func testSKDKeyURIsGiveTheirLastSegmentAsTheContentID() throws {
        let playlist = try media("""
            #EXTM3U
            #EXT-X-KEY:METHOD=AES-128,URI="skd://content-42",KEYFORMAT="com.apple.streamingkeydelivery"
            #EXTINF:1,
            a.ts
            #EXT-X-KEY:METHOD=AES-128,URI="skd://catalogue/book%207/"
            #EXTINF:1,
            b.ts

            """)
        XCTAssertEqual(playlist.keys.map(\.contentID), ["content-42", "book 7"])
        XCTAssertEqual(playlist.keys.first?.uri?.absoluteString, "skd://content-42", "kept as it stands, not resolved")
        for uri in ["skd://", "skd:///", "skd://content?x=1", "skd://content#k"] {
            XCTAssertThrowsError(try parse("#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI=\"\(uri)\"\n#EXTINF:1,\na.ts\n")) { error in
                XCTAssertEqual((error as? HLSError)?.code, "unsupportedURI", uri)
            }
        }
    }

    func testHugePlaylistsAreRefused() {
        let limits = HLSLimits(maximumPlaylistBytes: 4096, maximumLineBytes: 256, maximumSegments: 3, maximumVariants: 2, maximumKeys: 2)
        let cases = [
            "#EXTM3U\n" + String(repeating: "#EXTINF:1,\na.ts\n", count: 300),
            "#EXTM3U\n#EXTINF:1,\n" + String(repeating: "a", count: 300) + ".ts\n",
            "#EXTM3U\n" + String(repeating: "#EXTINF:1,\na.ts\n", count: 4),
            "#EXTM3U\n" + String(repeating: "#EXT-X-STREAM-INF:BANDWIDTH=1\nv.m3u8\n", count: 3),
            "#EXTM3U\n" + String(repeating: "#EXT-X-KEY:METHOD=NONE\n", count: 3),
        ]
        for text in cases {
            XCTAssertThrowsError(try parse(text, limits: limits)) { error in
                XCTAssertEqual((error as? HLSError)?.code, "limitExceeded")
            }
        }
    }

    func testMalformedPlaylistsAreErrorsWithTheirLine() {
        let cases: [(String, Int)] = [
            ("not a playlist", 1),
            ("#EXTM3U\nseg.ts\n", 2),
            ("#EXTM3U\n#EXTINF:-1,\na.ts\n", 2),
            ("#EXTM3U\n#EXTINF:nan,\na.ts\n", 2),
            ("#EXTM3U\n#EXT-X-KEY:METHOD=AES-128\n", 2),
            ("#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI=\"k\",IV=0x1234\n", 2),
            ("#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI=unquoted\n", 2),
            ("#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI=\"k\n", 2),
            ("#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,METHOD=NONE,URI=\"k\"\n", 2),
            ("#EXTM3U\n#EXT-X-SESSION-KEY:METHOD=NONE\n", 2),
            ("#EXTM3U\n#EXTINF:1,\n#EXT-X-BYTERANGE:10\na.ts\n", 4),
            ("#EXTM3U\n#EXTINF:1,\na.ts\n#EXT-X-MEDIA-SEQUENCE:3\n", 4),
            ("#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:18446744073709551615\n#EXTINF:1,\na.ts\n#EXTINF:1,\nb.ts\n", 6),
            ("#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n", 3),
        ]
        for (text, line) in cases {
            XCTAssertThrowsError(try parse(text)) { error in
                guard case let .invalidPlaylist(_, errorLine, _)? = error as? HLSError else {
                    return XCTFail("\(text.debugDescription): \(error)")
                }
                XCTAssertEqual(errorLine, line, text.debugDescription)
            }
        }
    }

    func testAPlaylistWithVariantsAndSegmentsIsRefused() {
        XCTAssertThrowsError(try parse("#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nv.m3u8\n#EXTINF:1,\na.ts\n")) { error in
            XCTAssertEqual((error as? HLSError)?.code, "invalidPlaylist")
        }
    }
}
