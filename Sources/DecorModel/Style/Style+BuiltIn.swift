/// The built-in styles by name, as the Readium toolkits spell them (`.highlight(tint:isActive:)`), with the
/// tint as a `CSSColor`, or as CSS colour text checked here.
extension Style {
    /// A background behind the text (yellow without a tint); an active one is underlined too.
    public static func highlight(tint: CSSColor? = nil, isActive: Bool = false) -> Style {
        Style(type: .highlight, tint: tint, isActive: isActive)
    }

    /// A line under the text.
    public static func underline(tint: CSSColor? = nil, isActive: Bool = false) -> Style {
        Style(type: .underline, tint: tint, isActive: isActive)
    }

    /// A line through the text.
    public static func strikethrough(tint: CSSColor? = nil, isActive: Bool = false) -> Style {
        Style(type: .strikethrough, tint: tint, isActive: isActive)
    }

    /// A border around the text.
    public static func outline(tint: CSSColor? = nil, isActive: Bool = false) -> Style {
        Style(type: .outline, tint: tint, isActive: isActive)
    }

    /// A wavy line under the text.
    public static func squiggly(tint: CSSColor? = nil, isActive: Bool = false) -> Style {
        Style(type: .squiggly, tint: tint, isActive: isActive)
    }

    /// A highlight tinted with CSS colour text (`"#FFD700"`, `"rgb(…)"`, `"gold"`).
    public static func highlight(tint: String, isActive: Bool = false) throws(InvalidTint) -> Style {
        .highlight(tint: try InvalidTint.color(tint), isActive: isActive)
    }

    /// An underline tinted with CSS colour text.
    public static func underline(tint: String, isActive: Bool = false) throws(InvalidTint) -> Style {
        .underline(tint: try InvalidTint.color(tint), isActive: isActive)
    }
}

/// A tint given as text that is not a CSS colour decor can draw.
public struct InvalidTint: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text as given.
    public var tint: String
    /// `invalidTint`, as in decorations files.
    public var code: String { "invalidTint" }
    public var description: String { "'\(tint)' is not a CSS colour (hex, rgb(), hsl() or a named colour)" }

    static func color(_ text: String) throws(InvalidTint) -> CSSColor {
        guard let color = CSSColor(css: text) else { throw InvalidTint(tint: text) }
        return color
    }
}
