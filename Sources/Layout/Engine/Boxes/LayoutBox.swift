import DOM

/// One box of the box tree: a block container (its children are blocks, or it holds one inline
/// formatting context), a replaced element, or a part of a table. Atomic inlines and floats are boxes
/// too, reached from the inline content that places them. Layout writes the box's geometry into it.
final class LayoutBox {
    enum Role {
        case block
        case replaced(intrinsic: IntrinsicSize)
        case table, tableRow, tableCell, tableCaption
        /// A `math` element, laid out by the math layout.
        case math(MathNode)
    }

    /// How the box takes part in its parent's layout.
    enum Placement: Equatable {
        case inFlow
        case float(left: Bool)
        /// An inline-block, inline-table or image sitting in a line.
        case atomicInline
    }

    let element: Node?
    /// Only the root's style changes after building: a tree reused for another viewport gets that
    /// viewport's root style (the columns of paginated mode are set on the root alone).
    var style: ElementStyle
    var role: Role
    var placement: Placement
    var children: [LayoutBox] = []
    /// The inline formatting context of a block container whose children are inline-level.
    var inlineContent: InlineContent?
    /// The inline content's layout that no width changes, when it was prepared before the tree's first
    /// layout (`TextPrefetch`); the tree's copies for other viewports share it.
    var preparedParagraph: PreparedParagraph?

    /// The border box in flow coordinates, once laid out (see `FlowGeometry`).
    var frame = BoxFrame()

    init(element: Node?, style: ElementStyle, role: Role = .block, placement: Placement = .inFlow) {
        self.element = element
        self.style = style
        self.role = role
        self.placement = placement
    }

    var isReplaced: Bool {
        if case .replaced = role { true } else { false }
    }

    /// Whether the box starts a new block formatting context: its margins never collapse with its
    /// children's and floats stay inside it.
    var establishesFormattingContext: Bool {
        switch role {
        case .replaced, .table, .tableCell, .tableCaption, .math: return true
        case .block, .tableRow:
            return placement != .inFlow || style.supplement.clipsOverflow
                || [.flowRoot, .inlineBlock, .flex, .grid, .inlineFlex, .inlineGrid].contains(style.computed.display)
        }
    }
}

/// Where a laid-out box sits: its border box in flow coordinates (before columns are applied).
struct BoxFrame: Equatable {
    var x = 0.0
    var y = 0.0
    var width = 0.0
    var height = 0.0
}

/// The natural size of a replaced element: known dimensions and the ratio between them (an SVG with
/// only a `viewBox` has a ratio and no size).
struct IntrinsicSize: Equatable, Sendable {
    var width: Double?
    var height: Double?
    var ratio: Double?

    init(width: Double?, height: Double?, ratio: Double? = nil) {
        self.width = width
        self.height = height
        if let ratio {
            self.ratio = ratio
        } else if let width, let height, width > 0, height > 0 {
            self.ratio = width / height
        }
    }
}
