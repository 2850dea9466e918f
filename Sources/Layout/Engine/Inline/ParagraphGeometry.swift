/// The laid-out lines of one inline formatting context, in coordinates relative to its container's
/// content box (x) and to the first line's top (y), before block layout places them in the flow.
struct ParagraphGeometry {
    let content: InlineContent
    /// Each code unit's advance as laid out: justification added, hanging white space at line ends zeroed.
    var advances: PackedAdvances
    var lines: [LineGeometry]

    /// The height of all lines stacked.
    var height: Double { lines.last.map { $0.top + $0.height } ?? 0 }
}

/// One line box.
struct LineGeometry {
    var top: Double
    var height: Double
    /// From the line's top to its baseline.
    var baseline: Double
    var pieces: [TextPiece]
    var atomics: [PlacedAtomic]
    /// The visual left and right of the line's content (for rects of inline boxes and markers).
    var contentLeft: Double
    var contentRight: Double
    /// How far ruby annotations reach above the line's top.
    var annotationOverflow = 0.0
    /// How much of the line lies below the em boxes of its text: room the next line's ruby annotations
    /// may take without moving it.
    var annotationRoom = 0.0
    /// What each justification opportunity gained when the line was justified (0 when it was not).
    var justificationExtra = 0.0

    /// How far the line's ruby annotations push it down: what they overflow beyond the room the line
    /// before leaves (nil before the flow's first line, where they overflow freely).
    func annotationPush(after room: Double?) -> Double {
        max(0, annotationOverflow - (room ?? .infinity))
    }
}

/// A stretch of one text item on one line, all at one bidi level.
struct TextPiece {
    /// Index of the text item in `InlineContent.items`.
    let item: Int
    let range: Range<Int>
    /// The piece's left edge and width.
    var left: Double
    var width: Double
    let isRightToLeft: Bool
    /// The text rect's top from the line's top, and its height (the font's ascent + descent).
    var top: Double
    var height: Double
}

/// An atomic inline placed on a line: its margin box's left and top (from the line's top).
struct PlacedAtomic {
    let item: Int
    var left: Double
    var top: Double
}
