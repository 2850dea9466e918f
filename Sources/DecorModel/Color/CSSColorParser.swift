/// Parses CSS colours: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` and `hsl()`/`hsla()` in
/// both the comma and the space (`/ alpha`) syntax with numbers or percentages, the CSS named colours and
/// `transparent`. Out-of-range components are clamped as CSS does. Anything else — `url(...)`, `var(...)`,
/// trailing declarations, comments — is not a colour.
public enum CSSColorParser {
    /// Longer strings are never valid colours; the bound keeps hostile input cheap to refuse.
    public static let maxLength = 96

    public static func parse(_ text: String) -> CSSColor? {
        guard text.utf8.count <= maxLength else { return nil }
        let trimmed = text.trimmingCSSWhitespace().lowercased()
        if trimmed.hasPrefix("#") { return hex(trimmed.dropFirst()) }
        if let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") {
            let name = trimmed[..<open]
            let arguments = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            switch name {
            case "rgb", "rgba": return rgb(components(String(arguments)))
            case "hsl", "hsla": return hsl(components(String(arguments)))
            default: return nil
            }
        }
        return CSSNamedColors.color(named: trimmed)
    }

    private static func hex(_ digits: Substring) -> CSSColor? {
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded = digits.count <= 4 ? digits.map { "\($0)\($0)" }.joined() : String(digits)
        var channels: [UInt8] = []
        var index = expanded.startIndex
        while index < expanded.endIndex {
            let next = expanded.index(index, offsetBy: 2)
            guard let channel = UInt8(expanded[index..<next], radix: 16) else { return nil }
            channels.append(channel)
            index = next
        }
        let alpha = channels.count == 4 ? Double(channels[3]) / 255 : 1
        return CSSColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    /// The three colour components and the optional alpha, from `a, b, c[, d]` or `a b c[ / d]`.
    private static func components(_ arguments: String) -> (values: [String], alpha: String?)? {
        if arguments.contains(",") {
            let parts = arguments.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingCSSWhitespace() }
            guard parts.count == 3 || parts.count == 4, !parts.contains(where: { $0.isEmpty || $0.contains(where: \.isCSSWhitespace) }) else { return nil }
            return (Array(parts.prefix(3)), parts.count == 4 ? parts[3] : nil)
        }
        let halves = arguments.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return nil }
        let values = halves[0].split(whereSeparator: \.isCSSWhitespace).map(String.init)
        guard values.count == 3 else { return nil }
        guard halves.count == 2 else { return (values, nil) }
        let alpha = String(halves[1]).trimmingCSSWhitespace()
        guard !alpha.isEmpty, !alpha.contains(where: \.isCSSWhitespace) else { return nil }
        return (values, alpha)
    }

    private static func rgb(_ components: (values: [String], alpha: String?)?) -> CSSColor? {
        guard let components, let alpha = alphaValue(components.alpha) else { return nil }
        var channels: [UInt8] = []
        for value in components.values {
            let channel: Double
            if value.hasSuffix("%") {
                guard let percent = number(value.dropLast()) else { return nil }
                channel = percent / 100 * 255
            } else {
                guard let plain = number(Substring(value)) else { return nil }
                channel = plain
            }
            channels.append(UInt8(min(255, max(0, channel)).rounded()))
        }
        return CSSColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    private static func hsl(_ components: (values: [String], alpha: String?)?) -> CSSColor? {
        guard let components, let alpha = alphaValue(components.alpha),
              let hue = angle(components.values[0]),
              let saturation = percentage(components.values[1]),
              let lightness = percentage(components.values[2])
        else { return nil }
        let (red, green, blue) = HSL.toRGB(hue: hue, saturation: saturation, lightness: lightness)
        func channel(_ value: Double) -> UInt8 { UInt8(min(255, max(0, value * 255)).rounded()) }
        return CSSColor(red: channel(red), green: channel(green), blue: channel(blue), alpha: alpha)
    }

    /// An alpha is a number (0–1) or a percentage; none means opaque.
    private static func alphaValue(_ text: String?) -> Double? {
        guard let text else { return 1 }
        if text.hasSuffix("%") { return number(text.dropLast()).map { min(1, max(0, $0 / 100)) } }
        return number(Substring(text)).map { min(1, max(0, $0)) }
    }

    /// A hue in degrees, from a plain number or an angle in deg, grad, rad or turn.
    private static func angle(_ text: String) -> Double? {
        let units: [(suffix: String, degrees: Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360)]
        for unit in units where text.hasSuffix(unit.suffix) {
            return number(text.dropLast(unit.suffix.count)).map { $0 * unit.degrees }
        }
        return number(Substring(text))
    }

    /// Saturation and lightness, 0–1, from a percentage (or a plain number meaning percent, as CSS Color 4 allows).
    private static func percentage(_ text: String) -> Double? {
        let digits = text.hasSuffix("%") ? text.dropLast() : Substring(text)
        return number(digits).map { min(1, max(0, $0 / 100)) }
    }

    /// A CSS `<number>`: optional sign, digits with an optional fraction, optional exponent. `Double(_:)`
    /// alone would also accept `inf`, `nan` and hexadecimal floats.
    static func number(_ text: Substring) -> Double? {
        var sawDigit = false
        var sawPoint = false
        var sawExponent = false
        var previous: Character?
        for character in text {
            switch character {
            case "0"..."9": sawDigit = true
            case "+", "-": guard previous == nil || previous == "e" else { return nil }
            case ".": guard !sawPoint, !sawExponent else { return nil }; sawPoint = true
            case "e": guard sawDigit, !sawExponent else { return nil }; sawExponent = true
            default: return nil
            }
            previous = character
        }
        guard sawDigit, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}

extension Character {
    /// CSS whitespace: space, tab, line feed, carriage return, form feed.
    var isCSSWhitespace: Bool { self == " " || self == "\t" || self == "\n" || self == "\r" || self == "\u{0C}" || self == "\r\n" }
}

extension String {
    func trimmingCSSWhitespace() -> String {
        var slice = Substring(self)
        while slice.first?.isCSSWhitespace == true { slice.removeFirst() }
        while slice.last?.isCSSWhitespace == true { slice.removeLast() }
        return String(slice)
    }
}
