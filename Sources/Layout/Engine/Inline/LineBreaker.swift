/// One line's stretch of an inline formatting context's text.
struct LineExtent: Equatable {
    var range: Range<Int>
    /// The line ends at a forced break (`<br>`, a preserved newline): it is not justified.
    var endsWithForcedBreak: Bool
    /// The line ends after a soft hyphen it was broken at: a hyphen is drawn there.
    var isHyphenated: Bool
}

/// Greedy line breaking, as browsers do it: each line takes as much as fits before the last break
/// opportunity that fits; white space at the end of a line hangs (does not count); a piece wider than
/// the whole line overflows on a line of its own; forced breaks are always taken. Each text item's part
/// of the line counts at its width rounded up to a layout unit, as LayoutNG counts it.
struct LineBreaker {
    let text: [UInt16]
    /// Where the text laid out in lines ends (ruby annotation text follows).
    let end: Int
    /// The width each code unit takes on a line, inline box edges included.
    let widths: [Double]
    /// The shaped advances alone, which the text items' parts of a line are rounded by.
    let advances: [Double]
    let parts: TextItemParts
    /// `opportunities[i]` is the opportunity before unit `i`; the last one is the end of the text.
    let opportunities: [LineBreakOpportunity]
    /// Whether unit `i` is white space that hangs at the end of a line.
    let hangs: [Bool]
    /// The width of the hyphen drawn after the soft hyphen at each offset, when a line is broken there:
    /// empty for most texts, which have none.
    let hyphenWidths: [Int: Double]

    /// The line starting at `start`, given the width available to it.
    func line(from start: Int, width available: Double) -> LineExtent {
        let stop = text.withUnsafeBufferPointer { text in
            widths.withUnsafeBufferPointer { widths in
                advances.withUnsafeBufferPointer { advances in
                    parts.roles.withUnsafeBufferPointer { roles in
                        hangs.withUnsafeBufferPointer { hangs in
                            opportunities.withUnsafeBufferPointer { opportunities in
                                lineEnd(from: start, available: available, text: text,
                                        units: LineUnits(widths: widths, advances: advances, roles: roles),
                                        hangs: hangs, opportunities: opportunities)
                            }
                        }
                    }
                }
            }
        }
        return extent(start, stop)
    }

    /// Where the line from `start` ends, read from the breaker's arrays (checked to cover the text
    /// laid out in lines).
    private func lineEnd(from start: Int, available: Double, text: UnsafeBufferPointer<UInt16>, units: LineUnits,
                         hangs: UnsafeBufferPointer<Bool>,
                         opportunities: UnsafeBufferPointer<LineBreakOpportunity>) -> Int {
        precondition(end <= text.count && end <= units.widths.count && end <= units.advances.count
                     && end <= units.roles.count && end <= hangs.count && end < opportunities.count,
                     "line breaking data shorter than the text")
        var used = 0.0
        var hanging = 0.0
        var part = TextItemParts.PartWidth()
        var lastFit: Int?
        var index = start
        while index < end {
            let width = units.widths[index] + part.add(units.advances[index], units.roles[index])
            used += width
            hanging = hangs[index] ? hanging + width : 0
            index += 1
            let opportunity = opportunities[index]
            if opportunity == .prohibited, index < end { continue }
            let hyphenated = index < end && text[index - 1] == 0xAD
            let content = used - hanging + (hyphenated ? hyphenWidths[index - 1] ?? 0 : 0)
            if content > available + Self.tolerance { return lastFit ?? index }
            if opportunity == .mandatory || index == end { return index }
            lastFit = index
        }
        return end
    }

    /// The per-unit arrays a line is measured with.
    private struct LineUnits {
        let widths: UnsafeBufferPointer<Double>
        let advances: UnsafeBufferPointer<Double>
        let roles: UnsafeBufferPointer<TextItemParts.Role>
    }

    /// LayoutNG lets content overflow the available width by one LayoutUnit (1/64 px) before it breaks,
    /// to absorb rounding (`AvailableWidthToFit`).
    private static let tolerance = 1.0 / 64 + 1e-9

    private func extent(_ start: Int, _ stop: Int) -> LineExtent {
        let forced = stop > start && text[stop - 1] == 0x0A
        let hyphenated = stop < end && stop > start && text[stop - 1] == 0xAD
        return LineExtent(range: start..<stop, endsWithForcedBreak: forced, isHyphenated: hyphenated)
    }
}
