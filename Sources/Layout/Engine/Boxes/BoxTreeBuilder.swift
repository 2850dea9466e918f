import DOM

/// Builds the box tree of a document: computes every element's style top-down, drops what is not
/// displayed, turns elements into block, inline, atomic, float, replaced and table boxes, wraps inline
/// runs beside blocks in anonymous blocks, and adds generated content (`::before`/`::after` strings,
/// inside list markers).
struct BoxTreeBuilder {
    private(set) var resolver: StyleResolver
    let folder: DocumentResources
    /// For what depends on fonts while building (the size of MathML scripts).
    let fonts: DocumentFonts
    /// The numbers of list items, kept as they are found.
    let listOrdinals = ListOrdinals()
    /// Told of each box given inline content once that content is complete: nothing changes it after,
    /// so another thread can start on it while the rest of the tree is built (`TextPrefetch`).
    var paragraphFound: (LayoutBox) -> Void = { _ in }

    init(resolver: StyleResolver, folder: DocumentResources, fonts: DocumentFonts) {
        self.resolver = resolver
        self.folder = folder
        self.fonts = fonts
    }

    /// The root box (the root element's, always a block), its style from `rootStyle(of:)`.
    func build(root: Node, style: ElementStyle) -> LayoutBox {
        makeBox(for: root, style: style, placement: .inFlow)
    }

    /// The root element's style, blockified (it also fixes what `rem` is).
    mutating func rootStyle(of root: Node) -> ElementStyle {
        var style = resolver.rootStyle(of: root)
        style.computed.display = .block
        style.computed.float = .none
        return style
    }

    private func makeBox(for element: Node, style: ElementStyle, placement: LayoutBox.Placement) -> LayoutBox {
        if let intrinsic = ReplacedElements.intrinsicSize(of: element, folder: folder) {
            return LayoutBox(element: element, style: style, role: .replaced(intrinsic: intrinsic), placement: placement)
        }
        if style.computed.display == .table || style.computed.display == .inlineTable {
            return makeTable(for: element, style: style, placement: placement)
        }
        let box = LayoutBox(element: element, style: style, placement: placement)
        fill(box, from: element)
        return box
    }

    /// Lays out an element's children (and generated content) as the content of `box`.
    func fill(_ box: LayoutBox, from element: Node) {
        var collector = BlockChildrenCollector()
        let style = box.style
        if style.computed.display == .listItem, style.computed.listStylePosition == .inside,
           let marker = ListMarker.text(for: style.computed.listStyleType, ordinal: listOrdinals.ordinal(of: element)) {
            collector.inline.addGenerated(marker, style: style)
        }
        addGenerated(.before, of: element, style: style, to: &collector)
        for child in element.childNodes { collect(child, parentStyle: style, into: &collector) }
        addGenerated(.after, of: element, style: style, to: &collector)
        let paragraphs = collector.finish(into: box)
        addFirstLine(of: element, to: box)
        for paragraph in paragraphs { paragraphFound(paragraph) }
    }

    private func addGenerated(_ pseudo: PseudoElement, of element: Node, style: ElementStyle,
                              to collector: inout BlockChildrenCollector) {
        guard let pseudoStyle = resolver.style(of: pseudo, of: element, elementStyle: style),
              let text = pseudoStyle.supplement.content, pseudoStyle.computed.display != .none else { return }
        collector.inline.addGenerated(text, style: pseudoStyle)
    }

    func collect(_ node: Node, parentStyle: ElementStyle, into collector: inout BlockChildrenCollector) {
        if node.isCharacterData {
            collector.inline.addText(node, style: parentStyle)
            return
        }
        guard node.isElement, let name = node.localName?.lowercased() else { return }
        var style = resolver.style(of: node, parent: parentStyle)
        let display = style.computed.display
        if display == .none { return }
        if display == .contents {
            for child in node.childNodes { collect(child, parentStyle: style, into: &collector) }
            return
        }
        if style.computed.float != .none {
            style.computed.display = display.isInlineLevel ? .block : display
            collector.inline.addFloat(makeBox(for: node, style: style, placement: .float(left: style.computed.float == .left)))
            return
        }
        if name == "br" {
            collector.inline.addLineBreak(node, style: style)
            return
        }
        if name == "wbr" {
            collector.inline.addGenerated("\u{200B}", style: style)
            return
        }
        if name == "math", node.namespaceURI == Self.mathMLNamespace {
            let box = makeMathBox(for: node, style: style)
            if box.placement == .inFlow { collector.addBlock(box) } else { collector.inline.addAtomic(box) }
            return
        }
        let isReplaced = ReplacedElements.intrinsicSize(of: node, folder: folder) != nil
        guard display.isInlineLevel else {
            collector.addBlock(makeBox(for: node, style: style, placement: .inFlow))
            return
        }
        if isReplaced || [.inlineBlock, .inlineTable, .inlineFlex, .inlineGrid].contains(display) {
            collector.inline.addAtomic(makeBox(for: node, style: style, placement: .atomicInline))
            return
        }
        collector.open(node, style: style)
        addGenerated(.before, of: node, style: style, to: &collector)
        if display == .ruby {
            collectRuby(node, style: style, into: &collector)
        } else {
            for child in node.childNodes { collect(child, parentStyle: style, into: &collector) }
        }
        addGenerated(.after, of: node, style: style, to: &collector)
        collector.close(node, style: style)
    }
}
