/// The line break opportunities of an inline formatting context: UAX #14 over its whole text (inline
/// box boundaries are invisible to it, as in browsers) with Chromium's exceptions: a line may end
/// after any space, even before a closing mark or after an opening one, and between two printable ASCII
/// characters Chromium's own table decides (`ASCIIPairBreaks`); then the styles of the text:
/// no soft wrap inside text whose `white-space` does not wrap, no break at soft hyphens under
/// `hyphens: none`, none before small kana under `line-break: strict` (UAX #14's CJ as NS), and breaks between any two letters under `word-break: break-all`.
enum ParagraphBreakOpportunities {
    static func compute(_ content: InlineContent, cache: TextMeasurementCache) -> [LineBreakOpportunity] {
        var opportunities = cache.opportunities(of: content.text) { LineBreakOpportunities().compute(content.text) }
        for index in content.text.indices.dropFirst()
        where content.text[index - 1] == 0x20 && content.text[index] != 0x20 && opportunities[index] == .prohibited {
            opportunities[index] = .allowed
        }
        applyASCIIPairs(to: &opportunities, in: content.text)
        for annotation in content.annotations where annotation.base.count > 1 {
            // A ruby base does not break inside.
            for index in (annotation.base.lowerBound + 1)..<annotation.base.upperBound { opportunities[index] = .prohibited }
        }
        // Items are read in place: a copy of each would retain its style, node and offsets.
        for itemIndex in content.items.indices where content.items[itemIndex].kind == .text
            && content.items[itemIndex].style.computed.lineBreak == .strict {
            for index in content.items[itemIndex].range where index > 0 && opportunities[index] == .allowed
                && content.text[index - 1] != 0x20 && LineBreakOpportunities.isConditionalJapaneseStarter(content.text[index]) {
                opportunities[index] = .prohibited
            }
        }
        for itemIndex in content.items.indices where content.items[itemIndex].kind == .text
            && content.items[itemIndex].range.count > 1 {
            let range = content.items[itemIndex].range
            // The three properties read where the style keeps them: a copy of the computed style retains its fields.
            let (whiteSpace, hyphens, wordBreak) = content.items[itemIndex].style.textBreaking
            let inside = (range.lowerBound + 1)..<range.upperBound
            if !whiteSpace.wraps {
                for index in inside where opportunities[index] == .allowed { opportunities[index] = .prohibited }
                continue
            }
            if hyphens == .none {
                for index in inside where content.text[index - 1] == 0xAD && opportunities[index] == .allowed {
                    opportunities[index] = .prohibited
                }
            }
            if wordBreak == .breakAll {
                for index in inside where opportunities[index] == .prohibited
                    && isLetter(content.text[index - 1]) && isLetter(content.text[index]) {
                    opportunities[index] = .allowed
                }
            }
        }
        return opportunities
    }

    /// The opportunities with Chromium's decision between every two printable ASCII characters.
    static func applyASCIIPairs(to opportunities: inout [LineBreakOpportunity], in text: [UInt16]) {
        for index in text.indices.dropFirst() {
            let previous = text[index - 1]
            // After a letter or digit Chromium's table and UAX #14 agree (no break): most pairs end here.
            guard previous > 0x20, previous < 0x80, !ASCIIPairBreaks.isAlphanumeric(previous),
                  let pair = ASCIIPairBreaks.opportunity(after: previous, before: text[index],
                                                         beforePrevious: index > 1 ? text[index - 2] : nil)
            else { continue }
            opportunities[index] = pair
        }
    }

    private static func isLetter(_ unit: UInt16) -> Bool {
        guard !UTF16.isLeadSurrogate(unit), !UTF16.isTrailSurrogate(unit),
              let scalar = Unicode.Scalar(UInt32(unit)) else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}

private extension ElementStyle {
    /// What decides where text may break, read without copying the computed style.
    var textBreaking: (whiteSpace: WhiteSpace, hyphens: Hyphens, wordBreak: WordBreak) {
        (computed.whiteSpace, computed.hyphens, computed.wordBreak)
    }
}
