import Foundation

/// An HLS playlist (RFC 8216): a master playlist naming variant streams, or a media playlist listing
/// segments.
public enum HLSPlaylist: Sendable, Equatable {
    /// A playlist of variant streams (`#EXT-X-STREAM-INF`).
    case master(HLSMasterPlaylist)
    /// A playlist of media segments (`#EXTINF`).
    case media(HLSMediaPlaylist)
}

/// A master playlist: the variant streams and the keys announced for the whole session.
public struct HLSMasterPlaylist: Sendable, Equatable {
    /// The variants in playlist order; decor follows the first.
    public var variants: [HLSVariant]
    /// `#EXT-X-SESSION-KEY` tags: keys a client may fetch before loading any variant.
    public var sessionKeys: [HLSKey]
}

/// One `#EXT-X-STREAM-INF` entry.
public struct HLSVariant: Sendable, Equatable {
    /// The variant's media playlist, resolved against the master's URL.
    public var uri: URL
    /// `BANDWIDTH`, bits per second.
    public var bandwidth: Int?
    /// `RESOLUTION` as written (`640x360`).
    public var resolution: String?
    /// `CODECS` as written (`mp4a.40.2`).
    public var codecs: String?
}

/// A media playlist: the segments in order, each with the key that encrypts it.
public struct HLSMediaPlaylist: Sendable, Equatable {
    /// `#EXT-X-TARGETDURATION`, seconds.
    public var targetDuration: Int?
    /// `#EXT-X-MEDIA-SEQUENCE`: the sequence number of the first segment (0 when absent).
    public var mediaSequence: UInt64
    /// The segments in playlist order.
    public var segments: [HLSSegment]
    /// Whether `#EXT-X-ENDLIST` closed the playlist (no more segments will be added).
    public var isComplete: Bool

    /// The sum of the segments' durations, in seconds.
    public var duration: Double { segments.reduce(0) { $0 + $1.duration } }

    /// The distinct keys of the segments, in order of first use.
    public var keys: [HLSKey] {
        var keys: [HLSKey] = []
        for segment in segments {
            if let key = segment.key, !keys.contains(key) { keys.append(key) }
        }
        return keys
    }
}

/// One media segment.
public struct HLSSegment: Sendable, Equatable {
    /// The segment's resource, resolved against the playlist's URL.
    public var uri: URL
    /// `#EXTINF` duration in seconds.
    public var duration: Double
    /// The media sequence number (the playlist's `#EXT-X-MEDIA-SEQUENCE` plus the segment's position).
    public var sequenceNumber: UInt64
    /// `#EXT-X-BYTERANGE`: the segment is this part of `uri`.
    public var byteRange: HLSByteRange?
    /// The key in force for the segment; nil (or method `NONE`) means clear.
    public var key: HLSKey?

    /// The initialisation vector AES-128 decryption uses: the key's `IV`, or else the sequence number as a
    /// 128-bit big-endian integer (RFC 8216, section 5.2).
    public var initializationVector: Data {
        if let iv = key?.iv { return iv }
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 { bytes[15 - index] = UInt8(truncatingIfNeeded: sequenceNumber >> (8 * UInt64(index))) }
        return Data(bytes)
    }
}

/// `#EXT-X-BYTERANGE:length@offset`, the offset made explicit.
public struct HLSByteRange: Sendable, Equatable {
    /// Bytes in the range.
    public var length: UInt64
    /// The range's first byte in the resource.
    public var offset: UInt64
}

/// An `#EXT-X-KEY` or `#EXT-X-SESSION-KEY`.
public struct HLSKey: Sendable, Equatable {
    /// `METHOD`: `NONE`, `AES-128`, `SAMPLE-AES` or another the playlist names.
    public var method: String
    /// The key's URI, resolved against the playlist's URL: http or https, or an `skd://` identifier (the
    /// streaming-DRM form, which only a key server resolves); nil for `NONE`.
    public var uri: URL?
    /// The explicit 16-byte `IV`, when the tag has one.
    public var iv: Data?
    /// `KEYFORMAT` as written; nil means `identity` (the key itself).
    public var keyFormat: String?

    /// Whether segments under this key are clear.
    public var isNone: Bool { method == "NONE" }

    /// The content id a key server knows the key by, derived from the key URI as the contract says: its
    /// last path segment — for an `skd://` identifier, the last segment of what follows `skd://` (the host
    /// itself in the usual `skd://CONTENT-ID`).
    public var contentID: String? {
        guard let uri else { return nil }
        if Self.isKeyServerIdentifier(uri.absoluteString) { return Self.contentID(ofKeyServerIdentifier: uri) }
        let last = uri.lastPathComponent
        return last.isEmpty || last == "/" ? nil : last
    }

    /// Whether a key URI is an `skd://` identifier rather than a location.
    static func isKeyServerIdentifier(_ text: String) -> Bool {
        text.prefix(6).lowercased() == "skd://"
    }

    /// The last non-empty segment of what follows `skd://`, percent-decoded; nil when there is none.
    static func contentID(ofKeyServerIdentifier identifier: URL) -> String? {
        guard let last = identifier.absoluteString.dropFirst(6).split(separator: "/").last else { return nil }
        let decoded = last.removingPercentEncoding ?? String(last)
        return decoded.isEmpty ? nil : decoded
    }
}
