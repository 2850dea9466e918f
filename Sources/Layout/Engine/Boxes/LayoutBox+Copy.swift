import DOM

extension LayoutBox {
    /// The tree under this box made again for another viewport's layout to write its geometry into, with
    /// `rootStyle` for its root and the styles of `restyling` (by the identity of the style each replaces)
    /// for the boxes and items that had those: the boxes are new, what they hold (styles, text, items,
    /// elements) is shared. Nil when a box of one of `restyledElements` had another style (one the tree's
    /// builder derived from its element's), which only building the tree again makes.
    func copiedTree(rootStyle: ElementStyle, restyling: [ObjectIdentifier: ElementStyle] = [:],
                    restyledElements: Set<Node> = []) -> LayoutBox? {
        var copy = TreeCopy(restyling: restyling, restyledElements: restyledElements)
        let root = copy.copy(self)
        root.style = rootStyle
        return copy.missedAStyle ? nil : root
    }

    /// Whether a formula (a `math` element) is laid out anywhere in the tree under this box.
    var containsFormula: Bool {
        if case .math = role { return true }
        return children.contains { $0.containsFormula }
            || inlineContent?.items.contains { $0.box?.containsFormula ?? false } ?? false
    }
}

/// One copy of a box tree under way: the boxes made so far, so that a box reached twice (an atomic inline
/// is an item of the content and of its first line) is copied once, and the styles that replace others.
private struct TreeCopy {
    let restyling: [ObjectIdentifier: ElementStyle]
    /// The elements whose boxes must all take a style of `restyling`.
    let restyledElements: Set<Node>
    var copies: [ObjectIdentifier: LayoutBox] = [:]
    /// Whether a box of `restyledElements` had a style `restyling` does not replace.
    private(set) var missedAStyle = false

    init(restyling: [ObjectIdentifier: ElementStyle], restyledElements: Set<Node>) {
        self.restyling = restyling
        self.restyledElements = restyledElements
    }

    /// The copy of a box and of the boxes under it.
    mutating func copy(_ box: LayoutBox) -> LayoutBox {
        if let made = copies[ObjectIdentifier(box)] { return made }
        if let element = box.element, restyledElements.contains(element), restyling[box.style.identity] == nil {
            missedAStyle = true
        }
        let made = LayoutBox(element: box.element, style: style(box.style), role: box.role, placement: box.placement)
        copies[ObjectIdentifier(box)] = made
        made.children = box.children.map { copy($0) }
        if var content = box.inlineContent {
            if content.items.contains(where: { $0.box != nil || restyling[$0.style.identity] != nil }) {
                content.items = content.items.map { copy($0) }
                if let firstLine = content.firstLine {
                    content.firstLine = FirstLineContent(container: firstLine.container,
                                                         items: firstLine.items.map { copy($0) }, text: firstLine.text)
                }
            }
            made.inlineContent = content
            made.preparedParagraph = box.preparedParagraph
        }
        return made
    }

    private func style(_ style: ElementStyle) -> ElementStyle {
        restyling[style.identity] ?? style
    }

    private mutating func copy(_ item: InlineItem) -> InlineItem {
        var copied = item
        copied.style = style(item.style)
        copied.box = item.box.map { copy($0) }
        return copied
    }
}
