/// The computed values (CSS Cascade 4 §4.4) of the properties that move text, for one element:
/// lengths in pixels except percentages, which wait for the containing block.
package struct ComputedStyle: Hashable, Sendable {
    // Fonts and text (inherited).
    package var fontFamily = FontFamilyList([.generic(.serif)])
    package var fontSize = 16.0
    /// The `font-size` keyword index (0 = xx-small … 7 = xxx-large) when the size derives from a
    /// keyword, which Chromium keeps so that `monospace` can re-pick its size from the fixed table.
    package var fontSizeKeyword: Int? = 3
    /// Whether the size came from an absolute length somewhere up the chain (Chromium's
    /// `IsAbsoluteSize`): then switching to or from `monospace` leaves it alone.
    package var isAbsoluteFontSize = false
    package var fontWeight = 400
    package var fontStyle = FontStyle.normal
    package var isSmallCaps = false
    package var lineHeight = LineHeight.normal
    package var letterSpacing = 0.0
    package var wordSpacing = 0.0
    package var textIndent = LengthPercentage.zero
    package var textAlign = TextAlign.start
    package var whiteSpace = WhiteSpace.normal
    package var textTransform = TextTransform.none
    package var hyphens = Hyphens.manual
    package var wordBreak = WordBreak.normal
    package var overflowWrap = OverflowWrap.normal
    package var lineBreak = LineBreak.auto
    package var direction = Direction.ltr
    package var writingMode = WritingMode.horizontalTB
    package var listStyleType = ListStyleType.counter("disc")
    package var listStylePosition = ListStylePosition.outside
    /// Custom properties inherit, whole.
    package var customProperties = CustomProperties()
    /// The product of the `zoom` of the element and its ancestors: every absolute length, font size and
    /// viewport unit is multiplied by it, as Chromium computes them, and client rects come out zoomed.
    package var effectiveZoom = 1.0

    // Boxes (not inherited). Nil margins and sizes are `auto`; nil maxima are `none`.
    package var display = Display.inline
    package var float = FloatPlacement.none
    package var clear = Clear.none
    package var position = Position.static
    package var marginTop: LengthPercentage? = .zero
    package var marginRight: LengthPercentage? = .zero
    package var marginBottom: LengthPercentage? = .zero
    package var marginLeft: LengthPercentage? = .zero
    package var paddingTop = LengthPercentage.zero
    package var paddingRight = LengthPercentage.zero
    package var paddingBottom = LengthPercentage.zero
    package var paddingLeft = LengthPercentage.zero
    package var borderTopStyle = BorderStyle.none
    package var borderRightStyle = BorderStyle.none
    package var borderBottomStyle = BorderStyle.none
    package var borderLeftStyle = BorderStyle.none
    /// Border widths as specified (medium = 3px); `borderWidths` gives the computed ones.
    package var specifiedBorderWidths = Edges(top: 3, right: 3, bottom: 3, left: 3)
    package var width: LengthPercentage?
    package var height: LengthPercentage?
    package var minWidth: LengthPercentage?
    package var minHeight: LengthPercentage?
    package var maxWidth: LengthPercentage?
    package var maxHeight: LengthPercentage?
    package var verticalAlign = VerticalAlign.baseline
    package var unicodeBidiIsolates = false

    // Columns and fragmentation (not inherited).
    /// Nil is `auto`.
    package var columnWidth: Double?
    /// Nil is `auto`.
    package var columnCount: Int?
    /// Nil is `normal` (1em).
    package var columnGap: LengthPercentage?
    package var columnFill = ColumnFill.balance
    package var columnSpan = ColumnSpan.none
    package var breakBefore = BreakValue.auto
    package var breakAfter = BreakValue.auto
    package var breakInside = BreakValue.auto

    /// The initial values of every property (the root's parent).
    package init() {}

    /// Computed border widths: zero where the style draws no border (CSS Backgrounds 3 §4.3).
    package var borderWidths: Edges {
        Edges(top: borderTopStyle.hasWidth ? specifiedBorderWidths.top : 0,
              right: borderRightStyle.hasWidth ? specifiedBorderWidths.right : 0,
              bottom: borderBottomStyle.hasWidth ? specifiedBorderWidths.bottom : 0,
              left: borderLeftStyle.hasWidth ? specifiedBorderWidths.left : 0)
    }

    /// The style a child starts from: inherited properties copied, the others at their initial values.
    package func inheritedStyle() -> ComputedStyle {
        var child = ComputedStyle()
        for property in PropertyName.allCases where property.isInherited { child.copy(property, from: self) }
        child.customProperties = customProperties
        child.effectiveZoom = effectiveZoom
        return child
    }
}

/// Four pixel values, one per side.
package struct Edges: Hashable, Sendable {
    package var top: Double
    package var right: Double
    package var bottom: Double
    package var left: Double

    package init(top: Double, right: Double, bottom: Double, left: Double) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }
}
