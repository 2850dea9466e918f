/// What the pair rules of UAX #14 need to remember of the text before a boundary: the class of the
/// previous character once combining marks are folded in (LB9), the class before a run of spaces
/// (for the `X SP* ×` rules), the one before that (LB21a), regional indicator parity (LB30a) and
/// whether a number is in progress (the LB25 tailoring).
struct LineBreakState {
    enum NumberProgress { case none, digits, closed }

    private(set) var previous: LineBreakClass
    private(set) var previousRaw: LineBreakClass
    private(set) var beforeSpaces: LineBreakClass
    private(set) var beforePrevious: LineBreakClass?
    private(set) var previousIsWideBracket: Bool
    private(set) var previousIsUnassignedPictographic: Bool
    private(set) var regionalIndicators: Int
    private(set) var number = NumberProgress.none

    private static let newlines = LineBreakClass.carriageReturn | .lineFeed | .nextLine
    private static let breaksAndSpaces = LineBreakClass.mandatoryBreak | .carriageReturn | .lineFeed
        | .nextLine | .space | .zeroWidthSpace

    init(first raw: LineBreakClass, value: UInt32) {
        // LB10: a mark with nothing to attach to is alphabetic.
        let first: LineBreakClass = raw == .combiningMark || raw == .zeroWidthJoiner ? .alphabetic : raw
        previous = first
        previousRaw = raw
        beforeSpaces = first
        previousIsWideBracket = LineBreakClassLookup.isWideBracket(value)
        previousIsUnassignedPictographic = LineBreakClassLookup.isUnassignedPictographic(value)
        regionalIndicators = first == .regionalIndicator ? 1 : 0
        number = first == .numeric ? .digits : .none
    }

    /// The opportunity before a character of class `raw`, and the state after it.
    mutating func advance(to raw: LineBreakClass, value: UInt32, following: LineBreakClass?) -> LineBreakOpportunity {
        let alone: LineBreakClass = raw == .combiningMark || raw == .zeroWidthJoiner ? .alphabetic : raw
        if let decided = mandatoryOrSpaceRule(raw) {
            record(alone, raw: raw, value: value)
            return decided
        }
        if previousRaw == .zeroWidthJoiner {  // LB8a
            record(alone, raw: raw, value: value)
            return .prohibited
        }
        if raw == .combiningMark || raw == .zeroWidthJoiner {
            // LB9: the mark takes the class of its base; LB10: alone after a space or break, it is alphabetic.
            if !Self.breaksAndSpaces.contains(previous) {
                previousRaw = raw
                return .prohibited
            }
        }
        let isWide = alone == .openPunctuation && LineBreakClassLookup.isWideBracket(value)
        let decision = pairRule(previous, alone, isWide: isWide, following: following)
        record(alone, raw: raw, value: value)
        return decision
    }

    /// Whether the previous character was a letter (AL, not folded into from a mark or a joiner): another
    /// letter after it never breaks (LB28).
    var isAfterLetter: Bool { previous == .alphabetic && previousRaw == .alphabetic }

    /// The state after more ASCII letters when `isAfterLetter`: what `advance` leaves after each of them.
    mutating func continueWord() {
        number = .none
        regionalIndicators = 0
        beforePrevious = .alphabetic
        beforeSpaces = .alphabetic
        previousIsWideBracket = false
        previousIsUnassignedPictographic = false
    }

    /// The state after a space and then an ASCII letter when `isAfterLetter`: what `advance` leaves after
    /// each of them. No break before the space (LB7), one after it (LB18): the opportunities the caller
    /// records.
    mutating func continueWordAfterSpace() {
        number = .none
        regionalIndicators = 0
        beforePrevious = .space
        previous = .alphabetic
        previousRaw = .alphabetic
        beforeSpaces = .alphabetic
        previousIsWideBracket = false
        previousIsUnassignedPictographic = false
    }

    /// LB4–LB8: hard breaks, and never breaking before spaces or after zero width space runs.
    private func mandatoryOrSpaceRule(_ next: LineBreakClass) -> LineBreakOpportunity? {
        if previous == .mandatoryBreak { return .mandatory }
        if previous == .carriageReturn && next == .lineFeed { return .prohibited }
        if Self.newlines.contains(previous) { return .mandatory }
        if Self.breaksAndSpaces.contains(next) { return .prohibited }
        if beforeSpaces == .zeroWidthSpace && (previous == .space || previous == .zeroWidthSpace) { return .allowed }
        return nil
    }

    private mutating func record(_ current: LineBreakClass, raw: LineBreakClass, value: UInt32) {
        switch current {
        case .numeric: number = .digits
        case .symbolAllowingBreakAfter, .infixSeparator: number = number == .digits ? .digits : .none
        case .closePunctuation, .closeParenthesis: number = number == .digits ? .closed : .none
        default: number = .none
        }
        regionalIndicators = current == .regionalIndicator
            ? (previous == .regionalIndicator ? regionalIndicators + 1 : 1) : 0
        beforePrevious = previous
        previous = current
        previousRaw = raw
        if current != .space { beforeSpaces = current }
        previousIsWideBracket = current == .closeParenthesis && LineBreakClassLookup.isWideBracket(value)
        previousIsUnassignedPictographic = LineBreakClassLookup.isUnassignedPictographic(value)
    }
}
