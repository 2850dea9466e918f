/// A laid-out MathML element: its advance, how far it reaches above and below its baseline, and its
/// tokens' text as paragraphs placed relative to its left edge and baseline.
struct MathBox {
    var width = 0.0
    var ascent = 0.0
    var descent = 0.0
    var paragraphs: [PlacedParagraph] = []
    /// How much narrower than `width` the box could be laid out: its text tokens wrapped at spaces,
    /// which a table shrinking to its min-content counts on.
    var shrinkableWidth = 0.0

    var height: Double { ascent + descent }

    /// Adds a child box with its left edge at `x` and its baseline `shift` below this box's baseline.
    mutating func place(_ child: MathBox, x: Double, shift: Double) {
        ascent = max(ascent, child.ascent - shift)
        descent = max(descent, child.descent + shift)
        width = max(width, x + child.width)
        paragraphs += child.paragraphs.map { $0.translated(x: x, y: shift) }
    }
}
