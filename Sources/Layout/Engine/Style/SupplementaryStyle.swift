import SaturatingConversion

/// The computed values of the `SupplementaryProperty` properties for one element.
struct SupplementaryStyle: Hashable, Sendable {
    /// `box-sizing: border-box`: width and height include padding and border.
    var isBorderBox = false
    /// `overflow` other than `visible`: the box is a block formatting context root.
    var clipsOverflow = false
    var isHidden = false
    /// The strings of `content` on `::before`/`::after`; nil for `normal` and `none`.
    var content: String?
    var orphans = 2
    var widows = 2
    var combinesUpright = false
    var isUprightOrientation = false
    var borderSpacing = 0.0
    var isFixedTableLayout = false
    /// Nil is `auto` (the last line aligns as `text-align` says, `start` for `justify`).
    var textAlignLast: TextAlign?
    /// `top`/`left`/`bottom`/`right` of a relatively positioned box; nil is `auto`.
    var offsets: [SupplementaryProperty: LengthPercentage] = [:]

    /// The style a child starts from: inherited values kept, the others at their initial values.
    func inherited() -> SupplementaryStyle {
        var child = SupplementaryStyle()
        child.isHidden = isHidden
        child.orphans = orphans
        child.widows = widows
        child.isUprightOrientation = isUprightOrientation
        child.borderSpacing = borderSpacing
        child.textAlignLast = textAlignLast
        return child
    }

    /// Applies one cascaded value (later calls win); invalid values are ignored.
    mutating func apply(_ property: SupplementaryProperty, _ value: [CSSComponentValue], parent: SupplementaryStyle,
                        context: LengthContext) {
        let items = value.significant
        guard let first = items.first else { return }
        let keyword = first.keyword
        if items.count == 1, let keyword, ["inherit", "initial", "unset", "revert"].contains(keyword) {
            let source = keyword == "initial" || (keyword != "inherit" && !property.isInherited)
                ? SupplementaryStyle() : parent
            copy(property, from: source)
            return
        }
        switch property {
        case .boxSizing: if let keyword { isBorderBox = keyword == "border-box" }
        case .overflow, .overflowX, .overflowY:
            if let keyword { clipsOverflow = !(keyword == "visible" || keyword == "clip") }
        case .visibility: if let keyword { isHidden = keyword == "hidden" || keyword == "collapse" }
        case .content: content = Self.contentString(items)
        case .orphans, .widows:
            guard case .token(.number(let number)) = first, number.isInteger, number.value >= 1 else { return }
            if property == .orphans { orphans = Int(saturating: number.value) } else { widows = Int(saturating: number.value) }
        case .textCombineUpright: if let keyword { combinesUpright = keyword == "all" || keyword == "horizontal" }
        case .textOrientation: if let keyword { isUprightOrientation = keyword == "upright" }
        case .borderSpacing:
            if let length = CSSLength(first), length.value >= 0 { borderSpacing = Self.wholePixels(length.pixels(in: context)) }
        case .tableLayout: if let keyword { isFixedTableLayout = keyword == "fixed" }
        case .textAlignLast:
            textAlignLast = keyword == "auto" ? nil : keyword.flatMap { TextAlign(rawValue: $0) }
        case .top, .right, .bottom, .left:
            offsets[property] = LengthPercentage(first, in: context)
        }
    }

    /// Chromium keeps `border-spacing` in whole pixels (a `short`): a zoomed 2px is 1px at 80%, 2px at
    /// 110%. Like its `RoundForImpreciseConversion`, a value within 0.01 of the next whole pixel counts
    /// as that pixel, any other is truncated.
    static func wholePixels(_ pixels: Double) -> Double {
        min((pixels + 0.01).rounded(.towardZero), Double(Int16.max))
    }

    private mutating func copy(_ property: SupplementaryProperty, from source: SupplementaryStyle) {
        switch property {
        case .boxSizing: isBorderBox = source.isBorderBox
        case .overflow, .overflowX, .overflowY: clipsOverflow = source.clipsOverflow
        case .visibility: isHidden = source.isHidden
        case .content: content = source.content
        case .orphans: orphans = source.orphans
        case .widows: widows = source.widows
        case .textCombineUpright: combinesUpright = source.combinesUpright
        case .textOrientation: isUprightOrientation = source.isUprightOrientation
        case .borderSpacing: borderSpacing = source.borderSpacing
        case .tableLayout: isFixedTableLayout = source.isFixedTableLayout
        case .textAlignLast: textAlignLast = source.textAlignLast
        case .top, .right, .bottom, .left: offsets[property] = source.offsets[property]
        }
    }

    /// The concatenated strings of a `content` value; nil for `none`, `normal` or nothing but
    /// generated values the engine does not produce (counters, quotes, images).
    private static func contentString(_ items: [CSSComponentValue]) -> String? {
        var text = ""
        var hasString = false
        for item in items {
            if case .token(.string(let string)) = item {
                text += string
                hasString = true
            }
        }
        return hasString ? text : nil
    }
}
