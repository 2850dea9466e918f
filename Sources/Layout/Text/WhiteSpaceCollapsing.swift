/// Text after CSS Text 3 white-space processing (§4.1.1, phase I), with the offset in the source text
/// of every code unit, since decorations are anchored in source (DOM) offsets.
package struct CollapsedText: Hashable, Sendable {
    package var text: [UInt16]
    /// `sourceOffsets[i]` is the UTF-16 offset in the source of `text[i]`; increasing.
    package var sourceOffsets: SourceOffsets
    /// Whether the text ends in a collapsible space, so that a following text node's leading
    /// white space collapses into it.
    package var endsWithCollapsibleSpace: Bool

    /// The offset in `text` of a source offset: the first kept code unit at or after it
    /// (`text.count` when none is).
    package func collapsedOffset(forSource offset: Int) -> Int {
        sourceOffsets.firstIndex(atOrAfter: offset)
    }
}

/// Collapses white space as a `white-space` value says: spaces and tabs, and for `normal`/`nowrap`
/// also segment breaks (which become spaces, or vanish next to a zero width space), collapse into one
/// space; `pre-line` keeps segment breaks and drops the spaces around them; `pre`, `pre-wrap` and
/// `break-spaces` keep everything.
package enum WhiteSpaceCollapsing {
    private static let space: UInt16 = 0x20
    private static let tab: UInt16 = 0x09
    private static let lineFeed: UInt16 = 0x0A
    private static let carriageReturn: UInt16 = 0x0D
    private static let zeroWidthSpace: UInt16 = 0x200B

    /// `followsCollapsibleSpace`: the text before this one (in the same inline formatting context)
    /// ended in a collapsible space, so leading white space here disappears.
    package static func collapse(_ source: [UInt16], whiteSpace: WhiteSpace,
                                followsCollapsibleSpace: Bool = false) -> CollapsedText {
        guard whiteSpace.collapsesSpaces else {
            return CollapsedText(text: source, sourceOffsets: SourceOffsets(source.indices), endsWithCollapsibleSpace: false)
        }
        var collapsed = CollapsedText(text: [], sourceOffsets: SourceOffsets(), endsWithCollapsibleSpace: followsCollapsibleSpace)
        collapsed.text.reserveCapacity(source.count)
        source.withUnsafeBufferPointer { collapseSpaces(in: $0, whiteSpace: whiteSpace, into: &collapsed) }
        return collapsed
    }

    /// Collapses `source` into `collapsed`, empty until then but for `endsWithCollapsibleSpace`, which says
    /// whether a collapsible space comes before it. Text kept as it is (everything but white space that
    /// collapses) is copied a stretch at a time, its offsets one run: single spaces between words stay and
    /// do not end a stretch.
    private static func collapseSpaces(in source: UnsafeBufferPointer<UInt16>, whiteSpace: WhiteSpace,
                                       into collapsed: inout CollapsedText) {
        var afterSpace = collapsed.endsWithCollapsibleSpace
        var keptFrom = 0
        var index = 0
        while index < source.count {
            let unit = source[index]
            guard isWhiteSpace(unit) else {
                afterSpace = false
                index += 1
                continue
            }
            var end = index
            var breakOffset: Int?
            while end < source.count, isWhiteSpace(source[end]) {
                if breakOffset == nil, source[end] == lineFeed { breakOffset = end }
                end += 1
            }
            if unit == space, end == index + 1, !afterSpace {
                afterSpace = true
                index = end
                continue
            }
            collapsed.text.append(contentsOf: UnsafeBufferPointer(rebasing: source[keptFrom..<index]))
            collapsed.sourceOffsets.append(contentsOf: keptFrom..<index)
            if whiteSpace.preservesSegmentBreaks, breakOffset != nil {
                // pre-line: every segment break stays, the spaces and tabs around them go.
                for position in index..<end where source[position] == lineFeed {
                    collapsed.text.append(lineFeed)
                    collapsed.sourceOffsets.append(position)
                }
                afterSpace = false
            } else if !afterSpace,
                      !touchesZeroWidthSpace(source, before: index, after: end, hasBreak: breakOffset != nil) {
                collapsed.text.append(space)
                collapsed.sourceOffsets.append(index)
                afterSpace = true
            }
            index = end
            keptFrom = end
        }
        collapsed.text.append(contentsOf: UnsafeBufferPointer(rebasing: source[keptFrom...]))
        collapsed.sourceOffsets.append(contentsOf: keptFrom..<source.count)
        collapsed.endsWithCollapsibleSpace = afterSpace
    }

    private static func isWhiteSpace(_ unit: UInt16) -> Bool {
        unit == space || unit == tab || unit == lineFeed || unit == carriageReturn
    }

    /// A segment break next to a zero width space is removed rather than turned into a space.
    private static func touchesZeroWidthSpace(_ source: UnsafeBufferPointer<UInt16>, before start: Int, after end: Int,
                                              hasBreak: Bool) -> Bool {
        guard hasBreak else { return false }
        let beforeIsZeroWidth = start > 0 && source[start - 1] == zeroWidthSpace
        let afterIsZeroWidth = end < source.count && source[end] == zeroWidthSpace
        return beforeIsZeroWidth || afterIsZeroWidth
    }
}
