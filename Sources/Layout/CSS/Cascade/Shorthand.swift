/// The shorthand properties the engine expands into its longhands.
enum Shorthand: String {
    case margin, padding, borderWidth = "border-width", borderStyle = "border-style"
    case border, borderTop = "border-top", borderRight = "border-right"
    case borderBottom = "border-bottom", borderLeft = "border-left"
    case font, columns, listStyle = "list-style"

    typealias Longhand = (PropertyName, [CSSComponentValue])

    private static let sides: [PropertyName: [PropertyName]] = [
        .marginTop: [.marginTop, .marginRight, .marginBottom, .marginLeft],
        .paddingTop: [.paddingTop, .paddingRight, .paddingBottom, .paddingLeft],
        .borderTopWidth: [.borderTopWidth, .borderRightWidth, .borderBottomWidth, .borderLeftWidth],
        .borderTopStyle: [.borderTopStyle, .borderRightStyle, .borderBottomStyle, .borderLeftStyle],
    ]

    var longhands: [PropertyName] {
        switch self {
        case .margin: Self.sides[.marginTop]!
        case .padding: Self.sides[.paddingTop]!
        case .borderWidth: Self.sides[.borderTopWidth]!
        case .borderStyle: Self.sides[.borderTopStyle]!
        case .border: Self.sides[.borderTopWidth]! + Self.sides[.borderTopStyle]!
        case .borderTop: [.borderTopWidth, .borderTopStyle]
        case .borderRight: [.borderRightWidth, .borderRightStyle]
        case .borderBottom: [.borderBottomWidth, .borderBottomStyle]
        case .borderLeft: [.borderLeftWidth, .borderLeftStyle]
        case .font: [.fontStyle, .fontVariant, .fontWeight, .fontSize, .lineHeight, .fontFamily]
        case .columns: [.columnWidth, .columnCount]
        case .listStyle: [.listStyleType, .listStylePosition]
        }
    }

    /// The longhands of a value that is not a CSS-wide keyword; nil when the value is invalid.
    func expand(_ value: [CSSComponentValue]) -> [Longhand]? {
        let items = value.significant
        switch self {
        case .margin, .padding, .borderWidth, .borderStyle:
            return Self.boxSides(items, properties: longhands)
        case .border, .borderTop, .borderRight, .borderBottom, .borderLeft:
            guard let (width, style) = Self.borderParts(items) else { return nil }
            let widths = longhands.filter { $0.rawValue.hasSuffix("-width") }
            let styles = longhands.filter { $0.rawValue.hasSuffix("-style") }
            return widths.map { ($0, width) } + styles.map { ($0, style) }
        case .font:
            return FontShorthand.expand(value)
        case .columns:
            return Self.columns(items)
        case .listStyle:
            return Self.listStyle(items)
        }
    }

    /// 1 to 4 values: top, right, bottom, left with the usual repetition.
    private static func boxSides(_ items: [CSSComponentValue], properties: [PropertyName]) -> [Longhand]? {
        guard (1...4).contains(items.count) else { return nil }
        let order: [Int] = switch items.count {
        case 1: [0, 0, 0, 0]
        case 2: [0, 1, 0, 1]
        case 3: [0, 1, 2, 1]
        default: [0, 1, 2, 3]
        }
        return zip(properties, order).map { ($0, [items[$1]]) }
    }

    static let borderStyles: Set<String> = [
        "none", "hidden", "dotted", "dashed", "solid", "double", "groove", "ridge", "inset", "outset",
    ]

    /// `<line-width> || <line-style> || <color>`: the color is not modelled, only checked for once.
    private static func borderParts(_ items: [CSSComponentValue]) -> ([CSSComponentValue], [CSSComponentValue])? {
        guard (1...3).contains(items.count) else { return nil }
        var width: [CSSComponentValue]?
        var style: [CSSComponentValue]?
        var sawColor = false
        for item in items {
            if width == nil, CSSLength(item) != nil || ["thin", "medium", "thick"].contains(item.keyword ?? "") {
                width = [item]
            } else if style == nil, let keyword = item.keyword, borderStyles.contains(keyword) {
                style = [item]
            } else if !sawColor {
                sawColor = true
            } else {
                return nil
            }
        }
        return (width ?? [.token(.ident("medium"))], style ?? [.token(.ident("none"))])
    }

    private static func columns(_ items: [CSSComponentValue]) -> [Longhand]? {
        guard (1...2).contains(items.count) else { return nil }
        var width: [CSSComponentValue]?
        var count: [CSSComponentValue]?
        for item in items {
            switch item {
            case .token(.number(let number)) where number.isInteger && count == nil: count = [item]
            case _ where CSSLength(item) != nil && width == nil: width = [item]
            case _ where item.keyword == "auto": continue
            default: return nil
            }
        }
        let auto: [CSSComponentValue] = [.token(.ident("auto"))]
        return [(.columnWidth, width ?? auto), (.columnCount, count ?? auto)]
    }

    private static func listStyle(_ items: [CSSComponentValue]) -> [Longhand]? {
        var type: [CSSComponentValue]?
        var position: [CSSComponentValue]?
        var noneCount = 0
        for item in items {
            if let keyword = item.keyword, keyword == "inside" || keyword == "outside", position == nil {
                position = [item]
            } else if item.keyword == "none" {
                noneCount += 1
            } else if case .function(let name, _) = item, name.lowercased() == "url" {
                continue
            } else if case .token(.url) = item {
                continue
            } else if type == nil {
                type = [item]
            } else {
                return nil
            }
        }
        // `none` sets the type when the type is not given otherwise (it could also be the image).
        if type == nil, noneCount > 0 { type = [.token(.ident("none"))] }
        return [(.listStyleType, type ?? [.token(.ident("disc"))]),
                (.listStylePosition, position ?? [.token(.ident("outside"))])]
    }
}
