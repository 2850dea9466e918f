/// A colour in sRGB with alpha, parsed from a CSS colour string. Only parsed colours ever reach CSS output:
/// decor writes them back in its own `rgba()` form, so a tint can never carry anything else into a stylesheet.
public struct CSSColor: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// Opacity from 0 (transparent) to 1 (opaque).
    public var alpha: Double

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = min(1, max(0, alpha))
    }

    /// Readium's default tint.
    public static let yellow = CSSColor(red: 255, green: 255, blue: 0)

    /// Parses any CSS colour decor accepts (see `CSSColorParser`); nil when `text` is not one.
    public init?(css text: String) {
        guard let color = CSSColorParser.parse(text) else { return nil }
        self = color
    }

    /// `rgba(r, g, b, a)` with this colour's own alpha.
    public var cssValue: String { cssValue(alpha: alpha) }

    /// `rgba(r, g, b, a)` with the given alpha (the fills of highlights use the tint at 0.3).
    public func cssValue(alpha: Double) -> String {
        "rgba(\(red), \(green), \(blue), \(Self.format(min(1, max(0, alpha)))))"
    }

    /// At most three decimals, no trailing zeros, so output is stable and short (`0.3`, `1`, `0.125`).
    static func format(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let whole = thousandths / 1000
        var fraction = String(thousandths % 1000)
        guard fraction != "0" else { return String(whole) }
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(whole).\(fraction)"
    }
}
