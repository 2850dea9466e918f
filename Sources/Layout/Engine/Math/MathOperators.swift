/// The space MathML puts around an operator (`mo`), in em, as Chromium's operator dictionary gives it for
/// the characters books use: fences, quantifiers and marks none, separators a thin space after, large
/// operators and products a thin space on each side, additive and set operators a medium one, and
/// relations, arrows and every other operator a thick one. Signs and accents in prefix or postfix
/// position take none.
enum MathOperators {
    private static let unspaced: Set<Unicode.Scalar> = [
        "(", ")", "[", "]", "{", "}", "\u{2016}", "\u{2308}", "\u{2309}", "\u{230A}", "\u{230B}", "\u{27E8}",
        "\u{27E9}", "\u{2329}", "\u{232A}", "!", "'", "\u{2032}", "\u{2033}", "\u{2034}", "\u{2200}", "\u{2203}",
        "\u{00AC}", "\u{2207}", "~",
    ]
    private static let separators: Set<Unicode.Scalar> = [",", ":", ";"]
    private static let thin: Set<Unicode.Scalar> = [
        "\u{00D7}", ".", "\u{2218}", "\u{2217}", "\u{22C5}", "\u{00B7}", "\u{2297}", "\u{2299}", "\u{22A0}", "*",
    ]
    private static let medium: Set<Unicode.Scalar> = [
        "+", "-", "\u{2212}", "\u{00B1}", "\u{2213}", "\u{2215}", "/", "\u{2295}", "\u{2229}", "\u{222A}",
        "\u{2216}", "\u{2227}", "\u{2228}",
    ]
    private static let signs: Set<Unicode.Scalar> = ["+", "-", "\u{2212}", "\u{00B1}", "\u{2213}"]
    private static let postfixAccents: Set<Unicode.Scalar> = ["^", "\u{02C6}", "\u{02C7}", "\u{02DC}", "\u{00A8}"]
    private static let bars: Set<Unicode.Scalar> = ["|", "\u{2223}"]
    private static let largeOperators: Set<Unicode.Scalar> = [
        "\u{2211}", "\u{220F}", "\u{2210}", "\u{222B}", "\u{222C}", "\u{222E}", "\u{22C3}", "\u{22C2}", "\u{2A01}",
    ]

    /// The space before and after an operator, in em, where it stands in its row.
    static func spacing(of text: String, form: MathOperatorStretch.Form) -> (leading: Double, trailing: Double) {
        let scalars = Array(text.unicodeScalars)
        let thick = (0.2778, 0.2778)
        guard scalars.count == 1, let scalar = scalars.first else { return scalars.isEmpty ? (0, 0) : thick }
        if (form == .prefix && signs.contains(scalar)) || (form == .postfix && postfixAccents.contains(scalar))
            || (form != .infix && bars.contains(scalar)) || unspaced.contains(scalar) {
            return (0, 0)
        }
        if separators.contains(scalar) { return (0, 0.1667) }
        if scalar == "\u{2202}" { return (0.1667, 0) }
        if thin.contains(scalar) || largeOperators.contains(scalar) || postfixAccents.contains(scalar) {
            return (0.1667, 0.1667)
        }
        if medium.contains(scalar) { return (0.2222, 0.2222) }
        return thick
    }

    /// An operator space in pixels as Chromium resolves it: the dictionary's eighteenths of an em times
    /// the font size rounded to whole pixels, floored to its 1/64 px layout unit. A 14.4px script's
    /// thick space is 3.875px, not 4.
    static func pixels(_ em: Double, fontSize: Double) -> Double {
        let eighteenths = (em * 18).rounded()
        return (eighteenths * fontSize.rounded() / 18 * 64).rounded(.down) / 64
    }

    static func isLargeOperator(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return scalars.count == 1 && largeOperators.contains(scalars[0])
    }
}
