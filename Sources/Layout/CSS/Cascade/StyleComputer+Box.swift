import SaturatingConversion

extension StyleComputer {
    /// Box, column and fragmentation properties; false when the value is invalid or the property is
    /// not one of these.
    func applyBox(_ property: PropertyName, _ value: [CSSComponentValue], to style: inout ComputedStyle,
                  context: LengthContext) -> Bool {
        guard value.count == 1 else { return false }
        let item = value[0]
        let keyword = item.keyword
        let length = LengthPercentage(item, in: context)
        switch property {
        case .marginTop, .marginRight, .marginBottom, .marginLeft:
            guard keyword == "auto" || length != nil else { return false }
            setMargin(property, length, on: &style)
        case .paddingTop, .paddingRight, .paddingBottom, .paddingLeft:
            guard let length, !length.isNegative else { return false }
            setPadding(property, length, on: &style)
        case .borderTopWidth, .borderRightWidth, .borderBottomWidth, .borderLeftWidth:
            guard let width = borderWidth(item, context: context) else { return false }
            setBorderWidth(property, width, on: &style)
        case .borderTopStyle, .borderRightStyle, .borderBottomStyle, .borderLeftStyle:
            guard let border = keyword.flatMap({ BorderStyle(rawValue: $0) }) else { return false }
            setBorderStyle(property, border, on: &style)
        case .width, .height, .minWidth, .minHeight:
            guard keyword == "auto" || (length != nil && !length!.isNegative) else { return false }
            setSize(property, length, on: &style)
        case .maxWidth, .maxHeight:
            guard keyword == "none" || (length != nil && !length!.isNegative) else { return false }
            if property == .maxWidth { style.maxWidth = length } else { style.maxHeight = length }
        case .display:
            guard let display = keyword.flatMap({ Display(rawValue: $0) }) else { return false }
            style.display = display
        case .float:
            guard let placement = keyword.flatMap({ FloatPlacement(rawValue: $0) }) else { return false }
            style.float = placement
        case .clear:
            guard let clear = keyword.flatMap({ Clear(rawValue: $0) }) else { return false }
            style.clear = clear
        case .position:
            guard let position = keyword.flatMap({ Position(rawValue: $0) }) else { return false }
            style.position = position
        case .columnWidth:
            guard keyword == "auto" || CSSLength(item) != nil else { return false }
            style.columnWidth = CSSLength(item).map { max(0, $0.pixels(in: context)) }
        case .columnCount:
            if keyword == "auto" { style.columnCount = nil; return true }
            guard case .token(.number(let number)) = item, number.isInteger, number.value >= 1 else { return false }
            style.columnCount = Int(saturating: number.value)
        case .columnGap:
            guard keyword == "normal" || length != nil else { return false }
            style.columnGap = length
        case .columnFill:
            guard let fill = keyword.flatMap({ ColumnFill(rawValue: $0) }) else { return false }
            style.columnFill = fill
        case .columnSpan:
            guard let span = keyword.flatMap({ ColumnSpan(rawValue: $0) }) else { return false }
            style.columnSpan = span
        case .breakBefore, .breakAfter, .breakInside:
            guard let value = keyword.flatMap({ BreakValue(rawValue: $0) }) else { return false }
            if property == .breakBefore { style.breakBefore = value }
            if property == .breakAfter { style.breakAfter = value }
            if property == .breakInside { style.breakInside = value }
        default:
            return false
        }
        return true
    }

    /// `thin`/`medium`/`thick` are 1/3/5px, zoomed as lengths are, and the width snaps.
    private func borderWidth(_ item: CSSComponentValue, context: LengthContext) -> Double? {
        let keywords: [String: Double] = ["thin": 1, "medium": 3, "thick": 5]
        let pixels: Double
        if let keyword = item.keyword {
            guard let width = keywords[keyword] else { return nil }
            pixels = width * context.zoom
        } else {
            guard let length = CSSLength(item) else { return nil }
            pixels = length.pixels(in: context)
        }
        guard pixels >= 0 else { return nil }
        return Self.snappedBorderWidth(pixels)
    }

    /// A border width as Chromium computes it: below 1px up to 1px, above down to whole pixels.
    static func snappedBorderWidth(_ pixels: Double) -> Double {
        pixels > 0 && pixels < 1 ? 1 : pixels.rounded(.down)
    }

    private func setMargin(_ property: PropertyName, _ value: LengthPercentage?, on style: inout ComputedStyle) {
        switch property {
        case .marginTop: style.marginTop = value
        case .marginRight: style.marginRight = value
        case .marginBottom: style.marginBottom = value
        default: style.marginLeft = value
        }
    }

    private func setPadding(_ property: PropertyName, _ value: LengthPercentage, on style: inout ComputedStyle) {
        switch property {
        case .paddingTop: style.paddingTop = value
        case .paddingRight: style.paddingRight = value
        case .paddingBottom: style.paddingBottom = value
        default: style.paddingLeft = value
        }
    }

    private func setBorderWidth(_ property: PropertyName, _ value: Double, on style: inout ComputedStyle) {
        switch property {
        case .borderTopWidth: style.specifiedBorderWidths.top = value
        case .borderRightWidth: style.specifiedBorderWidths.right = value
        case .borderBottomWidth: style.specifiedBorderWidths.bottom = value
        default: style.specifiedBorderWidths.left = value
        }
    }

    private func setBorderStyle(_ property: PropertyName, _ value: BorderStyle, on style: inout ComputedStyle) {
        switch property {
        case .borderTopStyle: style.borderTopStyle = value
        case .borderRightStyle: style.borderRightStyle = value
        case .borderBottomStyle: style.borderBottomStyle = value
        default: style.borderLeftStyle = value
        }
    }

    private func setSize(_ property: PropertyName, _ value: LengthPercentage?, on style: inout ComputedStyle) {
        switch property {
        case .width: style.width = value
        case .height: style.height = value
        case .minWidth: style.minWidth = value
        default: style.minHeight = value
        }
    }
}

extension LengthPercentage {
    var isNegative: Bool {
        switch self {
        case .pixels(let pixels): pixels < 0
        case .percent(let percent): percent < 0
        // Whether a sum is negative depends on its base: Chromium clamps it where it is used.
        case .sum: false
        }
    }
}
