/// `display`, outer and inner types folded into the keywords books use.
package enum Display: String, Hashable, Sendable {
    case none, block, inline, inlineBlock = "inline-block", listItem = "list-item", flowRoot = "flow-root"
    case contents, flex, inlineFlex = "inline-flex", grid, inlineGrid = "inline-grid"
    case table, inlineTable = "inline-table", tableRowGroup = "table-row-group"
    case tableHeaderGroup = "table-header-group", tableFooterGroup = "table-footer-group"
    case tableRow = "table-row", tableCell = "table-cell", tableColumnGroup = "table-column-group"
    case tableColumn = "table-column", tableCaption = "table-caption"
    case ruby, rubyText = "ruby-text", rubyBase = "ruby-base"

    /// Whether the box sits in a line (inline-level) rather than stacking as a block.
    package var isInlineLevel: Bool {
        switch self {
        case .inline, .inlineBlock, .inlineFlex, .inlineGrid, .inlineTable, .ruby, .rubyText, .rubyBase: true
        default: false
        }
    }
}

/// `float`: floats are laid out as boxes of the right size, not wrapped around.
package enum FloatPlacement: String, Hashable, Sendable {
    case none, left, right
}

/// `clear`.
package enum Clear: String, Hashable, Sendable {
    case none, left, right, both
}

/// `position`: out-of-flow boxes degrade to boxes in the flow.
package enum Position: String, Hashable, Sendable {
    case `static`, relative, absolute, fixed, sticky
}

/// `border-*-style`: only whether a border is drawn matters to geometry (`none`/`hidden` zero the width).
package enum BorderStyle: String, Hashable, Sendable {
    case none, hidden, dotted, dashed, solid, double, groove, ridge, inset, outset

    package var hasWidth: Bool { self != .none && self != .hidden }
}

/// `break-before`, `break-after` and `break-inside` (CSS Fragmentation 3).
package enum BreakValue: String, Hashable, Sendable {
    case auto, avoid, avoidPage = "avoid-page", avoidColumn = "avoid-column"
    case page, column, left, right, recto, verso

    /// Whether the value forces a break in a paginated (columns) flow.
    package var forcesBreak: Bool {
        switch self {
        case .page, .column, .left, .right, .recto, .verso: true
        default: false
        }
    }
}

/// `column-fill`: `auto` fills columns in turn, as paginated reading systems ask.
package enum ColumnFill: String, Hashable, Sendable {
    case auto, balance
}

/// `column-span`.
package enum ColumnSpan: String, Hashable, Sendable {
    case none, all
}
