/// The `font` shorthand (CSS Fonts 4 §2.8): `[style || variant || weight || stretch]? size [/ line-height]?
/// family`, or a system font keyword (taken as the initial values, as the engine has no system fonts).
enum FontShorthand {
    private static let systemFonts: Set<String> = ["caption", "icon", "menu", "message-box", "small-caption", "status-bar"]
    private static let stretches: Set<String> = [
        "ultra-condensed", "extra-condensed", "condensed", "semi-condensed", "semi-expanded", "expanded",
        "extra-expanded", "ultra-expanded",
    ]

    static func expand(_ value: [CSSComponentValue]) -> [Shorthand.Longhand]? {
        let items = value.trimmed
        let initial: [CSSComponentValue] = [.token(.ident("initial"))]
        if items.count == 1, let keyword = items[0].keyword, systemFonts.contains(keyword) {
            return Shorthand.font.longhands.map { ($0, initial) }
        }
        var style: [CSSComponentValue]?
        var variant: [CSSComponentValue]?
        var weight: [CSSComponentValue]?
        var index = 0
        var prefixCount = 0
        while index < items.count, prefixCount < 4 {
            let item = items[index]
            if item.isWhitespace { index += 1; continue }
            let keyword = item.keyword
            if keyword == "normal" {
                // `normal` sets whichever of the first three is still unset: all reset to normal anyway.
            } else if style == nil, let keyword, FontStyle(rawValue: keyword) != nil {
                style = [item]
            } else if variant == nil, keyword == "small-caps" {
                variant = [item]
            } else if weight == nil, keyword == "bolder" || keyword == "lighter" || FontWeight.absolute(item) != nil {
                weight = [item]
            } else if let keyword, stretches.contains(keyword) {
                // font-stretch is not modelled.
            } else {
                break
            }
            prefixCount += 1
            index += 1
        }
        let rest = Array(items[index...]).trimmed
        guard let size = rest.first else { return nil }
        var remainder = Array(rest.dropFirst()).trimmed
        var lineHeight: [CSSComponentValue]?
        if remainder.first == .token(.delim("/")) {
            remainder = Array(remainder.dropFirst()).trimmed
            guard let height = remainder.first else { return nil }
            lineHeight = [height]
            remainder = Array(remainder.dropFirst()).trimmed
        }
        guard FontFamilyList(remainder) != nil else { return nil }
        return [
            (.fontStyle, style ?? initial), (.fontVariant, variant ?? initial), (.fontWeight, weight ?? initial),
            (.fontSize, [size]), (.lineHeight, lineHeight ?? initial), (.fontFamily, remainder),
        ]
    }
}
