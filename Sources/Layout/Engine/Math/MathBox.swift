/// A laid-out MathML element: its advance, how far it reaches above and below its baseline, and its
/// tokens' text as paragraphs placed relative to its left edge and baseline.
///
/// Child boxes are kept as placed rather than copied into this box's paragraphs: a token nested `n`
/// elements deep would otherwise be copied (and its line tops reallocated) `n` times. The paragraphs are
/// collected once, by `paragraphs(movedBy:)`, with each level's offset added innermost first, as copying
/// at every level would.
struct MathBox {
    var width = 0.0
    var ascent = 0.0
    var descent = 0.0
    /// The paragraphs laid out by this box itself (a token's text), before its placed children's.
    var ownParagraphs: [PlacedParagraph] = []
    private(set) var children: [PlacedMathBox] = []
    /// How much narrower than `width` the box could be laid out: its text tokens wrapped at spaces,
    /// which a table shrinking to its min-content counts on.
    var shrinkableWidth = 0.0

    var height: Double { ascent + descent }

    init(width: Double = 0, ascent: Double = 0, descent: Double = 0) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
    }

    /// Adds a child box with its left edge at `x` and its baseline `shift` below this box's baseline.
    mutating func place(_ child: MathBox, x: Double, shift: Double) {
        ascent = max(ascent, child.ascent - shift)
        descent = max(descent, child.descent + shift)
        width = max(width, x + child.width)
        children.append(PlacedMathBox(box: child, x: x, shift: shift))
    }

    /// Every paragraph of the box and its children, in the order they were placed, relative to the box's
    /// left edge and baseline and then moved by `x` and `y`.
    func paragraphs(movedBy x: Double = 0, y: Double = 0) -> [PlacedParagraph] {
        var result: [PlacedParagraph] = []
        append(to: &result)
        for index in result.indices { result[index].move(x: x, y: y) }
        return result
    }

    private func append(to result: inout [PlacedParagraph]) {
        result += ownParagraphs
        for child in children {
            let start = result.count
            child.box.append(to: &result)
            for index in start..<result.count { result[index].move(x: child.x, y: child.shift) }
        }
    }
}

/// A child box at its place in its parent: left edge at `x`, baseline `shift` below the parent's.
struct PlacedMathBox {
    let box: MathBox
    let x: Double
    let shift: Double
}
