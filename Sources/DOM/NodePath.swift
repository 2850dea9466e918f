/// A node's address as the list of 0-based child indices from the document node, every node kind counted
/// (a DOCTYPE included), which is what walking `childNodes` in a browser's DOM gives.
extension Node {
    public var path: [Int] {
        var indices: [Int] = []
        var current = self
        while let parent = current.parent {
            indices.append(current.index)
            current = parent
        }
        return indices.reversed()
    }
}

extension Document {
    /// The node at a path from the document node, nil when an index is out of range.
    public func node(atPath path: [Int]) -> Node? {
        var current = node
        for index in path {
            guard let child = current.child(at: index) else { return nil }
            current = child
        }
        return current
    }
}
