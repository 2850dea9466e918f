/// Where `text-align: justify` puts the extra space of a line, as Chromium counts expansion
/// opportunities: after every space; around every CJK character (before it unless what precedes it
/// already gave one, and after it); never after the line's last character. Ruby bases widened by
/// their annotation take no share, and the CJK character after one takes a share before itself.
enum JustificationOpportunities {
    /// One entry per opportunity: the code unit whose advance takes a share (an index may repeat).
    static func units(in text: [UInt16], _ range: Range<Int>, excluding excluded: Set<Int>) -> [Int] {
        var units: [Int] = []
        var followsOpportunity = true
        var index = range.lowerBound
        while index < range.upperBound {
            let (scalar, length) = UTF16Decoding.scalar(in: text, at: index, limit: range.upperBound)
            if excluded.contains(index) {
                followsOpportunity = false
            } else if scalar == " " || scalar == "\u{A0}" {
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
        if let last = units.last, last + 1 >= range.upperBound
            || (last + 2 == range.upperBound && UTF16.isLeadSurrogate(text[last])) {
            units.removeLast()
        }
        return units
    }
}
