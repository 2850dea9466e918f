/// A computed length or percentage: lengths are already in pixels, percentages wait for the size of
/// the containing block (or whatever the property refers to) at layout time.
package enum LengthPercentage: Hashable, Sendable {
    case pixels(Double)
    case percent(Double)
    /// A `calc()` that adds a length and a percentage (`calc(100% - 2em)`): the pixels are known, the
    /// percentage waits for its base like `percent`.
    case sum(pixels: Double, percent: Double)

    package static let zero = LengthPercentage.pixels(0)

    /// The value in pixels, `base` being what 100% is, within `CSSLengthRange`.
    package func resolved(against base: Double) -> Double {
        switch self {
        case .pixels(let pixels): pixels
        case .percent(let percent): CSSLengthRange.clamped(base * percent / 100)
        case .sum(let pixels, let percent): CSSLengthRange.clamped(pixels + base * percent / 100)
        }
    }

    /// Whether the value depends on its base.
    package var hasPercent: Bool {
        switch self {
        case .pixels: false
        case .percent, .sum: true
        }
    }

    /// A length or a percentage token, or a math function adding both, computed in `context`; nil for
    /// anything else.
    package init?(_ value: CSSComponentValue, in context: LengthContext) {
        if case .token(.percentage(let number)) = value {
            self = .percent(number.value)
        } else if let length = CSSLength(value) {
            self = .pixels(length.pixels(in: context))
        } else if let sum = MathFunction.lengthPercentage(value, in: context) {
            self = .sum(pixels: sum.pixels, percent: sum.percent)
        } else {
            return nil
        }
    }
}

/// `line-height`: numbers inherit as numbers, lengths and percentages compute to pixels.
package enum LineHeight: Hashable, Sendable {
    case normal
    case number(Double)
    case pixels(Double)

    /// The used line height, `normal` being the font's own (from its metrics), within `CSSLengthRange`.
    package func pixels(fontSize: Double, normal: Double) -> Double {
        switch self {
        case .normal: normal
        case .number(let factor): CSSLengthRange.clamped(factor * fontSize)
        case .pixels(let pixels): pixels
        }
    }
}
