import Foundation

/// What the built-in engine drew of a document in one viewport, for pictures of its pages (decor
/// snapshot): every line's text runs and every replaced element, in viewport coordinates, with the
/// document's facts (writing mode, direction, page count).
public struct LaidOutDocument: Sendable {
    public var facts: DocumentFacts
    public var runs: [LaidOutRun]
    public var replacedBoxes: [LaidOutReplacedBox]
    /// The faces the runs were shaped with, one per family, weight and style, with the characters each
    /// drew: what a picture of the pages embeds to show the same glyphs anywhere.
    public var fonts: [LaidOutFont]
    /// How high the content reaches in the flow's block direction (px): what a scrolled document's
    /// slices cover.
    public var contentExtent: Double
}

/// A piece of one line's text at one bidi level in one font face.
public struct LaidOutRun: Sendable, Equatable {
    /// The text as drawn: after white-space processing, soft hyphens left out, a hyphen where a line
    /// breaks at one.
    public var text: String
    /// Along the line, the advances of its characters; across it, the primary font's ascent to descent.
    public var rect: LayoutRect
    /// A y in horizontal writing; an x in vertical writing.
    public var baseline: Double
    /// The family name of the face the text was shaped with, after fallback.
    public var family: String
    public var fontSize: Double
    public var fontWeight: Int
    public var isItalic: Bool
    public var isSmallCaps: Bool
    /// The space added after each character (`letter-spacing`, and a justified line's share around
    /// CJK characters).
    public var letterSpacing: Double
    /// The space added to each space character (`word-spacing`, and a justified line's share).
    public var wordSpacing: Double
    public var isRightToLeft: Bool
}

/// A face that drew some runs, as CSS names it (`LaidOutRun.family`, `fontWeight`, `isItalic`), with its file.
public struct LaidOutFont: Sendable {
    public var family: String
    public var weight: Int
    public var isItalic: Bool
    /// The font file the engine shaped with.
    public var data: Data
    /// Every character the runs in this face drew.
    public var characters: Set<Unicode.Scalar>
}

/// An image, embedded SVG or MathML, or other replaced element, as one box.
public struct LaidOutReplacedBox: Sendable, Equatable {
    /// The element's local name (`img`, `svg`, `math`, `video`…).
    public var element: String
    public var rect: LayoutRect
    /// Its alternative text (`alt`, `aria-label`, `title`), when it has one.
    public var alt: String?
}
