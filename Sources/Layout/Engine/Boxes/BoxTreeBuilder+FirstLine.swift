import DOM

extension BoxTreeBuilder {
    /// Gives a block container whose own inline content starts its first line the content of that line
    /// under `::first-line` (nothing when no rule styles it). Inline boxes on the first line inherit
    /// from the first-line style (CSS Pseudo 4 §2.5.1), so their styles are computed again with it as
    /// the parent; generated text keeps its own style.
    func addFirstLine(of element: Node, to box: LayoutBox) {
        guard let content = box.inlineContent,
              let firstLine = resolver.style(of: .firstLine, of: element, elementStyle: box.style) else { return }
        var parents: [ElementStyle] = [firstLine]
        var items: [InlineItem] = []
        var text = content.text
        items.reserveCapacity(content.items.count)
        for item in content.items {
            var style = item.style
            switch item.kind {
            case .open:
                if let node = item.node { style = resolver.style(of: node, parent: parents[parents.count - 1]) }
                parents.append(style)
            case .close:
                if parents.count > 1 { style = parents.removeLast() }
            case .text where item.node != nil, .lineBreak:
                style = parents[parents.count - 1]
            case .text, .atomic, .float:
                break
            }
            if item.kind == .text, style.computed.textTransform != item.style.computed.textTransform {
                let previous = item.range.lowerBound > 0 ? text[item.range.lowerBound - 1] : nil
                text.replaceSubrange(item.range, with: TextTransformation.apply(
                    style.computed.textTransform, to: Array(text[item.range]), after: previous))
            }
            items.append(InlineItem(kind: item.kind, range: item.range, style: style, node: item.node,
                                    sourceOffsets: item.sourceOffsets, box: item.box))
        }
        box.inlineContent?.firstLine = FirstLineContent(container: firstLine, items: items, text: text)
    }
}
