/// A resource of a publication as its package lists it: where it is and what it is.
public struct Link: Sendable, Equatable, Codable {
    /// The container path of the resource (`OPS/chapter_001.xhtml`), decoded.
    public var href: String
    /// The media type the package declares (`application/xhtml+xml`).
    public var mediaType: String
    /// The manifest item id, when the link comes from an OPF manifest.
    public var id: String?
    /// OPF manifest properties (`nav`, `cover-image`, `svg`, …).
    public var properties: [String]
    /// The length of an audio or video resource in seconds, when the publication gives it (a Web Publication
    /// Manifest's `duration`, an EPUB package's `media:duration` refining the item).
    public var duration: Double?

    public init(href: String, mediaType: String, id: String? = nil, properties: [String] = [], duration: Double? = nil) {
        self.href = href
        self.mediaType = mediaType
        self.id = id
        self.properties = properties
        self.duration = duration
    }

    /// Whether the resource is audio or video (an HLS playlist included): what media decorations target.
    public var isMedia: Bool {
        let type = mediaType.lowercased()
        return type.hasPrefix("audio/") || type.hasPrefix("video/") || type.hasSuffix("mpegurl")
    }
}
