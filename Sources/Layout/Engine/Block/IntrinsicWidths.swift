/// A box's minimum and maximum content widths (CSS Sizing 3 §5), what shrink-to-fit and table columns
/// are computed from: the widest unbreakable piece and the widest line without soft wraps, each with
/// the box's own horizontal padding and borders (and its children's margins) added.
struct IntrinsicWidths: Equatable {
    var minimum: Double
    var maximum: Double

    /// The content-box widths of `box` (its own edges not included).
    init(of box: LayoutBox, measuring shaper: ParagraphShaper, containingWidth: Double) {
        switch box.role {
        case .replaced(let intrinsic):
            let width = ReplacedSizing.size(style: box.style, intrinsic: intrinsic, containingWidth: containingWidth,
                                            containingHeight: nil).width
            self.init(minimum: width, maximum: width)
        case .table, .tableRow:
            let rows: [LayoutBox]
            if case .tableRow = box.role { rows = [box] } else { rows = box.children }
            var minimum = 0.0
            var maximum = 0.0
            for row in rows {
                let cells = row.children.map { Self.outer($0, measuring: shaper, containingWidth: containingWidth) }
                let spacing = box.style.supplement.borderSpacing * Double(cells.count + 1)
                minimum = max(minimum, cells.reduce(0) { $0 + $1.minimum } + spacing)
                maximum = max(maximum, cells.reduce(0) { $0 + $1.maximum } + spacing)
            }
            self.init(minimum: minimum, maximum: maximum)
        default:
            if let content = box.inlineContent {
                self = Self.inline(content, container: box.style, measuring: shaper, containingWidth: containingWidth)
            } else {
                let children = box.children.map { Self.outer($0, measuring: shaper, containingWidth: containingWidth) }
                self.init(minimum: children.map(\.minimum).max() ?? 0, maximum: children.map(\.maximum).max() ?? 0)
            }
        }
        if case .pixels(let width)? = box.style.computed.width, !box.isReplaced {
            let content = max(0, width - (box.style.supplement.isBorderBox ? Self.edges(box.style) : 0))
            self.init(minimum: content, maximum: content)
        }
    }

    init(minimum: Double, maximum: Double) {
        self.minimum = minimum
        self.maximum = max(minimum, maximum)
    }

    /// A box's widths with its horizontal margins, borders and padding (fixed lengths only).
    static func outer(_ box: LayoutBox, measuring shaper: ParagraphShaper, containingWidth: Double) -> IntrinsicWidths {
        let inner = IntrinsicWidths(of: box, measuring: shaper, containingWidth: containingWidth)
        let computed = box.style.computed
        let margins = fixed(computed.marginLeft) + fixed(computed.marginRight)
        let extra = margins + edges(box.style)
        return IntrinsicWidths(minimum: inner.minimum + extra, maximum: inner.maximum + extra)
    }

    private static func edges(_ style: ElementStyle) -> Double {
        let computed = style.computed
        let borders = computed.borderWidths
        return borders.left + borders.right + fixed(computed.paddingLeft) + fixed(computed.paddingRight)
    }

    private static func fixed(_ value: LengthPercentage?) -> Double {
        if case .pixels(let pixels)? = value { return pixels }
        return 0
    }

    private static func inline(_ content: InlineContent, container: ElementStyle, measuring shaper: ParagraphShaper,
                               containingWidth: Double) -> IntrinsicWidths {
        var atomicWidths: [Int: Double] = [:]
        var atomicMinimum = 0.0
        for item in content.items where item.kind == .atomic {
            guard let box = item.box else { continue }
            let widths = outer(box, measuring: shaper, containingWidth: containingWidth)
            atomicWidths[item.range.lowerBound] = widths.maximum
            atomicMinimum = max(atomicMinimum, widths.minimum)
        }
        // The widths lines are broken with (each text item set on layout units): a cell as wide as its
        // max-content must hold its content on one line, as LayoutNG measures both with its line breaker.
        var advances = TextItemParts(content, levels: nil)
            .snapping(shaper.shape(content, levels: nil, atomicWidths: atomicWidths).advances)
        for (offset, edge) in InlineLayout.edges(of: content).widthByUnit { advances[offset] += edge }
        let opportunities = ParagraphBreakOpportunities.compute(content, cache: shaper.cache)
        let text = content.text
        var minimum = atomicMinimum
        var maximum = 0.0
        var line = 0.0
        var piece = 0.0
        var trailing = 0.0
        for index in text.indices {
            if opportunities[index] != .prohibited {
                minimum = max(minimum, piece - trailing)
                piece = 0
            }
            if opportunities[index] == .mandatory {
                maximum = max(maximum, line - trailing)
                line = 0
            }
            let isSpace = text[index] == 0x20
            trailing = isSpace ? trailing + advances[index] : 0
            line += advances[index]
            piece += advances[index]
        }
        minimum = max(minimum, piece - trailing)
        maximum = max(maximum, line - trailing)
        let indent = container.computed.textIndent.resolved(against: containingWidth)
        return IntrinsicWidths(minimum: minimum, maximum: maximum + max(0, indent))
    }
}
