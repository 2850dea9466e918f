import DecorModel

/// The few shapes and paints every drawing uses. Colours are written from parsed `CSSColor` values only
/// (`#rrggbb` plus an opacity), never from a string of the input.
extension SVGElement {
    /// A `<rect>` over `rect`, with rounded corners when `radius` is positive.
    static func rect(_ rect: Rect, radius: Double = 0, className: String? = nil) -> SVGElement {
        var element = SVGElement("rect")
        if let className { element.set("class", className) }
        element.set("x", rect.x)
        element.set("y", rect.y)
        element.set("width", rect.width)
        element.set("height", rect.height)
        if radius > 0 { element.set("rx", radius) }
        return element
    }

    mutating func fill(_ color: CSSColor, opacity: Double) {
        set("fill", Self.hex(color))
        if opacity < 1 { set("fill-opacity", opacity) }
    }

    /// A stroke in the colour as given (its own alpha), `width` pixels wide.
    mutating func stroke(_ color: CSSColor, width: Double) {
        set("stroke", Self.hex(color))
        if color.alpha < 1 { set("stroke-opacity", color.alpha) }
        set("stroke-width", width)
    }

    /// Appends text whose spaces matter. When SVG's default white-space handling (newlines dropped, tabs
    /// made spaces, leading, trailing and repeated spaces removed) would change it, the element gets
    /// `xml:space="preserve"`.
    mutating func append(spacedText text: String) {
        let changedByDefault = text.hasPrefix(" ") || text.hasSuffix(" ") || text.contains("  ")
            || text.unicodeScalars.contains { $0 == "\t" || $0 == "\n" || $0 == "\r" }
        if changedByDefault { set("xml:space", "preserve") }
        append(text: text)
    }

    static func hex(_ color: CSSColor) -> String {
        "#" + [color.red, color.green, color.blue].map { channel in
            let digits = String(channel, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
