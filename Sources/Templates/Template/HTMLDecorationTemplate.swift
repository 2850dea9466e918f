import DecorModel

/// How one style is drawn in HTML (decorations.md, "HTMLDecorationTemplate"): where its boxes go (layout
/// and width) and what each box is (an element, plus a stylesheet shared by all of the style's boxes).
public struct HTMLDecorationTemplate: Sendable {
    public var layout: DecorationLayout
    public var width: DecorationWidth
    /// Well-formed XHTML of exactly one element, every value in it escaped for its context. The writer
    /// adds the box's position and `data-writing-mode` to that element.
    public var element: @Sendable (DecorationContext) -> String
    public var stylesheet: String?

    public init(layout: DecorationLayout = .boxes, width: DecorationWidth = .wrap,
                element: @escaping @Sendable (DecorationContext) -> String, stylesheet: String? = nil) {
        self.layout = layout
        self.width = width
        self.element = element
        self.stylesheet = stylesheet
    }
}
