extension LayoutBox {
    /// The tree under this box made again for another viewport's layout to write its geometry into, with
    /// `rootStyle` for its root: the boxes are new, what they hold (styles, text, items, elements) is shared.
    func copiedTree(rootStyle: ElementStyle) -> LayoutBox {
        var copies: [ObjectIdentifier: LayoutBox] = [:]
        let root = copy(keepingIn: &copies)
        root.style = rootStyle
        return root
    }

    /// Whether a formula (a `math` element) is laid out anywhere in the tree under this box.
    var containsFormula: Bool {
        if case .math = role { return true }
        return children.contains { $0.containsFormula }
            || inlineContent?.items.contains { $0.box?.containsFormula ?? false } ?? false
    }

    /// The copy of this box and of the boxes under it; `copies` holds the ones made so far, so that a box
    /// reached twice (an atomic inline is an item of the content and of its first line) is copied once.
    fileprivate func copy(keepingIn copies: inout [ObjectIdentifier: LayoutBox]) -> LayoutBox {
        if let made = copies[ObjectIdentifier(self)] { return made }
        let made = LayoutBox(element: element, style: style, role: role, placement: placement)
        copies[ObjectIdentifier(self)] = made
        made.children = children.map { $0.copy(keepingIn: &copies) }
        if var content = inlineContent {
            if content.items.contains(where: { $0.box != nil }) {
                content.items = content.items.map { $0.withBoxCopied(keepingIn: &copies) }
                if let firstLine = content.firstLine {
                    content.firstLine = FirstLineContent(container: firstLine.container,
                                                         items: firstLine.items.map { $0.withBoxCopied(keepingIn: &copies) },
                                                         text: firstLine.text)
                }
            }
            made.inlineContent = content
            made.preparedParagraph = preparedParagraph
        }
        return made
    }
}

private extension InlineItem {
    func withBoxCopied(keepingIn copies: inout [ObjectIdentifier: LayoutBox]) -> InlineItem {
        guard let box else { return self }
        var item = self
        item.box = box.copy(keepingIn: &copies)
        return item
    }
}
