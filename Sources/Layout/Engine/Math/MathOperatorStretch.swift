/// Which operators MathML stretches, after the operator dictionary of MathML Core as Chromium applies it:
/// brackets and double bars stretch vertically in any form, single bars only as a prefix or postfix
/// fence; arrows, over/under bars and the tilde stretch horizontally, other accents only as postfix
/// marks. A stretchy operator's text is laid at the top of its box, which makes its rects differ from
/// those of other tokens.
enum MathOperatorStretch {
    enum Direction { case vertical, horizontal }

    /// Where an operator stands in its row: first (prefix), last (postfix) or between (infix).
    enum Form {
        case prefix, infix, postfix

        init(index: Int, count: Int) {
            self = count > 1 && index == 0 ? .prefix : count > 1 && index == count - 1 ? .postfix : .infix
        }
    }

    private static let brackets: Set<Unicode.Scalar> = [
        "(", ")", "[", "]", "{", "}", "\u{2308}", "\u{2309}", "\u{230A}", "\u{230B}", "\u{27E8}", "\u{27E9}",
        "\u{27E6}", "\u{27E7}", "\u{27EE}", "\u{27EF}", "\u{2329}", "\u{232A}", "\u{2983}", "\u{2984}",
        "\u{2016}",
    ]
    private static let bars: Set<Unicode.Scalar> = ["|", "\u{2223}", "\u{2225}"]
    private static let overAndUnderBars: Set<Unicode.Scalar> = [
        "\u{00AF}", "_", "\u{203E}", "\u{23B4}", "\u{23B5}", "\u{23DC}", "\u{23DD}", "\u{23DE}", "\u{23DF}",
        "\u{23E0}", "\u{23E1}", "\u{FE37}", "\u{FE38}",
    ]
    private static let accents: Set<Unicode.Scalar> = ["^", "\u{02C6}", "\u{02C7}", "\u{02DC}", "\u{02C9}"]

    static func direction(of text: String, form: Form) -> Direction? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        if brackets.contains(scalar) || (bars.contains(scalar) && form != .infix) { return .vertical }
        if isArrow(scalar) || overAndUnderBars.contains(scalar) || scalar == "~"
            || (accents.contains(scalar) && form == .postfix) {
            return .horizontal
        }
        return nil
    }

    private static func isArrow(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2190...0x21FF, 0x27F0...0x27FF, 0x2900...0x297F: true
        default: false
        }
    }
}
