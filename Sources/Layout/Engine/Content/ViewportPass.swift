/// One layout of a document in one viewport, before any range is measured: the laid-out box tree, every
/// placed paragraph, and how flow coordinates map to the viewport's.
struct ViewportPass {
    let root: LayoutBox
    let paragraphs: [PlacedParagraph]
    let measurer: TextRectMeasurer
    let mapping: FlowToViewport
    let pageModel: PageModel
}

extension ViewportPass {
    /// The extremes of every text rect in viewport coordinates: what the document's facts are made from.
    var contentBounds: ContentBounds {
        var bounds = ContentBounds()
        measurer.forEachRect { bounds.add(mapping.map($0)) }
        return bounds
    }
}
