/// One page of a snapshot: its number and the part of the document it shows, in document coordinates
/// (the strip [k·W, (k+1)·W) of a paginated document, the k-th viewport-high slice of a scrolled one).
/// The page's SVG uses that rect as its view box, so anything reaching over the edge is clipped.
public struct PageFrame: Sendable, Hashable, Codable {
    /// 0-based.
    public var index: Int
    public var rect: Rect

    public init(index: Int, rect: Rect) {
        self.index = index
        self.rect = rect
    }
}
