/// `text-align` (the `-webkit-` spellings map to their plain keywords).
package enum TextAlign: String, Hashable, Sendable {
    case start, end, left, right, center, justify
}

/// `white-space`, which decides collapsing and wrapping (CSS Text 3 §3).
package enum WhiteSpace: String, Hashable, Sendable {
    case normal, pre, nowrap, preWrap = "pre-wrap", preLine = "pre-line", breakSpaces = "break-spaces"

    /// Whether spaces and tabs collapse.
    package var collapsesSpaces: Bool { self == .normal || self == .nowrap || self == .preLine }
    /// Whether segment breaks (newlines) are kept as forced breaks.
    package var preservesSegmentBreaks: Bool { !(self == .normal || self == .nowrap) }
    /// Whether lines may wrap at soft wrap opportunities.
    package var wraps: Bool { !(self == .pre || self == .nowrap) }
}

/// `text-transform`, applied to the text before shaping.
package enum TextTransform: String, Hashable, Sendable {
    case none, capitalize, uppercase, lowercase, fullWidth = "full-width"
}

/// `hyphens` (and `-epub-hyphens`): `manual` breaks only at soft hyphens.
package enum Hyphens: String, Hashable, Sendable {
    case none, manual, auto
}

/// `word-break`: which tailoring of line breaking applies.
package enum WordBreak: String, Hashable, Sendable {
    case normal, breakAll = "break-all", keepAll = "keep-all", breakWord = "break-word"
}

/// `line-break`: how strictly CJK line-breaking rules apply (only `strict` changes anything here: small
/// kana and the prolonged sound mark may not start a line).
package enum LineBreak: String, Hashable, Sendable {
    case auto, loose, normal, strict, anywhere
}

/// `overflow-wrap` (and `word-wrap`): whether an overflowing word may break anywhere.
package enum OverflowWrap: String, Hashable, Sendable {
    case normal, breakWord = "break-word", anywhere
}

/// `direction`, the base direction of bidi paragraphs.
package enum Direction: String, Hashable, Sendable {
    case ltr, rtl
}

/// `writing-mode`, with the SVG 1.1 and `-epub-` values books still carry mapped on the CSS ones.
package enum WritingMode: String, Hashable, Sendable {
    case horizontalTB = "horizontal-tb", verticalRL = "vertical-rl", verticalLR = "vertical-lr"

    package init?(keyword: String) {
        switch keyword {
        case "lr", "lr-tb", "rl", "rl-tb": self = .horizontalTB
        case "tb", "tb-rl": self = .verticalRL
        case "tb-lr": self = .verticalLR
        default: self.init(rawValue: keyword)
        }
    }

    package var isVertical: Bool { self != .horizontalTB }
}

/// `vertical-align`: keywords, or a shift (percentages refer to the line height).
package enum VerticalAlign: Hashable, Sendable {
    case baseline, sub, `super`, top, textTop, middle, bottom, textBottom
    case shift(LengthPercentage)

    static let keywords: [String: VerticalAlign] = [
        "baseline": .baseline, "sub": .sub, "super": .super, "top": .top, "text-top": .textTop,
        "middle": .middle, "bottom": .bottom, "text-bottom": .textBottom,
    ]
}

/// `list-style-type`: none, a counter style keyword, or a string used as the marker.
package enum ListStyleType: Hashable, Sendable {
    case none
    case counter(String)
    case string(String)
}

/// `list-style-position`: whether the marker sits outside the principal box or inline.
package enum ListStylePosition: String, Hashable, Sendable {
    case outside, inside
}
