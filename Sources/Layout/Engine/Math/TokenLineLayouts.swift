/// The lines of MathML token text, laid out once per distinct text and styles: a chapter's formulas
/// repeat the same few tokens (x, =, 1, parentheses) thousands of times. A token's line depends on its
/// content's text, items and styles and on its own style, never on which text nodes the text came
/// from, so a kept layout is handed back with the asking token's content (whose nodes and offsets
/// ranges are measured by) in place of the one it was made from.
final class TokenLineLayouts {
    /// What a token's line depends on. Hashed by the text, item ranges and font size alone, since hashing
    /// whole styles costs more than laying a short token out; equality compares the styles too.
    struct Key: Hashable {
        let container: ElementStyle
        let text: [UInt16]
        let lineTextEnd: Int
        let items: [Item]

        struct Item: Equatable {
            let kind: InlineItem.Kind
            let range: Range<Int>
            let style: ElementStyle
        }

        /// Nil for content this cache does not hold: with atomic inlines, ruby or a `::first-line` style.
        init?(content: InlineContent, container: ElementStyle) {
            guard content.annotations.isEmpty, content.firstLine == nil,
                  content.items.allSatisfy({ $0.box == nil }) else { return nil }
            self.container = container
            text = content.text
            lineTextEnd = content.lineTextEnd
            items = content.items.map { Item(kind: $0.kind, range: $0.range, style: $0.style) }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(container.computed.fontSize)
            hasher.combine(text)
            hasher.combine(lineTextEnd)
            for item in items { hasher.combine(item.range) }
        }
    }

    private var kept: [Key: ParagraphGeometry] = [:]

    /// The geometry of `content` in a token styled `container`: laid out by `layout` the first time.
    func geometry(of content: InlineContent, container: ElementStyle,
                  layout: () -> ParagraphGeometry) -> ParagraphGeometry {
        guard let key = Key(content: content, container: container) else { return layout() }
        if let known = kept[key] {
            return ParagraphGeometry(content: content, advances: known.advances, lines: known.lines)
        }
        var geometry = layout()
        geometry.advances = geometry.advances.packed()
        kept[key] = geometry
        return geometry
    }
}
