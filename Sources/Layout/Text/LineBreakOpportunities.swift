/// What may happen between two characters when lines are filled.
package enum LineBreakOpportunity: UInt8, Sendable {
    /// No break (inside a word, before punctuation…).
    case prohibited
    /// A soft wrap opportunity.
    case allowed
    /// A forced break (after a newline when white space is preserved, after U+2028…).
    case mandatory
}

/// The UAX #14 line breaking algorithm (Unicode 15.0, rules LB2–LB31 with the number tailoring of
/// Example 7 that ICU and browsers use), over UTF-16 text.
package struct LineBreakOpportunities {
    /// CSS `line-break`: `strict` resolves CJ (small kana) to NS, `normal` and `loose` to ID.
    package var isStrict: Bool

    package init(isStrict: Bool = false) { self.isStrict = isStrict }

    /// Whether a UTF-16 code unit is of class CJ (small kana, the prolonged sound mark…), which
    /// `line-break: strict` keeps from starting a line.
    static func isConditionalJapaneseStarter(_ unit: UInt16) -> Bool {
        LineBreakClassLookup.withBasicPlane {
            LineBreakClassLookup.lineBreakClass(of: UInt32(unit), basicPlane: $0) == .conditionalJapaneseStarter
        }
    }

    /// The opportunity before each UTF-16 offset: element `i` is for the boundary before code unit `i`,
    /// the last element is the end of the text (mandatory). Offsets inside surrogate pairs are prohibited.
    package func compute(_ text: [UInt16]) -> [LineBreakOpportunity] {
        var result = [LineBreakOpportunity](repeating: .prohibited, count: text.count + 1)
        guard !text.isEmpty else { return result }
        result[text.count] = .mandatory
        // The walk reads and writes through buffer pointers: it visits every unit of every paragraph.
        text.withUnsafeBufferPointer { text in
            result.withUnsafeMutableBufferPointer { result in
                LineBreakClassLookup.withBasicPlane { basicPlane in
                    walk(text, into: result, basicPlane: basicPlane)
                }
            }
        }
        return result
    }

    /// The opportunities before each unit of `text` but the first, written into `result`.
    private func walk(_ text: UnsafeBufferPointer<UInt16>, into result: UnsafeMutableBufferPointer<LineBreakOpportunity>,
                      basicPlane: UnsafeBufferPointer<UInt8>) {
        // One scalar of lookahead is all the rules need (LB25's `PR × OP NU`), so the text is decoded as
        // it is walked rather than into an array of scalars first.
        func scalar(at offset: Int) -> (value: UInt32, lineBreakClass: LineBreakClass, length: Int) {
            let (scalar, length) = UTF16Decoding.scalar(in: text, at: offset)
            var lineBreakClass = LineBreakClassLookup.lineBreakClass(of: scalar.value, basicPlane: basicPlane)
            if lineBreakClass == .conditionalJapaneseStarter { lineBreakClass = isStrict ? .nonstarter : .ideographic }
            return (scalar.value, lineBreakClass, length)
        }
        let first = scalar(at: 0)
        var state = LineBreakState(first: first.lineBreakClass, value: first.value)
        var offset = first.length
        guard offset < text.count else { return }
        var current = scalar(at: offset)
        while offset < text.count {
            if state.isAfterLetter, ASCIIPairBreaks.isLetter(text[offset]) {
                // Most of a text is letters after letters, which never break (LB28): a run of them is
                // stepped over, and the state is what the pair rules would leave after the last one.
                var end = offset + 1
                while end < text.count, ASCIIPairBreaks.isLetter(text[end]) { end += 1 }
                state.continueWord()
                offset = end
                guard offset < text.count else { break }
                current = scalar(at: offset)
                continue
            }
            if state.isAfterLetter, text[offset] == 0x20, offset + 1 < text.count, ASCIIPairBreaks.isLetter(text[offset + 1]) {
                // A single space between two words: no break before it, one after it. The next most common
                // step of a text, taken without the pair rules.
                result[offset + 1] = .allowed
                state.continueWordAfterSpace()
                offset += 2
                guard offset < text.count else { break }
                current = scalar(at: offset)
                continue
            }
            let nextOffset = offset + current.length
            let next = nextOffset < text.count ? scalar(at: nextOffset) : nil
            result[offset] = state.advance(to: current.lineBreakClass, value: current.value,
                                           following: next?.lineBreakClass)
            guard let next else { break }
            offset = nextOffset
            current = next
        }
    }
}
