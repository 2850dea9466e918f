/// What may happen between two characters when lines are filled.
public enum LineBreakOpportunity: UInt8, Sendable {
    /// No break (inside a word, before punctuation…).
    case prohibited
    /// A soft wrap opportunity.
    case allowed
    /// A forced break (after a newline when white space is preserved, after U+2028…).
    case mandatory
}

/// The UAX #14 line breaking algorithm (Unicode 15.0, rules LB2–LB31 with the number tailoring of
/// Example 7 that ICU and browsers use), over UTF-16 text.
public struct LineBreakOpportunities {
    /// CSS `line-break`: `strict` resolves CJ (small kana) to NS, `normal` and `loose` to ID.
    public var isStrict: Bool

    public init(isStrict: Bool = false) { self.isStrict = isStrict }

    /// The opportunity before each UTF-16 offset: element `i` is for the boundary before code unit `i`,
    /// the last element is the end of the text (mandatory). Offsets inside surrogate pairs are prohibited.
    public func compute(_ text: [UInt16]) -> [LineBreakOpportunity] {
        var result = [LineBreakOpportunity](repeating: .prohibited, count: text.count + 1)
        guard !text.isEmpty else { return result }
        result[text.count] = .mandatory
        var scalars: [(offset: Int, value: UInt32, lineBreakClass: LineBreakClass)] = []
        scalars.reserveCapacity(text.count)
        var offset = 0
        while offset < text.count {
            let (scalar, length) = UTF16Decoding.scalar(in: text, at: offset, limit: text.count)
            var lineBreakClass = LineBreakClassLookup.lineBreakClass(of: scalar.value)
            if lineBreakClass == .conditionalJapaneseStarter { lineBreakClass = isStrict ? .nonstarter : .ideographic }
            scalars.append((offset, scalar.value, lineBreakClass))
            offset += length
        }
        var state = LineBreakState(first: scalars[0].lineBreakClass, value: scalars[0].value)
        for index in 1..<scalars.count {
            let next = index + 1 < scalars.count ? scalars[index + 1].lineBreakClass : nil
            result[scalars[index].offset] = state.advance(
                to: scalars[index].lineBreakClass, value: scalars[index].value, following: next)
        }
        return result
    }
}
