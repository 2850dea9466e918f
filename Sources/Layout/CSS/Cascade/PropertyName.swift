/// The longhand properties the engine computes, with whether each inherits (CSS specs' "Inherited").
package enum PropertyName: String, Hashable, Sendable, CaseIterable {
    case fontFamily = "font-family", fontSize = "font-size", fontWeight = "font-weight"
    case fontStyle = "font-style", fontVariant = "font-variant", lineHeight = "line-height"
    case letterSpacing = "letter-spacing", wordSpacing = "word-spacing", textIndent = "text-indent"
    case textAlign = "text-align", whiteSpace = "white-space", textTransform = "text-transform"
    case hyphens, wordBreak = "word-break", overflowWrap = "overflow-wrap", lineBreak = "line-break"
    case direction, writingMode = "writing-mode", unicodeBidi = "unicode-bidi"
    case listStyleType = "list-style-type", listStylePosition = "list-style-position"
    case marginTop = "margin-top", marginRight = "margin-right"
    case marginBottom = "margin-bottom", marginLeft = "margin-left"
    case paddingTop = "padding-top", paddingRight = "padding-right"
    case paddingBottom = "padding-bottom", paddingLeft = "padding-left"
    case borderTopWidth = "border-top-width", borderRightWidth = "border-right-width"
    case borderBottomWidth = "border-bottom-width", borderLeftWidth = "border-left-width"
    case borderTopStyle = "border-top-style", borderRightStyle = "border-right-style"
    case borderBottomStyle = "border-bottom-style", borderLeftStyle = "border-left-style"
    case width, height, minWidth = "min-width", maxWidth = "max-width"
    case minHeight = "min-height", maxHeight = "max-height"
    case display, float, clear, position, verticalAlign = "vertical-align"
    case columnWidth = "column-width", columnCount = "column-count", columnGap = "column-gap"
    case columnFill = "column-fill", columnSpan = "column-span"
    case breakBefore = "break-before", breakAfter = "break-after", breakInside = "break-inside"
    case zoom

    package var isInherited: Bool {
        switch self {
        case .fontFamily, .fontSize, .fontWeight, .fontStyle, .fontVariant, .lineHeight, .letterSpacing,
             .wordSpacing, .textIndent, .textAlign, .whiteSpace, .textTransform, .hyphens, .wordBreak,
             .overflowWrap, .lineBreak, .direction, .writingMode, .listStyleType, .listStylePosition:
            true
        default:
            false
        }
    }

    /// The property a (lowercased) name designates, vendor-prefixed and legacy aliases included
    /// (`-epub-writing-mode`, `-webkit-hyphens`, `word-wrap`…). `page-break-*` are not aliases: their
    /// values differ, so `LegacyBreakProperty` maps them.
    package init?(cssName name: String) {
        if let direct = PropertyName(rawValue: name) {
            self = direct
            return
        }
        for prefix in ["-epub-", "-webkit-"] where name.hasPrefix(prefix) {
            let bare = String(name.dropFirst(prefix.count))
            if let aliased = PropertyName(rawValue: bare) {
                self = aliased
                return
            }
        }
        if name == "word-wrap" {
            self = .overflowWrap
            return
        }
        return nil
    }
}
