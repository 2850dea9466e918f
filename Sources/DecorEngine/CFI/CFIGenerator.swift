import DOM

/// The canonical CFI of a DOM range, relative to its content document (a "partial" CFI): element steps
/// carry id assertions, points are character offsets into the character data at an odd step, a range
/// that selects exactly one element is that element's own CFI, and other ranges share their longest
/// common element path (so a range running from the root element's own character data into one of its
/// children has no CFI).
extension EPUBCFI {
    public init(range: DOMRange) throws {
        if let element = range.selectedNode, element.isElement {
            self.init(path: CFIPath(steps: try Self.elementSteps(to: element)))
            return
        }
        let startPoint = try Self.normalized(range.start)
        let startSteps = try Self.elementSteps(to: startPoint.parent)
        let start = Self.pointPath(startPoint, below: startSteps)
        guard !range.isCollapsed else {
            self.init(path: start)
            return
        }
        // Most ranges end in the element they start in, whose steps are then walked once.
        let endPoint = try Self.normalized(range.end)
        let end = Self.pointPath(endPoint, below: endPoint.parent == startPoint.parent ? startSteps : try Self.elementSteps(to: endPoint.parent))
        // The terminal character-data step always stays in the local paths.
        let sharable = min(start.steps.count, end.steps.count) - 1
        var common = 0
        while common < sharable, start.steps[common] == end.steps[common] { common += 1 }
        guard common > 0 else {
            throw CFIError.notExpressible(document: range.document.name,
                                          reason: "the range has no common element below the root, which a range CFI needs")
        }
        self.init(path: CFIPath(steps: Array(start.steps[..<common])),
                  range: CFIRange(start: CFIPath(steps: Array(start.steps[common...]), offset: start.offset),
                                  end: CFIPath(steps: Array(end.steps[common...]), offset: end.offset)))
    }

    /// The steps from the root element down to `element` (none for the root itself).
    static func elementSteps(to element: Node) throws -> [CFIStep] {
        guard element.isElement, let root = element.document.rootElement, root.contains(element) else {
            throw CFIError.notExpressible(document: element.document.name, reason: "the node is outside the document element")
        }
        var steps: [CFIStep] = []
        var current = element
        while let parent = current.parentElement {
            steps.append(CFIStep(index: current.elementStep, assertion: current.id.map { CFIAssertion(values: [$0]) }))
            current = parent
        }
        return steps.reversed()
    }

    /// A boundary point as its element's steps (`steps`), an odd step and a character offset into that
    /// step's data.
    private static func pointPath(_ point: (parent: Node, childIndex: Int, innerOffset: Int), below steps: [CFIStep]) -> CFIPath {
        let (parent, childIndex, innerOffset) = point
        var elementsBefore = 0
        var offset = innerOffset
        for child in parent.childNodes.prefix(childIndex) {
            if child.isElement {
                elementsBefore += 1
                offset = innerOffset
            } else if child.isCharacterData {
                offset += child.domLength
            }
        }
        let chunkStep = CFIStep(index: elementsBefore * 2 + 1)
        return CFIPath(steps: steps + [chunkStep], offset: CFIOffset(.character(offset)))
    }

    /// The element holding the point, the index of the child the point is in or before, and the
    /// offset inside that child (0 unless it is character data).
    private static func normalized(_ position: DOMPosition) throws -> (parent: Node, childIndex: Int, innerOffset: Int) {
        let container = position.container
        let document = container.document
        guard let root = document.rootElement else {
            throw CFIError.notExpressible(document: document.name, reason: "the document has no root element")
        }
        switch container.kind {
        case .text, .cdata:
            guard let parent = container.parent, parent.isElement else { break }
            return (parent, container.index, position.offset)
        case .comment, .processingInstruction:
            guard let parent = container.parent, parent.isElement else { break }
            return (parent, container.index, 0)
        case .element:
            return (container, position.offset, 0)
        default:
            break
        }
        // Outside the document element: clamp to its start or its end.
        let atStart = (try? DOMPosition(container: document.node, offset: root.index + 1))
            .map { position.compare(to: $0) < 0 } ?? true
        return (root, atStart ? 0 : root.childCount, 0)
    }
}
