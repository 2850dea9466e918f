/// The computed values (CSS Cascade 4 §4.4) of the properties that move text, for one element:
/// lengths in pixels except percentages, which wait for the containing block.
public struct ComputedStyle: Hashable, Sendable {
    // Fonts and text (inherited).
    public var fontFamily = FontFamilyList([.generic(.serif)])
    public var fontSize = 16.0
    /// The `font-size` keyword index (0 = xx-small … 7 = xxx-large) when the size derives from a
    /// keyword, which Chromium keeps so that `monospace` can re-pick its size from the fixed table.
    public var fontSizeKeyword: Int? = 3
    /// Whether the size came from an absolute length somewhere up the chain (Chromium's
    /// `IsAbsoluteSize`): then switching to or from `monospace` leaves it alone.
    public var isAbsoluteFontSize = false
    public var fontWeight = 400
    public var fontStyle = FontStyle.normal
    public var isSmallCaps = false
    public var lineHeight = LineHeight.normal
    public var letterSpacing = 0.0
    public var wordSpacing = 0.0
    public var textIndent = LengthPercentage.zero
    public var textAlign = TextAlign.start
    public var whiteSpace = WhiteSpace.normal
    public var textTransform = TextTransform.none
    public var hyphens = Hyphens.manual
    public var wordBreak = WordBreak.normal
    public var overflowWrap = OverflowWrap.normal
    public var lineBreak = LineBreak.auto
    public var direction = Direction.ltr
    public var writingMode = WritingMode.horizontalTB
    public var listStyleType = ListStyleType.counter("disc")
    public var listStylePosition = ListStylePosition.outside
    /// Custom properties inherit, whole.
    public var customProperties = CustomProperties()
    /// The product of the `zoom` of the element and its ancestors: every absolute length, font size and
    /// viewport unit is multiplied by it, as Chromium computes them, and client rects come out zoomed.
    public var effectiveZoom = 1.0

    // Boxes (not inherited). Nil margins and sizes are `auto`; nil maxima are `none`.
    public var display = Display.inline
    public var float = FloatPlacement.none
    public var clear = Clear.none
    public var position = Position.static
    public var marginTop: LengthPercentage? = .zero
    public var marginRight: LengthPercentage? = .zero
    public var marginBottom: LengthPercentage? = .zero
    public var marginLeft: LengthPercentage? = .zero
    public var paddingTop = LengthPercentage.zero
    public var paddingRight = LengthPercentage.zero
    public var paddingBottom = LengthPercentage.zero
    public var paddingLeft = LengthPercentage.zero
    public var borderTopStyle = BorderStyle.none
    public var borderRightStyle = BorderStyle.none
    public var borderBottomStyle = BorderStyle.none
    public var borderLeftStyle = BorderStyle.none
    /// Border widths as specified (medium = 3px); `borderWidths` gives the computed ones.
    public var specifiedBorderWidths = Edges(top: 3, right: 3, bottom: 3, left: 3)
    public var width: LengthPercentage?
    public var height: LengthPercentage?
    public var minWidth: LengthPercentage?
    public var minHeight: LengthPercentage?
    public var maxWidth: LengthPercentage?
    public var maxHeight: LengthPercentage?
    public var verticalAlign = VerticalAlign.baseline
    public var unicodeBidiIsolates = false

    // Columns and fragmentation (not inherited).
    /// Nil is `auto`.
    public var columnWidth: Double?
    /// Nil is `auto`.
    public var columnCount: Int?
    /// Nil is `normal` (1em).
    public var columnGap: LengthPercentage?
    public var columnFill = ColumnFill.balance
    public var columnSpan = ColumnSpan.none
    public var breakBefore = BreakValue.auto
    public var breakAfter = BreakValue.auto
    public var breakInside = BreakValue.auto

    /// The initial values of every property (the root's parent).
    public init() {}

    /// Computed border widths: zero where the style draws no border (CSS Backgrounds 3 §4.3).
    public var borderWidths: Edges {
        Edges(top: borderTopStyle.hasWidth ? specifiedBorderWidths.top : 0,
              right: borderRightStyle.hasWidth ? specifiedBorderWidths.right : 0,
              bottom: borderBottomStyle.hasWidth ? specifiedBorderWidths.bottom : 0,
              left: borderLeftStyle.hasWidth ? specifiedBorderWidths.left : 0)
    }

    /// The style a child starts from: inherited properties copied, the others at their initial values.
    public func inheritedStyle() -> ComputedStyle {
        var child = ComputedStyle()
        for property in PropertyName.allCases where property.isInherited { child.copy(property, from: self) }
        child.customProperties = customProperties
        child.effectiveZoom = effectiveZoom
        return child
    }
}

/// Four pixel values, one per side.
public struct Edges: Hashable, Sendable {
    public var top: Double
    public var right: Double
    public var bottom: Double
    public var left: Double

    public init(top: Double, right: Double, bottom: Double, left: Double) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }
}
