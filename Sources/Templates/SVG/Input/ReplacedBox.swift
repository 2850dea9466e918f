/// A replaced element (an image, an embedded SVG or MathML, or a table the engine lays out as one box),
/// drawn in snapshots as an outlined box labelled with its kind and alternative text.
public struct ReplacedBox: Sendable, Hashable, Codable {
    /// What the element is; the raw value is the label drawn on the box.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case image = "img"
        case svg
        case math
        case table
        /// Anything else drawn as a box of the right size (video, object, iframe…).
        case other
    }

    public var kind: Kind
    /// In document coordinates.
    public var rect: Rect
    /// The element's alternative text (`alt`, `aria-label`, `<title>`), when it has one.
    public var alt: String?

    public init(kind: Kind, rect: Rect, alt: String? = nil) {
        self.kind = kind
        self.rect = rect
        self.alt = alt
    }
}
