/// The layout of a document in one viewport: the document's facts and every range's geometry.
public struct ViewportLayout: Sendable, Equatable, Codable {
    public var document: DocumentFacts
    public var ranges: [RangeLayout]
    public var viewportRequested: Viewport
    /// Seconds spent laying out and measuring in this viewport, to the millisecond.
    public var evalSeconds: Double

    public init(document: DocumentFacts, ranges: [RangeLayout], viewportRequested: Viewport, evalSeconds: Double) {
        self.document = document
        self.ranges = ranges
        self.viewportRequested = viewportRequested
        self.evalSeconds = LayoutTiming.milliseconds(evalSeconds)
    }

    enum CodingKeys: String, CodingKey {
        case document, ranges, viewportRequested = "viewport_requested", evalSeconds = "eval_s"
    }
}
