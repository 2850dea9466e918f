/// One layout of a document in one viewport, before any range is measured: the laid-out box tree, every
/// placed paragraph, and how flow coordinates map to the viewport's.
struct ViewportPass {
    let root: LayoutBox
    let paragraphs: [PlacedParagraph]
    let measurer: TextRectMeasurer
    let mapping: FlowToViewport
    let pageModel: PageModel
}
