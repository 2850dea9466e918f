import DOM

/// Collects the inline content of one formatting context in document order, applying white-space
/// processing across text nodes (a space after a collapsible space disappears, whatever inline box it
/// is in), `text-transform`, and LayoutNG's removal of collapsible spaces at the end of the block and
/// before forced breaks.
struct InlineContentBuilder {
    private(set) var content = InlineContent()
    /// Leading white space of a block collapses away, as if it followed a collapsible space.
    private var followsCollapsibleSpace = true
    /// Where the current ruby base started, and the annotations waiting for the end of the line text.
    private var rubyBaseStart: Int?
    private var pendingAnnotations: [(base: Range<Int>, texts: [(node: Node, style: ElementStyle)], style: ElementStyle)] = []

    /// `mathItalic`: the text of a single-letter MathML identifier, drawn in mathematical italic.
    mutating func addText(_ node: Node, style: ElementStyle, mathItalic: Bool = false) {
        let source = node.characterDataUTF16
        guard !source.isEmpty else { return }
        let collapsed = WhiteSpaceCollapsing.collapse(
            source, whiteSpace: style.computed.whiteSpace, followsCollapsibleSpace: followsCollapsibleSpace)
        guard !collapsed.text.isEmpty else { return }
        let transformed = TextTransformation.apply(style.computed.textTransform, to: collapsed.text,
                                                   after: content.text.last)
        if mathItalic {
            let italic = MathItalic.map(transformed, sourceOffsets: collapsed.sourceOffsets)
            append(italic.text, style: style, node: node, offsets: italic.sourceOffsets)
        } else {
            append(transformed, style: style, node: node, offsets: collapsed.sourceOffsets)
        }
        followsCollapsibleSpace = collapsed.endsWithCollapsibleSpace
    }

    /// Text that no text node holds: `::before`/`::after` content, inside list markers.
    mutating func addGenerated(_ text: String, style: ElementStyle) {
        let collapsed = WhiteSpaceCollapsing.collapse(
            Array(text.utf16), whiteSpace: style.computed.whiteSpace, followsCollapsibleSpace: followsCollapsibleSpace)
        guard !collapsed.text.isEmpty else { return }
        append(collapsed.text, style: style, node: nil, offsets: SourceOffsets())
        followsCollapsibleSpace = collapsed.endsWithCollapsibleSpace
    }

    mutating func open(_ element: Node, style: ElementStyle) {
        content.items.append(InlineItem(kind: .open, range: empty, style: style, node: element))
    }

    mutating func close(_ element: Node, style: ElementStyle) {
        content.items.append(InlineItem(kind: .close, range: empty, style: style, node: element))
    }

    mutating func addAtomic(_ box: LayoutBox) {
        let start = content.text.count
        content.text.append(0xFFFC)
        content.items.append(InlineItem(kind: .atomic, range: start..<(start + 1), style: box.style,
                                        node: box.element, box: box))
        followsCollapsibleSpace = false
    }

    mutating func addFloat(_ box: LayoutBox) {
        content.items.append(InlineItem(kind: .float, range: empty, style: box.style, node: box.element, box: box))
    }

    mutating func addLineBreak(_ element: Node, style: ElementStyle) {
        removeTrailingCollapsibleSpace()
        let start = content.text.count
        content.text.append(0x0A)
        content.items.append(InlineItem(kind: .lineBreak, range: start..<(start + 1), style: style, node: element))
        followsCollapsibleSpace = true
    }

    /// A ruby base starts here (at a `ruby` element's start, or after an annotation).
    mutating func startRubyBase() {
        rubyBaseStart = content.text.count
    }

    /// An annotation (`rt`) of the base since `startRubyBase()`, from its text nodes.
    mutating func addAnnotation(texts: [(node: Node, style: ElementStyle)], style: ElementStyle) {
        let start = rubyBaseStart ?? content.text.count
        pendingAnnotations.append((start..<content.text.count, texts, style))
        rubyBaseStart = content.text.count
    }

    /// The content, its last collapsible space removed, its annotations' text appended.
    mutating func finish() -> InlineContent {
        removeTrailingCollapsibleSpace()
        content.lineTextEnd = content.text.count
        for pending in pendingAnnotations {
            let start = content.text.count
            let firstItem = content.items.count
            followsCollapsibleSpace = true
            for (node, style) in pending.texts { addText(node, style: style) }
            removeTrailingCollapsibleSpace()
            guard content.text.count > start else { continue }
            content.annotations.append(RubyAnnotation(
                base: pending.base, range: start..<content.text.count, items: Array(firstItem..<content.items.count),
                style: pending.style))
        }
        pendingAnnotations.removeAll()
        return content
    }

    private var empty: Range<Int> { content.text.count..<content.text.count }

    private mutating func append(_ text: [UInt16], style: ElementStyle, node: Node?, offsets: SourceOffsets) {
        let start = content.text.count
        content.text.append(contentsOf: text)
        content.items.append(InlineItem(kind: .text, range: start..<content.text.count, style: style, node: node,
                                        sourceOffsets: offsets))
    }

    /// Drops a collapsible space ending the content so far (and the text item's record of it).
    private mutating func removeTrailingCollapsibleSpace() {
        guard let index = content.items.lastIndex(where: { $0.kind == .text || $0.kind == .atomic || $0.kind == .lineBreak }),
              content.items[index].kind == .text, content.items[index].style.computed.whiteSpace.collapsesSpaces,
              content.items[index].range.upperBound == content.text.count, content.text.last == 0x20 else { return }
        content.text.removeLast()
        content.items[index].range = content.items[index].range.lowerBound..<content.text.count
        if !content.items[index].sourceOffsets.isEmpty { content.items[index].sourceOffsets.removeLast() }
        for later in (index + 1)..<content.items.count {
            content.items[later].range = content.text.count..<content.text.count
        }
    }
}
