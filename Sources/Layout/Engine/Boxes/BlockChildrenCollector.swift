import DOM

/// Gathers the children of one block container as they are found in document order: block-level boxes,
/// and runs of inline-level content between them. A block found inside inline elements splits them (CSS
/// 2 §9.2.1.1): the open inline boxes are closed before it and opened again after it. When the container
/// has block children, each non-empty inline run becomes an anonymous block; otherwise the one run is the
/// container's own inline content.
struct BlockChildrenCollector {
    private enum Segment {
        case inline(InlineContent)
        case block(LayoutBox)
    }

    private var segments: [Segment] = []
    var inline = InlineContentBuilder()
    /// The inline elements open at this point, outermost first.
    private var openElements: [(element: Node, style: ElementStyle)] = []

    mutating func open(_ element: Node, style: ElementStyle) {
        inline.open(element, style: style)
        openElements.append((element, style))
    }

    mutating func close(_ element: Node, style: ElementStyle) {
        inline.close(element, style: style)
        openElements.removeLast()
    }

    mutating func addBlock(_ box: LayoutBox) {
        for open in openElements.reversed() { inline.close(open.element, style: open.style) }
        segments.append(.inline(inline.finish()))
        segments.append(.block(box))
        inline = InlineContentBuilder()
        for open in openElements { inline.open(open.element, style: open.style) }
    }

    /// Sets the container's children or inline content, and returns the boxes given inline content: the
    /// container, or the anonymous blocks made for the inline runs between its block children.
    mutating func finish(into container: LayoutBox) -> [LayoutBox] {
        segments.append(.inline(inline.finish()))
        let hasBlocks = segments.contains { if case .block = $0 { true } else { false } }
        guard hasBlocks else {
            guard case .inline(let content)? = segments.first, !content.items.isEmpty else { return [] }
            container.inlineContent = content
            return [container]
        }
        var paragraphs: [LayoutBox] = []
        for segment in segments {
            switch segment {
            case .block(let box):
                container.children.append(box)
            case .inline(let content):
                let hasFloats = content.items.contains { $0.kind == .float }
                guard !content.isEmpty || hasFloats else { continue }
                let anonymous = LayoutBox(element: nil, style: container.style.anonymousChild())
                anonymous.inlineContent = content
                container.children.append(anonymous)
                paragraphs.append(anonymous)
            }
        }
        return paragraphs
    }
}
