/// Lays MathML out as MathML Core does in a browser without the font's MATH table, simplified: tokens
/// sized by their ink, rows with operator spacing, scripts shifted from the base, fractions and under/
/// over scripts stacked around the math axis, tables as grids centred on the axis, radicals with room
/// for the sign. The result places every token's text, so ranges inside formulas have rects.
struct MathLayout {
    let fonts: DocumentFonts
    let cache: TextMeasurementCache

    func layout(_ node: MathNode) -> MathBox {
        switch node.kind {
        case .token(let content, let isOperator): return token(node, content: content, isOperator: isOperator)
        case .row, .tableCell, .tableRow: return row(node.children)
        case .space(let width, let height, let depth): return MathBox(width: width, ascent: height, descent: depth)
        case .lowerScript, .upperScript, .lowerAndUpperScripts: return scripts(node)
        case .under, .over, .underOver: return limits(node)
        case .fraction: return fraction(node)
        case .root(let hasIndex): return radical(node, hasIndex: hasIndex)
        case .table: return table(node)
        }
    }

    private func token(_ node: MathNode, content: InlineContent, isOperator: Bool) -> MathBox {
        let environment = InlineLayoutEnvironment(
            fonts: fonts, cache: cache, layoutAtomic: { _, _ in AtomicInlineMetrics(width: 0, height: 0, baseline: 0) },
            lineSpace: { _ in (0, 1e9) }, placeFloat: { _, _ in })
        let geometry = InlineLayout(content: content, container: node.style, environment: environment).layout(width: 1e9)
        guard let line = geometry.lines.first else { return MathBox() }
        let ink = TextInk.extents(of: content.text, range: 0..<content.lineTextEnd, style: node.style.computed,
                                  fonts: fonts)
        var box = MathBox(width: line.contentRight - line.contentLeft, ascent: ink.ascent, descent: ink.descent)
        box.paragraphs = [PlacedParagraph(geometry: geometry, left: -line.contentLeft, lineTops: [-line.baseline])]
        return box
    }

    private func row(_ children: [MathNode]) -> MathBox {
        var box = MathBox()
        var x = 0.0
        for (index, child) in children.enumerated() {
            var spacing = (leading: 0.0, trailing: 0.0)
            if let core = child.embellishedOperator, case .token(let content, true) = core.kind {
                let em = MathOperators.spacing(of: String(decoding: content.text, as: UTF16.self),
                                               isFirst: index == 0, isLast: index == children.count - 1)
                spacing = (em.leading * core.style.computed.fontSize, em.trailing * core.style.computed.fontSize)
            }
            let laid = layout(child)
            box.place(laid, x: x + spacing.leading, shift: 0)
            x += spacing.leading + laid.width + spacing.trailing
        }
        box.width = x
        return box
    }

    private func scripts(_ node: MathNode) -> MathBox {
        guard let baseNode = node.children.first else { return MathBox() }
        let base = layout(baseNode)
        let constants = self.constants(node)
        var box = MathBox()
        box.place(base, x: 0, shift: 0)
        var scriptWidth = 0.0
        let hasSub = node.kind.isSubscripted, hasSup = node.kind.isSuperscripted
        if hasSub, node.children.count > 1 {
            let sub = layout(node.children[1])
            let shift = max(constants.subscriptShiftDown, base.descent + constants.subscriptBaselineDropMin,
                            sub.ascent - constants.subscriptTopMax)
            box.place(sub, x: base.width, shift: shift)
            scriptWidth = sub.width
        }
        let supIndex = hasSub ? 2 : 1
        if hasSup, node.children.count > supIndex {
            let sup = layout(node.children[supIndex])
            let shift = max(constants.superscriptShiftUp, base.ascent - constants.superscriptBaselineDropMax,
                            sup.descent + constants.superscriptBottomMin)
            box.place(sup, x: base.width, shift: -shift)
            scriptWidth = max(scriptWidth, sup.width)
        }
        box.width = base.width + scriptWidth + constants.spaceAfterScript
        return box
    }

    /// Under and over scripts: stacked and centred, or as scripts beside a large operator in inline math.
    private func limits(_ node: MathNode) -> MathBox {
        guard let baseNode = node.children.first else { return MathBox() }
        if case .token(let content, true) = baseNode.kind,
           MathOperators.isLargeOperator(String(decoding: content.text, as: UTF16.self)) {
            let kind: MathNode.Kind = switch node.kind {
            case .under: .lowerScript
            case .over: .upperScript
            default: .lowerAndUpperScripts
            }
            return scripts(MathNode(element: node.element, style: node.style, kind: kind, children: node.children))
        }
        let base = layout(baseNode)
        let gap = constants(node).limitGapMin
        let under = node.kind.isSubscripted && node.children.count > 1 ? layout(node.children[1]) : nil
        let overIndex = node.kind.isSubscripted ? 2 : 1
        let over = node.kind.isSuperscripted && node.children.count > overIndex ? layout(node.children[overIndex]) : nil
        let width = max(base.width, under?.width ?? 0, over?.width ?? 0)
        var box = MathBox()
        box.place(base, x: (width - base.width) / 2, shift: 0)
        if let under { box.place(under, x: (width - under.width) / 2, shift: base.descent + gap + under.ascent) }
        if let over { box.place(over, x: (width - over.width) / 2, shift: -(base.ascent + gap + over.descent)) }
        box.width = width
        return box
    }

    private func fraction(_ node: MathNode) -> MathBox {
        guard node.children.count >= 2 else { return row(node.children) }
        let numerator = layout(node.children[0])
        let denominator = layout(node.children[1])
        let constants = self.constants(node)
        let axis = constants.axisHeight
        let halfRule = constants.fractionRuleThickness / 2
        let width = max(numerator.width, denominator.width) + 2
        var box = MathBox()
        box.place(numerator, x: (width - numerator.width) / 2, shift: -max(
            constants.fractionNumeratorShiftUp, axis + halfRule + constants.fractionGapMin + numerator.descent))
        box.place(denominator, x: (width - denominator.width) / 2, shift: max(
            constants.fractionDenominatorShiftDown, denominator.ascent - axis + halfRule + constants.fractionGapMin))
        box.width = width
        return box
    }

    private func radical(_ node: MathNode, hasIndex: Bool) -> MathBox {
        let body = hasIndex ? layout(node.children.first ?? node) : row(node.children)
        let size = node.style.computed.fontSize
        let sign = 0.833 * size
        var box = MathBox()
        var x = 0.0
        if hasIndex, node.children.count > 1 {
            let index = layout(node.children[1])
            box.place(index, x: 0, shift: -(body.ascent * 0.6))
            x = max(0, index.width - 0.55 * size)
        }
        box.place(body, x: x + sign, shift: 0)
        box.ascent = max(box.ascent, body.ascent + 0.15 * size)
        box.width = x + sign + body.width
        return box
    }

    /// A grid: columns as wide as their widest cell plus 0.4em on each side, rows as tall as their
    /// tallest cell plus half an ex above and below, the whole centred on the math axis.
    private func table(_ node: MathNode) -> MathBox {
        let size = node.style.computed.fontSize
        let xHeight = metrics(node).xHeight
        let rows = node.children.map { row in row.children.map(layout) }
        let columnCount = rows.map(\.count).max() ?? 0
        var columnWidths = [Double](repeating: 0, count: columnCount)
        for cells in rows { for (index, cell) in cells.enumerated() { columnWidths[index] = max(columnWidths[index], cell.width) } }
        let padding = (horizontal: 0.4 * size, vertical: xHeight.rounded(.up) / 2)
        var box = MathBox()
        var y = 0.0
        for cells in rows {
            let ascent = cells.map(\.ascent).max() ?? 0
            let descent = cells.map(\.descent).max() ?? 0
            let baseline = y + padding.vertical + ascent
            var x = 0.0
            for (index, cell) in cells.enumerated() {
                let columnWidth = columnWidths[index] + 2 * padding.horizontal
                box.place(cell, x: x + (columnWidth - cell.width) / 2, shift: baseline)
                x += columnWidth
            }
            y = baseline + descent + padding.vertical
        }
        let shift = y / 2 + constants(node).axisHeight
        var centred = MathBox()
        centred.place(MathBox(width: 0, ascent: 0, descent: y, paragraphs: box.paragraphs), x: 0, shift: -shift)
        centred.ascent = shift
        centred.descent = y - shift
        centred.width = columnWidths.reduce(0) { $0 + $1 + 2 * padding.horizontal }
        return centred
    }

    private func constants(_ node: MathNode) -> MathConstants {
        let face = fonts.primaryFace(for: node.style.computed)
        let size = node.style.computed.fontSize
        return MathConstants(face: face, size: size, metrics: face.map { fonts.metrics(of: $0, size: size) })
    }

    /// The x-height and rule thickness of the element's primary font.
    private func metrics(_ node: MathNode) -> (xHeight: Double, underlineThickness: Double) {
        let style = node.style.computed
        guard let face = fonts.primaryFace(for: style) else { return (style.fontSize / 2, 1) }
        let metrics = fonts.metrics(of: face, size: style.fontSize)
        return (metrics.xHeight, metrics.underlineThickness)
    }
}

extension MathNode {
    /// The operator at the core of an embellished operator (an `mo`, or scripts, fractions or rows built
    /// on one), whose spacing the whole construct takes; nil when this is not one.
    var embellishedOperator: MathNode? {
        switch kind {
        case .token(_, true): return self
        case .lowerScript, .upperScript, .lowerAndUpperScripts, .under, .over, .underOver, .fraction:
            return children.first?.embellishedOperator
        case .row: return children.count == 1 ? children[0].embellishedOperator : nil
        default: return nil
        }
    }
}

extension MathNode.Kind {
    var isSubscripted: Bool {
        switch self {
        case .lowerScript, .lowerAndUpperScripts, .under, .underOver: true
        default: false
        }
    }

    var isSuperscripted: Bool {
        switch self {
        case .upperScript, .lowerAndUpperScripts, .over, .underOver: true
        default: false
        }
    }
}
