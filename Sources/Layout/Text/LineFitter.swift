/// Fills lines greedily at line break opportunities (CSS Text 3 §5: a soft wrap opportunity is taken
/// when the next piece would overflow), white space at the end of a line hanging, mandatory breaks
/// always taken. A piece wider than the line overflows on a line of its own.
package enum LineFitter {
    /// The lines as UTF-16 ranges of `text`; `advances[i]` is the width given to code unit `i` (a
    /// glyph's advance on the first unit of its cluster, zero on the others).
    package static func fit(text: [UInt16], advances: [Double], opportunities: [LineBreakOpportunity],
                           width: Double) -> [Range<Int>] {
        precondition(advances.count == text.count && opportunities.count == text.count + 1)
        var lines: [Range<Int>] = []
        var lineStart = 0
        var lineWidth = 0.0
        var pieceStart = 0
        var pieceWidth = 0.0
        var trailingSpaceWidth = 0.0
        for index in 0..<text.count {
            let isSpace = text[index] == 0x20 || text[index] == 0x09
            pieceWidth += advances[index]
            trailingSpaceWidth = isSpace ? trailingSpaceWidth + advances[index] : 0
            let opportunity = opportunities[index + 1]
            guard opportunity != .prohibited else { continue }
            // The piece [pieceStart, index] ends here; its trailing spaces may hang past the edge.
            if lineWidth + pieceWidth - trailingSpaceWidth > width, pieceStart > lineStart {
                lines.append(lineStart..<pieceStart)
                lineStart = pieceStart
                lineWidth = 0
            }
            lineWidth += pieceWidth
            pieceStart = index + 1
            pieceWidth = 0
            if opportunity == .mandatory, index + 1 < text.count {
                lines.append(lineStart..<(index + 1))
                lineStart = index + 1
                lineWidth = 0
            }
        }
        if lineStart < text.count || lines.isEmpty { lines.append(lineStart..<text.count) }
        return lines
    }
}

extension ShapedRun {
    /// Adds each glyph's advance to the code unit that starts its cluster, for `LineFitter`
    /// (`offset` is the UTF-16 offset of `advances[0]` in the shaped text).
    package func accumulateAdvances(into advances: inout [Double], offset: Int = 0) {
        for glyph in glyphs { advances[glyph.cluster - offset] += glyph.advance }
    }
}
