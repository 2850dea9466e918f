import DOM

extension BoxTreeBuilder {
    /// A `ruby` element's content: its base text goes into the line; each `rt` becomes an annotation
    /// of the base text before it (since the ruby's start or the previous annotation).
    func collectRuby(_ ruby: Node, style: ElementStyle, into collector: inout BlockChildrenCollector) {
        collector.inline.startRubyBase()
        for child in ruby.children {
            guard child.isElement else {
                collect(child, parentStyle: style, into: &collector)
                continue
            }
            let childStyle = resolver.style(of: child, parent: style)
            guard childStyle.computed.display == .rubyText else {
                collect(child, parentStyle: style, into: &collector)
                continue
            }
            collector.inline.addAnnotation(texts: textNodes(of: child, style: childStyle), style: childStyle)
        }
    }

    /// The displayed text nodes of an annotation with the style of the element holding each.
    private func textNodes(of element: Node, style: ElementStyle) -> [(node: Node, style: ElementStyle)] {
        element.children.flatMap { child -> [(node: Node, style: ElementStyle)] in
            if child.isCharacterData { return [(child, style)] }
            guard child.isElement else { return [] }
            let childStyle = resolver.style(of: child, parent: style)
            return childStyle.computed.display == .none ? [] : textNodes(of: child, style: childStyle)
        }
    }
}
