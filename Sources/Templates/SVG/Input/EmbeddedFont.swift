/// A font file to embed in snapshots as an `@font-face` data URL, so that the pictures show the glyphs
/// the layout used on any machine. Embedding is off unless the writer's options list fonts.
public struct EmbeddedFont: Sendable, Hashable {
    /// Larger files are refused: a snapshot is not the place for a whole CJK font family.
    public static let maxByteCount = 16 << 20

    /// The family name runs use (`RunFont.family`); the face is embedded only in pages that use it.
    public var family: String
    public var weight: Int
    public var isItalic: Bool
    public var bytes: [UInt8]

    public init(family: String, weight: Int = 400, isItalic: Bool = false, bytes: [UInt8]) {
        self.family = family
        self.weight = min(1000, max(1, weight))
        self.isItalic = isItalic
        self.bytes = bytes
    }

    /// The media type and CSS `format()` name of the file, from its signature; nil when it is not a
    /// WOFF2, WOFF, TrueType or OpenType (CFF) font.
    var format: (mediaType: String, name: String)? {
        guard bytes.count >= 4 else { return nil }
        switch Array(bytes.prefix(4)) {
        case Array("wOF2".utf8): return ("font/woff2", "woff2")
        case Array("wOFF".utf8): return ("font/woff", "woff")
        case [0, 1, 0, 0], Array("true".utf8): return ("font/ttf", "truetype")
        case Array("OTTO".utf8): return ("font/otf", "opentype")
        default: return nil
        }
    }
}
