import DOM
import Foundation
import Templates

/// Where resolved ranges sit once a document is laid out: the seam for decor's built-in layout engine.
/// With a source, the renderer places every box from it (written positions, the report's `pages` and
/// `boxes`); without one, `pages` and `boxes` are null and the live runtime places the boxes in the
/// reader's browser.
public protocol RangeGeometrySource {
    /// Measures `ranges` of `document` (the resource at `href`) under `settings`, in the order given;
    /// nil for a range that could not be measured.
    func measure(_ ranges: [DOMRange], in document: Document, href: String, settings: LayoutSettings) throws -> [RangeMeasurement?]
}

/// One range as a layout measured it.
public struct RangeMeasurement: Sendable, Equatable {
    public let geometry: RangeGeometry
    /// The 0-based pages its rects fall on, ascending.
    public let pages: [Int]
    /// Its line boxes, as `LineBoxes.of` gives them: made once, for the report's boxes and for the markup.
    public let lines: [Rect]

    public init(geometry: RangeGeometry, pages: [Int]) {
        self.geometry = geometry
        self.pages = pages
        lines = LineBoxes.of(geometry)
    }
}
