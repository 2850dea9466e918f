/// `querySelector` / `querySelectorAll` over a document or an element's descendants.
extension Node {
    /// The first descendant element, in document order, that matches the selector list.
    public func querySelector(_ selectors: SelectorList) -> Node? {
        var current = nextInDocumentOrder(within: self)
        while let node = current {
            if node.isElement, selectors.matches(node) { return node }
            current = node.nextInDocumentOrder(within: self)
        }
        return nil
    }

    /// Every matching descendant element in document order.
    public func querySelectorAll(_ selectors: SelectorList) -> [Node] {
        descendantElements.filter { selectors.matches($0) }
    }

    /// Parses then queries; a bad selector throws `SelectorParseError`.
    public func querySelector(_ selectors: String) throws -> Node? {
        querySelector(try SelectorParser.parse(selectors))
    }

    public func querySelectorAll(_ selectors: String) throws -> [Node] {
        querySelectorAll(try SelectorParser.parse(selectors))
    }
}
