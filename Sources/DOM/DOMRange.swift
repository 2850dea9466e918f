/// A DOM range between two boundary points of one document, start never after end.
public struct DOMRange: Hashable, Sendable, CustomStringConvertible {
    public let start: DOMPosition
    public let end: DOMPosition

    /// Fails when the points are in different documents or `end` comes before `start`.
    public init(start: DOMPosition, end: DOMPosition) throws {
        guard start.container.document === end.container.document else {
            throw DOMError.invalidRange(document: start.container.document.name, reason: "the boundaries are in different documents")
        }
        guard start.compare(to: end) <= 0 else {
            throw DOMError.invalidRange(document: start.container.document.name, reason: "the end \(end) is before the start \(start)")
        }
        self.start = start
        self.end = end
    }

    /// The collapsed range at one position.
    public init(collapsedAt position: DOMPosition) {
        start = position
        end = position
    }

    /// The range that selects a node: from just before it to just after it.
    public init?(selecting node: Node) {
        guard let before = DOMPosition.before(node), let after = DOMPosition.after(node) else { return nil }
        start = before
        end = after
    }

    /// The range that covers a node's contents: `(node, 0)` to `(node, length)`.
    public init(contentsOf node: Node) {
        start = DOMPosition(unchecked: node, offset: 0)
        end = DOMPosition(unchecked: node, offset: node.domLength)
    }

    public var document: Document { start.container.document }
    public var isCollapsed: Bool { start == end }

    /// The node this range selects when it spans exactly one child of one container.
    public var selectedNode: Node? {
        guard start.container == end.container, end.offset == start.offset + 1 else { return nil }
        return start.container.child(at: start.offset)
    }

    /// The UTF-16 offsets of the range in its document's text.
    public var textOffsets: Range<Int> {
        let text = document.text
        return text.offset(of: start)..<text.offset(of: end)
    }

    /// The character data inside the range, as DOM `Range.toString()`.
    public var text: String { document.text.substring(textOffsets) }

    public var description: String { "[\(start), \(end)]" }
}
