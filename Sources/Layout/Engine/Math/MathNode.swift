import DOM

/// A MathML element as the math layout sees it: what kind of layout it asks for, its style (scripts
/// already at their smaller size) and its children; token elements carry their text as inline content.
final class MathNode {
    enum Kind {
        /// `mi`, `mn`, `mo`, `mtext`, `ms`: text, with its ink box.
        case token(InlineContent, isOperator: Bool)
        /// `math`, `mrow` and everything laid out as a row of children.
        case row
        case lowerScript, upperScript, lowerAndUpperScripts
        case under, over, underOver
        case fraction
        case root(hasIndex: Bool)
        case space(width: Double, height: Double, depth: Double)
        case table
        case tableRow
        case tableCell
    }

    let element: Node?
    let style: ElementStyle
    let kind: Kind
    let children: [MathNode]

    /// Whether the node or a descendant is a table, whose layout depends on the line's width.
    private(set) lazy var containsTable: Bool = {
        if case .table = kind { return true }
        return children.contains { $0.containsTable }
    }()

    /// Where the operator at the core of an embellished operator is: the node itself is not held as a
    /// reference to itself, which would keep it from being freed.
    enum Embellishment {
        case none, itself
        case inside(MathNode)
    }

    /// See `embellishedOperator`.
    private(set) lazy var embellishment: Embellishment = findEmbellishment()
    /// See `findIsSpaceLike`.
    private(set) lazy var isSpaceLike: Bool = findIsSpaceLike()

    init(element: Node?, style: ElementStyle, kind: Kind, children: [MathNode] = []) {
        self.element = element
        self.style = style
        self.kind = kind
        self.children = children
    }
}
