import Foundation

/// Loads HLS playlists and segments over HTTP with decor's one client: at most one hop from a master
/// playlist to a media playlist, every document bounded, segments decrypted in memory.
public struct HLSLoader: Sendable {
    /// Segments are seconds of media; a larger answer is refused.
    public static let maximumSegmentSize = 256 << 20

    private let fetcher: HTTPFetcher
    private let parser: HLSPlaylistParser

    /// A loader on `fetcher`, reading playlists within `limits`.
    public init(fetcher: HTTPFetcher, limits: HLSLimits = HLSLimits()) {
        self.fetcher = fetcher
        parser = HLSPlaylistParser(limits: limits)
    }

    /// The playlist at `url` and, for a master playlist, its first variant's media playlist.
    public func load(_ url: URL) throws -> HLSPresentation {
        switch try playlist(at: url) {
        case let .media(media):
            return HLSPresentation(url: url, master: nil, mediaURL: url, media: media)
        case let .master(master):
            guard let variant = master.variants.first else { throw HLSError.noVariant(url: url.absoluteString) }
            guard variant.uri != url, case let .media(media) = try playlist(at: variant.uri) else {
                throw HLSError.recursiveVariant(url: url.absoluteString, variant: variant.uri.absoluteString)
            }
            return HLSPresentation(url: url, master: master, mediaURL: variant.uri, media: media)
        }
    }

    /// The clear bytes of segment `index`: fetched (its byte range only), then decrypted with the key
    /// `keys` provides when the segment is encrypted.
    public func clearSegment(_ index: Int, of presentation: HLSPresentation, keys: ContentKeySource) throws -> Data {
        let segment = try presentation.segment(index)
        let url = segment.uri.absoluteString
        if let key = segment.key, key.method != "AES-128" {
            throw HLSError.unsupportedMethod(url: url, method: key.method)
        }
        let encrypted = try bytes(of: segment)
        guard let key = segment.key else { return encrypted }
        let contentKey = try keys.contentKey(for: key)
        return try HLSSegmentDecryptor.decrypt(encrypted, key: contentKey.bytes, iv: segment.initializationVector, url: url)
    }

    private func playlist(at url: URL) throws -> HLSPlaylist {
        var policy = fetcher.policy
        policy.maximumResponseSize = parser.limits.maximumPlaylistBytes
        let response: HTTPResponse
        do {
            response = try fetcher.send(HTTPRequest(url: url), policy: policy)
        } catch HTTPError.responseTooLarge(let url, let limit) {
            throw HLSError.limitExceeded(url: url, reason: "the playlist is larger than \(limit) bytes")
        }
        return try parser.parse(response.body, url: url)
    }

    /// The segment's bytes: its byte range when it has one (a server that ignores `Range` and sends the
    /// whole resource is sliced here).
    private func bytes(of segment: HLSSegment) throws -> Data {
        var policy = fetcher.policy
        policy.maximumResponseSize = Self.maximumSegmentSize
        guard let range = segment.byteRange else {
            return try fetcher.send(HTTPRequest(url: segment.uri), policy: policy).body
        }
        guard range.length > 0 else { return Data() }
        let last = range.offset + range.length - 1
        let response = try fetcher.send(HTTPRequest(url: segment.uri, headers: [("Range", "bytes=\(range.offset)-\(last)")]), policy: policy)
        if response.status == 206 {
            guard UInt64(response.body.count) == range.length else {
                throw HTTPError.invalidResponse(url: segment.uri.absoluteString,
                                                reason: "the server sent \(response.body.count) bytes for a range of \(range.length)")
            }
            return response.body
        }
        guard UInt64(response.body.count) > last else {
            throw HTTPError.invalidResponse(url: segment.uri.absoluteString,
                                            reason: "the resource has \(response.body.count) bytes, the byte range ends at \(last)")
        }
        return response.body.subdata(in: Int(range.offset)..<Int(last + 1))
    }
}
