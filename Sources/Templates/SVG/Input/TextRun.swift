import DecorModel

/// A piece of one line's text in one font and one direction, as a layout engine placed it, in document
/// coordinates. The writer pins the run to its box (its inline size becomes the drawn length), so the
/// picture matches the layout whatever fonts the viewer has.
public struct TextRun: Sendable, Hashable {
    /// The characters exactly as laid out (after white-space processing), in logical order.
    public var text: String
    /// The run's box: along the line, from its first to its last character's advance; across the line,
    /// the font's ascent to descent.
    public var box: Rect
    /// Where the baseline lies across the line: a y in horizontal writing, an x (the central baseline) in
    /// vertical writing.
    public var baseline: Double
    public var font: RunFont
    public var writingMode: WritingMode
    public var direction: TextDirection
    /// The text colour; nil is black.
    public var color: CSSColor?
    /// Drawn in small capitals (`font-variant: small-caps`).
    public var isSmallCaps: Bool
    /// Space after each character, and added to each space character, as the layout spaced them: the
    /// viewer spaces the glyphs so, and the pinned length only absorbs what is left.
    public var letterSpacing: Double
    public var wordSpacing: Double
    /// Optionally, where each Unicode scalar of `text` starts along the line (x in horizontal writing, y in
    /// vertical), in its own direction (its left edge in left-to-right text, its right edge in
    /// right-to-left text). Placing characters one by one stops viewers from shaping across them (Arabic
    /// joining, ligatures), so engines should give these only for text that needs no shaping; without
    /// them the run's length is pinned to its box instead.
    public var characterPositions: [Double]?

    public init(text: String, box: Rect, baseline: Double, font: RunFont, writingMode: WritingMode = .horizontalTB,
                direction: TextDirection = .ltr, color: CSSColor? = nil, isSmallCaps: Bool = false,
                letterSpacing: Double = 0, wordSpacing: Double = 0, characterPositions: [Double]? = nil) {
        self.text = text
        self.box = box
        self.baseline = baseline
        self.font = font
        self.writingMode = writingMode
        self.direction = direction
        self.color = color
        self.isSmallCaps = isSmallCaps
        self.letterSpacing = letterSpacing
        self.wordSpacing = wordSpacing
        self.characterPositions = characterPositions
    }
}
