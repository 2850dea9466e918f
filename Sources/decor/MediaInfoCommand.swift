import ArgumentParser
import DecorEngine
import Foundation

/// `decor media info PLAYLIST_URL [--key-server FILE]`: the variants, segments and keys as JSON; with a
/// key server, the content key is requested too (its renewal date is printed, never the key).
struct MediaInfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info", abstract: "Print an HLS stream's variants, segments and keys (method, URI, IV) as JSON.")

    @OptionGroup var stream: MediaStreamOptions

    func run() throws {
        let url = try stream.playlistURL(asJSON: true)
        let summary = try stream.failingAsCommand(asJSON: true) {
            let presentation = try HLSLoader(fetcher: .shared).load(url)
            var license: HLSStreamSummary.License?
            if stream.keyServer != nil, let key = presentation.primaryKey {
                let contentKey = try stream.keySource().contentKey(for: key)
                license = HLSStreamSummary.License(contentId: key.contentID, renewal: contentKey.renewal?.formatted(.iso8601))
            }
            return HLSStreamSummary(presentation, license: license)
        }
        JSONOutput.print(summary)
    }
}

/// What `media info` prints.
struct HLSStreamSummary: Encodable {
    struct Variant: Encodable {
        let uri: String
        let bandwidth: Int?
        let resolution: String?
        let codecs: String?
    }

    struct Key: Encodable {
        let method: String
        let uri: String?
        let iv: String?
        let keyFormat: String?
        let contentId: String?
        /// Whether the master announced it (`#EXT-X-SESSION-KEY`) rather than a segment using it.
        let session: Bool
    }

    struct ByteRange: Encodable {
        let offset: UInt64
        let length: UInt64
    }

    struct Segment: Encodable {
        let index: Int
        let uri: String
        let duration: Double
        let sequenceNumber: UInt64
        let byteRange: ByteRange?
        /// The index of its key in `keys`; nil for a clear segment.
        let key: Int?
        /// The IV decryption uses (the key's, or the sequence number's).
        let iv: String?
    }

    struct License: Encodable {
        let contentId: String?
        let renewal: String?
    }

    let url: String
    let mediaPlaylist: String
    let variants: [Variant]
    let mediaSequence: UInt64
    let targetDuration: Int?
    let duration: Double
    let complete: Bool
    let keys: [Key]
    let segments: [Segment]
    let license: License?

    init(_ presentation: HLSPresentation, license: License?) {
        url = presentation.url.absoluteString
        mediaPlaylist = presentation.mediaURL.absoluteString
        variants = (presentation.master?.variants ?? []).map {
            Variant(uri: $0.uri.absoluteString, bandwidth: $0.bandwidth, resolution: $0.resolution, codecs: $0.codecs)
        }
        let media = presentation.media
        mediaSequence = media.mediaSequence
        targetDuration = media.targetDuration
        duration = media.duration
        complete = media.isComplete
        let sessionKeys = presentation.master?.sessionKeys ?? []
        let segmentKeys = media.keys
        keys = sessionKeys.map { Self.key($0, session: true) } + segmentKeys.map { Self.key($0, session: false) }
        segments = media.segments.enumerated().map { index, segment in
            Segment(index: index, uri: segment.uri.absoluteString, duration: segment.duration, sequenceNumber: segment.sequenceNumber,
                    byteRange: segment.byteRange.map { ByteRange(offset: $0.offset, length: $0.length) },
                    key: segment.key.flatMap { key in segmentKeys.firstIndex(of: key).map { sessionKeys.count + $0 } },
                    iv: segment.key == nil ? nil : Self.hex(segment.initializationVector))
        }
        self.license = license
    }

    private static func key(_ key: HLSKey, session: Bool) -> Key {
        Key(method: key.method, uri: key.uri?.absoluteString, iv: key.iv.map(hex), keyFormat: key.keyFormat,
            contentId: key.contentID, session: session)
    }

    private static func hex(_ data: Data) -> String {
        "0x" + data.hexString
    }
}
