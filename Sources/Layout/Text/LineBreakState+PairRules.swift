extension LineBreakState {
    private static let alphabetics = LineBreakClass.alphabetic | .hebrewLetter
    private static let numericAffixes = LineBreakClass.prefixNumeric | .postfixNumeric
    private static let hangul = LineBreakClass.hangulLJamo | .hangulVJamo | .hangulTJamo
        | .hangulLVSyllable | .hangulLVTSyllable
    private static let gluePrecedents = LineBreakClass.space | .breakAfter | .hyphen
    private static let closers = LineBreakClass.closePunctuation | .closeParenthesis | .exclamation
        | .infixSeparator | .symbolAllowingBreakAfter
    private static let breakAfterClasses = LineBreakClass.breakAfter | .hyphen | .nonstarter
    private static let emoji = LineBreakClass.ideographic | .emojiBase | .emojiModifier
    private static let lettersAndNumbers = LineBreakClass.alphabetic | .hebrewLetter | .numeric
    private static let numberContinuations = LineBreakClass.numeric | .symbolAllowingBreakAfter | .infixSeparator
        | .closePunctuation | .closeParenthesis

    /// LB11–LB31 between the previous character's class `a` and the next one's `b`.
    func pairRule(_ a: LineBreakClass, _ b: LineBreakClass, isWide: Bool,
                  following: LineBreakClass?) -> LineBreakOpportunity {
        if b == .wordJoiner || a == .wordJoiner || a == .glue { return .prohibited }  // LB11, LB12
        if b == .glue && !Self.gluePrecedents.contains(a) { return .prohibited }  // LB12a
        if Self.closers.contains(b) { return .prohibited }  // LB13
        if let spaceRule = afterSpacesRule(b) { return spaceRule }  // LB14–LB17
        if a == .space { return .allowed }  // LB18
        if a == .quotation || b == .quotation { return .prohibited }  // LB19
        if a == .contingentBreak || b == .contingentBreak { return .allowed }  // LB20
        if Self.breakAfterClasses.contains(b) || a == .breakBefore { return .prohibited }  // LB21
        if (a == .hyphen || a == .breakAfter) && beforePrevious == .hebrewLetter { return .prohibited }  // LB21a
        if a == .symbolAllowingBreakAfter && b == .hebrewLetter { return .prohibited }  // LB21b
        if b == .inseparable { return .prohibited }  // LB22
        if (Self.alphabetics.contains(a) && b == .numeric) || (a == .numeric && Self.alphabetics.contains(b)) {
            return .prohibited  // LB23
        }
        if (a == .prefixNumeric && Self.emoji.contains(b)) || (Self.emoji.contains(a) && b == .postfixNumeric) {
            return .prohibited  // LB23a
        }
        if (Self.numericAffixes.contains(a) && Self.alphabetics.contains(b))
            || (Self.alphabetics.contains(a) && Self.numericAffixes.contains(b)) { return .prohibited }  // LB24
        if numberRule(a, b, following: following) { return .prohibited }  // LB25
        if hangulRule(a, b) { return .prohibited }  // LB26, LB27
        if Self.alphabetics.contains(a) && Self.alphabetics.contains(b) { return .prohibited }  // LB28
        if a == .infixSeparator && Self.alphabetics.contains(b) { return .prohibited }  // LB29
        if (Self.lettersAndNumbers.contains(a) && b == .openPunctuation && !isWide)
            || (a == .closeParenthesis && !previousIsWideBracket && Self.lettersAndNumbers.contains(b)) {
            return .prohibited  // LB30
        }
        if a == .regionalIndicator && b == .regionalIndicator && regionalIndicators % 2 == 1 {
            return .prohibited  // LB30a
        }
        if (a == .emojiBase || previousIsUnassignedPictographic) && b == .emojiModifier { return .prohibited }  // LB30b
        return .allowed  // LB31
    }

    /// LB14–LB17: `OP SP* ×`, `QU SP* × OP`, `(CL|CP) SP* × NS`, `B2 SP* × B2`.
    private func afterSpacesRule(_ b: LineBreakClass) -> LineBreakOpportunity? {
        switch beforeSpaces {
        case .openPunctuation: return .prohibited
        case .quotation where b == .openPunctuation: return .prohibited
        case .closePunctuation where b == .nonstarter, .closeParenthesis where b == .nonstarter: return .prohibited
        case .breakOpportunityBeforeAndAfter where b == .breakOpportunityBeforeAndAfter: return .prohibited
        default: return nil
        }
    }

    /// The regular-expression form of LB25 (UAX #14 §8.2 Example 7).
    private func numberRule(_ a: LineBreakClass, _ b: LineBreakClass, following: LineBreakClass?) -> Bool {
        if Self.numericAffixes.contains(a) {
            if b == .numeric { return true }
            if (b == .openPunctuation || b == .hyphen) && following == .numeric { return true }
        }
        if (a == .openPunctuation || a == .hyphen) && b == .numeric { return true }
        if number == .digits && Self.numberContinuations.contains(b) { return true }
        return ((number == .digits) || (number == .closed)) && Self.numericAffixes.contains(b)
    }

    private func hangulRule(_ a: LineBreakClass, _ b: LineBreakClass) -> Bool {
        switch (a, b) {
        case (.hangulLJamo, .hangulLJamo), (.hangulLJamo, .hangulVJamo), (.hangulLJamo, .hangulLVSyllable),
             (.hangulLJamo, .hangulLVTSyllable),
             (.hangulVJamo, .hangulVJamo), (.hangulVJamo, .hangulTJamo), (.hangulLVSyllable, .hangulVJamo),
             (.hangulLVSyllable, .hangulTJamo), (.hangulTJamo, .hangulTJamo), (.hangulLVTSyllable, .hangulTJamo):
            return true
        default:
            return (Self.hangul.contains(a) && b == .postfixNumeric) || (a == .prefixNumeric && Self.hangul.contains(b))
        }
    }
}
