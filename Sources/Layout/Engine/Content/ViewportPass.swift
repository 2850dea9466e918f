/// One layout of a document in one viewport, before any range is measured: the laid-out box tree, the
/// placed paragraphs, and how flow coordinates map to the viewport's.
struct ViewportPass {
    let root: LayoutBox
    /// The paragraphs kept whole: every one, unless the pass was laid out for known ranges.
    let paragraphs: [PlacedParagraph]
    /// The bounds of the text rects of the paragraphs not kept whole, in viewport coordinates.
    let outlinedBounds: ContentBounds
    let measurer: TextRectMeasurer
    let mapping: FlowToViewport
    let pageModel: PageModel
}

extension ViewportPass {
    /// The extremes of every text rect in viewport coordinates: what the document's facts are made from.
    var contentBounds: ContentBounds {
        var bounds = outlinedBounds
        measurer.forEachRect { bounds.add(mapping.map($0)) }
        return bounds
    }
}
