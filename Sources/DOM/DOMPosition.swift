/// A DOM boundary point: a container node and an offset in it, in UTF-16 code units for character data
/// and in child nodes for elements and the document, exactly as a browser's `Range` boundary.
public struct DOMPosition: Hashable, Sendable, CustomStringConvertible {
    public let container: Node
    public let offset: Int

    /// Fails when the offset is outside `0...container.domLength`.
    public init(container: Node, offset: Int) throws {
        guard offset >= 0, offset <= container.domLength else {
            throw DOMError.offsetOutOfRange(document: container.document.name, path: container.path,
                                            offset: offset, length: container.domLength)
        }
        self.container = container
        self.offset = offset
    }

    init(unchecked container: Node, offset: Int) {
        self.container = container
        self.offset = offset
    }

    /// The position just before a node, in its parent.
    public static func before(_ node: Node) -> DOMPosition? {
        node.parent.map { DOMPosition(unchecked: $0, offset: node.index) }
    }

    /// The position just after a node, in its parent.
    public static func after(_ node: Node) -> DOMPosition? {
        node.parent.map { DOMPosition(unchecked: $0, offset: node.index + 1) }
    }

    public var description: String { "\(container.path):\(offset)" }

    /// Orders two boundary points in the same document as the DOM's "compare boundary points" does:
    /// -1 when self is before `other`, 0 when equal, 1 when after.
    public func compare(to other: DOMPosition) -> Int {
        if container == other.container { return offset < other.offset ? -1 : (offset == other.offset ? 0 : 1) }
        if container.contains(other.container) {
            // `other` lies inside the child of `container` that contains it.
            let childIndex = ancestorIndex(of: other.container, under: container)
            return offset <= childIndex ? -1 : 1
        }
        if other.container.contains(container) { return -other.compare(to: self) }
        let mine = container.path, theirs = other.container.path
        for (left, right) in zip(mine, theirs) where left != right { return left < right ? -1 : 1 }
        return 0
    }

    private func ancestorIndex(of descendant: Node, under ancestor: Node) -> Int {
        var current = descendant
        while let parent = current.parent, parent != ancestor { current = parent }
        return current.index
    }
}
