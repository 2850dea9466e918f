/// How a template's elements cover a range (decorations.md, "HTMLDecorationTemplate").
public enum DecorationLayout: String, Sendable, Hashable, CaseIterable {
    /// One element per line box of the range.
    case boxes
    /// One element over the range's bounding rectangle.
    case bounds
    /// One element per column (page) the range touches, spanning its boxes in that column.
    case continuousBounds
}

/// How wide a template's elements are, along the line (the inline axis).
public enum DecorationWidth: String, Sendable, Hashable, CaseIterable {
    /// The box's own extent.
    case wrap
    /// The extent of the range's bounding rectangle.
    case bounds
    /// The whole page (column) the box starts in.
    case page
    /// The whole viewport the box starts in.
    case viewport
}
