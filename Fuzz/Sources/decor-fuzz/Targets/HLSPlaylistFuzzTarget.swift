import DecorEngine
import Foundation
import FuzzSupport

private let playlistURL = URL(string: "https://fuzz.invalid/stream/master.m3u8")!

/// An HLS playlist on arbitrary bytes: the attribute lists, byte ranges, sequence numbers and limits.
/// Whatever it accepts must point only at http(s) URIs (segments, variants, keys), since the loader
/// follows them on its own, and every byte range must fit in 64 bits.
func fuzzHLSPlaylist(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let playlist = try? HLSPlaylistParser().parse(Data(FuzzInput.bytes(data, size)), url: playlistURL) else { return 0 }
    func check(_ url: URL?) {
        guard let url else { return }
        let scheme = url.scheme?.lowercased()
        fuzzInvariant(scheme == "http" || scheme == "https", "a playlist was accepted with the URI \(url)")
    }
    switch playlist {
    case let .master(master):
        master.variants.forEach { check($0.uri) }
        master.sessionKeys.forEach { check($0.uri) }
    case let .media(media):
        for segment in media.segments {
            check(segment.uri)
            check(segment.key?.uri)
            fuzzInvariant(segment.initializationVector.count == 16, "an IV of \(segment.initializationVector.count) bytes")
            if let range = segment.byteRange {
                fuzzInvariant(range.offset <= UInt64.max - range.length, "a byte range past 2^64")
            }
        }
        _ = media.duration
    }
    return 0
}
