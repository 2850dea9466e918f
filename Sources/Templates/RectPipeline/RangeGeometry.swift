/// What a layout engine (decor's own, or a browser) measured of one range, in document coordinates: the
/// line rects of each text-node piece of the range, taken per text node so that no block box of a
/// containing paragraph ever gets in, and the boxes of the replaced elements (img, svg, math) inside it.
public struct RangeGeometry: Sendable, Hashable, Codable {
    /// One array of line rects per text-node piece, in document order.
    public var textPieces: [[Rect]]
    public var replacedElements: [Rect]
    public var writingMode: WritingMode

    public init(textPieces: [[Rect]], replacedElements: [Rect] = [], writingMode: WritingMode = .horizontalTB) {
        self.textPieces = textPieces
        self.replacedElements = replacedElements
        self.writingMode = writingMode
    }
}
