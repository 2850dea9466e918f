/// The space MathML puts around an operator (`mo`), in em, after the operator dictionary of MathML Core
/// for the characters books use: binary operators get a medium space on each side (none when they start
/// a row, as a prefix sign), separators a thin one after, fences and postfix marks none, large
/// operators a thin one on each side, relations and every other operator a thick one on each side.
enum MathOperators {
    private static let relations: Set<Unicode.Scalar> = [
        "=", "<", ">", "\u{2264}", "\u{2265}", "\u{2260}", "\u{2248}", "\u{2261}", "\u{2192}", "\u{2190}",
        "\u{21D2}", "\u{21D0}", "\u{21D4}", "\u{2194}", "\u{2208}", "\u{2209}", "\u{2282}", "\u{2283}", "\u{2286}",
        "\u{2287}", "\u{223C}", "\u{2245}", "\u{221D}", "\u{22A5}", "\u{2223}", "\u{21A6}", "\u{2250}", ":",
    ]
    private static let binaries: Set<Unicode.Scalar> = [
        "+", "-", "\u{2212}", "\u{00B1}", "\u{2213}", "\u{2217}", "\u{2218}",
        "\u{222A}", "\u{2229}", "\u{2295}", "\u{2297}", "\u{2216}", "/", "\u{2227}", "\u{2228}", "*",
    ]
    private static let separators: Set<Unicode.Scalar> = [",", ";"]
    /// Products take a thin space on each side in Chromium.
    private static let products: Set<Unicode.Scalar> = ["\u{00D7}", "\u{22C5}", "\u{00B7}"]
    private static let unspaced: Set<Unicode.Scalar> = [
        "(", ")", "[", "]", "{", "}", "|", "\u{2016}", "\u{2308}", "\u{2309}", "\u{230A}", "\u{230B}", "\u{27E8}",
        "\u{27E9}", "\u{2329}", "\u{232A}", "!", "'", "\u{2032}", "\u{2033}", "\u{2034}", ".",
    ]
    private static let largeOperators: Set<Unicode.Scalar> = [
        "\u{2211}", "\u{220F}", "\u{2210}", "\u{222B}", "\u{222C}", "\u{222E}", "\u{22C3}", "\u{22C2}", "\u{2A01}",
    ]

    /// The space before and after an operator, in em; `isFirst` and `isLast` say where it is in its row.
    static func spacing(of text: String, isFirst: Bool, isLast: Bool) -> (leading: Double, trailing: Double) {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 1, let scalar = scalars.first else {
            return scalars.isEmpty ? (0, 0) : (0.2778, 0.2778)
        }
        if relations.contains(scalar) { return (0.2778, 0.2778) }
        if binaries.contains(scalar) { return isFirst ? (0, 0) : (0.2222, 0.2222) }
        if separators.contains(scalar) { return (0, 0.1667) }
        if products.contains(scalar) { return isFirst ? (0, 0) : (0.1667, 0.1667) }
        if largeOperators.contains(scalar) { return (0.1667, 0.1667) }
        if unspaced.contains(scalar) { return (0, 0) }
        return (0.2778, 0.2778)
    }

    static func isLargeOperator(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return scalars.count == 1 && largeOperators.contains(scalars[0])
    }
}
