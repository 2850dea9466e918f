/// Where Chromium lets a line break between two printable ASCII characters: it does not ask UAX #14
/// there but a table of its own (kept for compatibility with older browsers). A line may break before
/// an opening bracket after closing punctuation and most symbols, after a hyphen or a question mark
/// before a word, and nowhere else: not after `/` (URLs and `and/or` stay whole), `!`, `]` or `}`
/// before a letter, which UAX #14 allows.
enum ASCIIPairBreaks {
    /// The opportunity between `previous` and `next`, or nil when one of them is not printable ASCII
    /// (a space, a control, a non-ASCII character: UAX #14 decides). `beforePrevious` is the character
    /// before `previous`, which decides whether a hyphen before a digit is a minus sign.
    static func opportunity(after previous: UInt16, before next: UInt16, beforePrevious: UInt16?) -> LineBreakOpportunity? {
        guard isPrintable(previous), isPrintable(next) else { return nil }
        // Nothing breaks after a letter or a digit: the common case, decided first.
        if isAlphanumeric(previous) { return .prohibited }
        let allowed: Bool
        switch previous {
        case hyphen where isDigit(next):
            // "ABCD-1234" and "1234-5678" may break (long URLs); "-1" after a space or a bracket is a sign.
            allowed = beforePrevious.map(isAlphanumeric) ?? false
        case hyphen: allowed = isLetter(next) || afterHyphenOnly.contains(next)
        case questionMark: allowed = isLetter(next) || isDigit(next) || afterQuestionMarkOnly.contains(next)
        default: allowed = beforeOpeningBracket.contains(previous) && openingBrackets.contains(next)
        }
        return allowed ? .allowed : .prohibited
    }

    private static var hyphen: UInt16 { 0x2D }
    private static var questionMark: UInt16 { 0x3F }
    private static let openingBrackets = ASCIISet("(<[{")
    private static let beforeOpeningBracket = ASCIISet("!\"#%&)*+,.:;=>\\]|}~")
    /// Besides letters (and digits after `?`): what may start a line after a hyphen or a question mark.
    private static let afterHyphenOnly = ASCIISet("%&(*+-<=>@[\\^_`{|~\"#'\u{7F}")
    private static let afterQuestionMarkOnly = ASCIISet("%&(*+-<=>@[\\^_`{|~#$")
    private static func isPrintable(_ unit: UInt16) -> Bool { (0x21...0x7F).contains(unit) }
    private static func isDigit(_ unit: UInt16) -> Bool { (0x30...0x39).contains(unit) }
    /// An ASCII letter: what line breaking steps over in runs, after a letter (LB28).
    static func isLetter(_ unit: UInt16) -> Bool { (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) }
    /// An ASCII letter or digit: nothing breaks after one (UAX #14 agrees).
    static func isAlphanumeric(_ unit: UInt16) -> Bool { isDigit(unit) || isLetter(unit) }
}
