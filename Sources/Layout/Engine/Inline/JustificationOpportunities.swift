/// Where `text-align: justify` puts the extra space of a line, as Chromium counts expansion
/// opportunities: after every space; around every CJK character (before it unless what precedes it
/// already gave one, and after it); never after the line's last character. Ruby bases widened by
/// their annotation take no share, and the CJK character after one takes a share before itself.
enum JustificationOpportunities {
    /// One entry per opportunity in `units`: the code unit whose advance takes a share (an index may
    /// repeat). What `units` held goes; its storage is kept, for a caller that reuses it line after line.
    static func units(in text: [UInt16], _ range: Range<Int>, excluding excluded: Set<Int>, into units: inout [Int]) {
        units.removeAll(keepingCapacity: true)
        // At most two a character: one allocation for a paragraph's lines rather than the array growing.
        units.reserveCapacity(2 * range.count)
        text.withUnsafeBufferPointer { collect(in: $0, range, excluding: excluded, into: &units) }
        if let last = units.last, last + 1 >= range.upperBound
            || (last + 2 == range.upperBound && UTF16.isLeadSurrogate(text[last])) {
            units.removeLast()
        }
    }

    /// The opportunities of `range`, the line's last character's included. A function of its own rather
    /// than a closure: the state it keeps a character at a time stays in registers.
    private static func collect(in text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>, excluding excluded: Set<Int>,
                                into units: inout [Int]) {
        var followsOpportunity = true
        let hasExclusions = !excluded.isEmpty
        var index = range.lowerBound
        while index < range.upperBound {
            // ASCII is never upright: a space is an opportunity, anything else is not.
            if text[index] < 0x80, !hasExclusions || !excluded.contains(index) {
                followsOpportunity = text[index] == 0x20
                if followsOpportunity { units.append(index) }
                index += 1
                continue
            }
            let (scalar, length) = UTF16Decoding.scalar(in: text, at: index, limit: range.upperBound)
            if hasExclusions, excluded.contains(index) {
                followsOpportunity = false
            } else if scalar == "\u{A0}" {
                units.append(index)
                followsOpportunity = true
            } else if VerticalOrientation.isUpright(scalar.value) {
                if !followsOpportunity { units.append(index) }
                units.append(index)
                followsOpportunity = true
            } else {
                followsOpportunity = false
            }
            index += length
        }
    }
}
