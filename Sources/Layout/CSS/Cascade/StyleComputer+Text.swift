extension StyleComputer {
    /// Font (other than family and size), text and list properties; false when the value is invalid
    /// or the property is not one of these.
    func applyText(_ property: PropertyName, _ value: [CSSComponentValue], to style: inout ComputedStyle,
                   parent: ComputedStyle, context: LengthContext) -> Bool {
        if property == .listStyleType { return applyListStyleType(value, to: &style) }
        guard value.count == 1 else { return false }
        let item = value[0]
        let keyword = item.keyword
        switch property {
        case .fontWeight:
            switch keyword {
            case "bolder": style.fontWeight = FontWeight.bolder(than: parent.fontWeight)
            case "lighter": style.fontWeight = FontWeight.lighter(than: parent.fontWeight)
            default:
                guard let weight = FontWeight.absolute(item) else { return false }
                style.fontWeight = weight
            }
        case .fontStyle:
            guard let fontStyle = keyword.flatMap({ FontStyle(rawValue: $0) }) else { return false }
            style.fontStyle = fontStyle
        case .fontVariant:
            // `none` (the shorthand's reset, which ReadiumCSS's letter spacing setting writes) sets caps to normal.
            guard keyword == "normal" || keyword == "none" || keyword == "small-caps" else { return false }
            style.isSmallCaps = keyword == "small-caps"
        case .lineHeight:
            guard let lineHeight = lineHeight(item, context: context) else { return false }
            style.lineHeight = lineHeight
        case .letterSpacing, .wordSpacing:
            let pixels = keyword == "normal" ? 0 : CSSLength(item)?.pixels(in: context)
            guard let pixels else { return false }
            if property == .letterSpacing { style.letterSpacing = pixels } else { style.wordSpacing = pixels }
        case .textIndent:
            guard let indent = LengthPercentage(item, in: context) else { return false }
            style.textIndent = indent
        case .textAlign:
            guard let align = keyword.flatMap(Self.textAlign) else { return false }
            style.textAlign = align == .start && keyword == "match-parent" ? parent.textAlign : align
        case .whiteSpace:
            guard let whiteSpace = keyword.flatMap({ WhiteSpace(rawValue: $0) }) else { return false }
            style.whiteSpace = whiteSpace
        case .textTransform:
            guard let transform = keyword.flatMap({ TextTransform(rawValue: $0) }) else { return false }
            style.textTransform = transform
        case .hyphens:
            guard let hyphens = keyword.flatMap({ Hyphens(rawValue: $0) }) else { return false }
            style.hyphens = hyphens
        case .wordBreak:
            guard let wordBreak = keyword.flatMap({ WordBreak(rawValue: $0) }) else { return false }
            style.wordBreak = wordBreak
        case .lineBreak:
            guard let lineBreak = keyword.flatMap({ LineBreak(rawValue: $0) }) else { return false }
            style.lineBreak = lineBreak
        case .overflowWrap:
            guard let wrap = keyword.flatMap({ OverflowWrap(rawValue: $0) }) else { return false }
            style.overflowWrap = wrap
        case .direction:
            guard let direction = keyword.flatMap({ Direction(rawValue: $0) }) else { return false }
            style.direction = direction
        case .writingMode:
            guard let mode = keyword.flatMap({ WritingMode(keyword: $0) }) else { return false }
            style.writingMode = mode
        case .unicodeBidi:
            let isolating: Set<String> = ["isolate", "isolate-override", "plaintext"]
            guard let keyword else { return false }
            style.unicodeBidiIsolates = isolating.contains(keyword)
        case .listStylePosition:
            guard let position = keyword.flatMap({ ListStylePosition(rawValue: $0) }) else { return false }
            style.listStylePosition = position
        case .verticalAlign:
            if let keyword {
                guard let align = VerticalAlign.keywords[keyword] else { return false }
                style.verticalAlign = align
            } else {
                guard let shift = LengthPercentage(item, in: context) else { return false }
                style.verticalAlign = .shift(shift)
            }
        default:
            return false
        }
        return true
    }

    private static func textAlign(_ keyword: String) -> TextAlign? {
        switch keyword {
        case "-webkit-left": .left
        case "-webkit-right": .right
        case "-webkit-center": .center
        case "-webkit-auto", "match-parent": .start
        default: TextAlign(rawValue: keyword)
        }
    }

    /// Percentages compute to pixels of the element's font size; numbers stay numbers.
    private func lineHeight(_ item: CSSComponentValue, context: LengthContext) -> LineHeight? {
        switch item {
        case .token(.ident(let name)) where name.lowercased() == "normal":
            return .normal
        case .token(.number(let number)) where number.value >= 0:
            return .number(number.value)
        case .token(.percentage(let number)) where number.value >= 0:
            return .pixels(CSSLengthRange.clamped(number.value * context.fontSize / 100))
        default:
            // A length becomes a layout length rounded to the nearest 1/64 px (`21.28px` lays lines
            // 21.28125 apart in Chromium), where a number times the font size is truncated later; so
            // does a sum of a length and a percentage of the font size.
            if let sum = MathFunction.lengthPercentage(item, in: context) {
                let pixels = CSSLengthRange.clamped(max(0, sum.pixels + sum.percent * context.fontSize / 100))
                return .pixels((pixels * 64).rounded() / 64)
            }
            guard let length = CSSLength(item), length.value >= 0 else { return nil }
            return .pixels((length.pixels(in: context) * 64).rounded() / 64)
        }
    }

    private func applyListStyleType(_ value: [CSSComponentValue], to style: inout ComputedStyle) -> Bool {
        guard value.count == 1 else { return false }
        switch value[0] {
        case .token(.string(let marker)):
            style.listStyleType = .string(marker)
        case .token(.ident(let name)):
            let keyword = name.lowercased()
            style.listStyleType = keyword == "none" ? .none : .counter(keyword)
        default:
            return false
        }
        return true
    }
}
