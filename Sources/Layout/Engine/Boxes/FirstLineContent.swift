/// A block container's inline content as its first formatted line shows it under `::first-line`: the
/// same text and items, each item restyled as if its inline box inherited from the first-line style,
/// and the text re-transformed where the first-line `text-transform` differs.
struct FirstLineContent {
    /// The `::first-line` style itself: the first line box's strut.
    let container: ElementStyle
    /// Parallel to `InlineContent.items`.
    let items: [InlineItem]
    /// As long as `InlineContent.text`.
    let text: [UInt16]
}

extension InlineContent {
    /// The content with its first line (the text before `split`) taken from `firstLine`, the rest as it
    /// is: a text item crossing the split is cut in two. An empty open item at the split belongs to the
    /// next line, an empty close item to the first. An inline box crossing the split is one item for
    /// all its lines: `restylingBoxes` says whether it takes its first-line style (for building the
    /// first line box) or its own (for the others).
    func withFirstLine(_ firstLine: FirstLineContent, endingAt split: Int, restylingBoxes: Bool) -> InlineContent {
        var merged = self
        merged.firstLine = nil
        merged.text.replaceSubrange(0..<split, with: firstLine.text[0..<split])
        merged.items = []
        var insertedBefore: [Int] = []
        for (index, item) in items.enumerated() {
            insertedBefore.append(merged.items.count - index)
            let restyled = firstLine.items[index]
            let onFirstLine = item.range.isEmpty
                ? item.range.lowerBound < split || (item.range.lowerBound == split && item.kind == .close)
                : item.range.upperBound <= split
            if item.kind == .open || item.kind == .close {
                merged.items.append(restylingBoxes && onFirstLine ? restyled : item)
                continue
            }
            if onFirstLine || item.range.lowerBound >= split {
                merged.items.append(onFirstLine ? restyled : item)
                continue
            }
            let cut = split - item.range.lowerBound
            var head = restyled
            head.range = item.range.lowerBound..<split
            var tail = item
            tail.range = split..<item.range.upperBound
            if !item.sourceOffsets.isEmpty {
                head.sourceOffsets = SourceOffsets(item.sourceOffsets[..<cut])
                tail.sourceOffsets = SourceOffsets(item.sourceOffsets[cut...])
            }
            merged.items += [head, tail]
        }
        for index in merged.annotations.indices {
            merged.annotations[index].items = merged.annotations[index].items.map { $0 + insertedBefore[$0] }
        }
        return merged
    }
}
