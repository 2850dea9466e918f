import Foundation

/// An HLS stream as decor reads it: the master playlist when the URL named one, and the media playlist
/// decor follows (the master's first variant, or the URL itself).
public struct HLSPresentation: Sendable, Equatable {
    /// The URL that was asked for.
    public var url: URL
    /// The master playlist, when the URL named one.
    public var master: HLSMasterPlaylist?
    /// Where the media playlist came from.
    public var mediaURL: URL
    /// The media playlist whose segments are read.
    public var media: HLSMediaPlaylist

    /// The key a license is requested for: the master's first session key, else the first key of the
    /// media playlist (the flow of protection.md, "Key-server media protection").
    public var primaryKey: HLSKey? {
        master?.sessionKeys.first ?? media.keys.first
    }

    /// The segment at `index`, or `HLSError.noSuchSegment`.
    public func segment(_ index: Int) throws(HLSError) -> HLSSegment {
        guard media.segments.indices.contains(index) else {
            throw .noSuchSegment(url: mediaURL.absoluteString, index: index, count: media.segments.count)
        }
        return media.segments[index]
    }
}
