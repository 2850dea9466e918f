/// Lays MathML out as MathML Core does in a browser without the font's MATH table, simplified: tokens
/// sized by their ink, rows with operator spacing, scripts shifted from the base, fractions and under/
/// over scripts stacked around the math axis, tables as grids centred on the axis, radicals with room
/// for the sign. The result places every token's text, so ranges inside formulas have rects.
struct MathLayout {
    let fonts: DocumentFonts
    let cache: TextMeasurementCache
    /// The width of the line the formula sits in: tables wider than it shrink toward their min-content.
    var availableWidth = Double.infinity
    /// Where the largest parts without a table are kept from laying the formula out at another width, if
    /// anywhere; their own parts are not kept, as they are not laid out again.
    var subtrees: MathSubtreeBoxes?

    /// Lays out a node; `form` says where it stands in its parent row, which decides whether an operator
    /// stretches, and `stretchTarget` how tall a vertically stretchy one must get.
    func layout(_ node: MathNode, form: MathOperatorStretch.Form = .infix, stretchTarget: Double? = nil) -> MathBox {
        guard let subtrees, !node.containsTable else { return layoutAnew(node, form: form, stretchTarget: stretchTarget) }
        var whole = self
        whole.subtrees = nil
        return subtrees.box(of: node, form: form, stretchTarget: stretchTarget) {
            whole.layoutAnew(node, form: form, stretchTarget: stretchTarget)
        }
    }

    private func layoutAnew(_ node: MathNode, form: MathOperatorStretch.Form, stretchTarget: Double?) -> MathBox {
        switch node.kind {
        case .token(let content, let isOperator):
            return token(node, content: content, stretch: isOperator ? stretchDirection(of: node, form: form) : nil,
                         target: stretchTarget)
        case .row:
            // A row that is itself an embellished operator leaves its operator's spacing to its parent.
            let spacesOperators = node.embellishedOperator == nil || node.element?.localName == "math"
            return row(node.children, spacesOperators: spacesOperators)
        // Chromium spaces no operator standing alone in a cell, space-like children aside.
        case .tableCell:
            let cell = MathNode(element: nil, style: node.style, kind: .row, children: node.children)
            return row(node.children, spacesOperators: cell.embellishedOperator == nil)
        case .tableRow: return row(node.children, spacesOperators: true)
        case .space(let width, let height, let depth): return MathBox(width: width, ascent: height, descent: depth)
        case .lowerScript, .upperScript, .lowerAndUpperScripts: return scripts(node)
        case .under, .over, .underOver: return limits(node)
        case .fraction: return fraction(node)
        case .root(let hasIndex): return radical(node, hasIndex: hasIndex)
        case .table: return table(node)
        }
    }

    /// A token sized by the ink of its characters as written. A stretchy operator's text lies at the top
    /// of its box, and a vertical one is centred on the math axis, as tall as its row asks (`target`) when
    /// its glyph is shorter.
    private func token(_ node: MathNode, content: InlineContent, stretch: MathOperatorStretch.Direction?,
                       target: Double?) -> MathBox {
        let environment = InlineLayoutEnvironment(
            fonts: fonts, cache: cache, layoutAtomic: { _, _ in AtomicInlineMetrics(width: 0, height: 0, baseline: 0) },
            lineSpace: { _ in (0, 1e9) }, placeFloat: { _, _ in })
        let geometry = cache.tokenLines.geometry(of: content, container: node.style) {
            InlineLayout(content: content, container: node.style, environment: environment).layout(width: 1e9)
        }
        guard let line = geometry.lines.first else { return MathBox() }
        let characters = node.inkCharacters
        let ink = TextInk.extents(of: characters, range: 0..<characters.count, style: node.style.computed,
                                  fonts: fonts, cache: cache)
        var box = MathBox(width: line.contentRight - line.contentLeft, ascent: ink.ascent, descent: ink.descent)
        if stretch == nil { box.shrinkableWidth = max(0, box.width - Self.widestWord(of: geometry)) }
        var lineTop = -line.baseline
        if let stretch {
            if stretch == .vertical, let (face, glyph) = firstGlyph(of: node, content: content) {
                let stretched = verticalStretch(of: glyph, in: face, node: node, ink: ink, target: target)
                box.ascent = stretched.ascent
                box.descent = stretched.descent
                box.width = max(box.width, stretched.width)
            }
            lineTop = -box.ascent - (line.pieces.first?.top ?? 0)
        }
        box.ownParagraphs = [PlacedParagraph(geometry: geometry, left: -line.contentLeft, lineTops: [lineTop])]
        return box
    }

    /// The widest run of text between spaces: how narrow a text token could wrap.
    private static func widestWord(of geometry: ParagraphGeometry) -> Double {
        var widest = 0.0
        var word = 0.0
        for (index, unit) in geometry.content.text.prefix(geometry.content.lineTextEnd).enumerated() {
            if unit == 0x20 { word = 0 } else { word += geometry.advances[index] }
            widest = max(widest, word)
        }
        return widest
    }

    private func firstGlyph(of node: MathNode, content: InlineContent) -> (FontFace, UInt32)? {
        guard let face = fonts.primaryFace(for: node.style.computed),
              let glyph = TextShaper.shape(content.text, range: 0..<content.lineTextEnd, face: face,
                                           size: node.style.computed.fontSize).glyphs.first?.glyph
        else { return nil }
        return (face, glyph)
    }

    /// Children side by side with operator spacing. Vertically stretchy operators are laid out last, to
    /// reach as far above and below the math axis as the other children do.
    private func row(_ children: [MathNode], spacesOperators: Bool) -> MathBox {
        let forms = children.indices.map { MathOperatorStretch.Form(index: $0, count: children.count) }
        let fences = Set(children.indices.filter { stretchDirection(of: children[$0], form: forms[$0]) == .vertical })
        var laid = children.indices.map { fences.contains($0) ? MathBox() : layout(children[$0], form: forms[$0]) }
        if let first = fences.min() {
            let others = laid.indices.filter { !fences.contains($0) }.map { laid[$0] }
            let axis = constants(children[first]).axisHeight
            let target = 2 * max((others.map(\.ascent).max() ?? 0) - axis, (others.map(\.descent).max() ?? 0) + axis)
            for index in fences { laid[index] = layout(children[index], form: forms[index], stretchTarget: target) }
        }
        var box = MathBox()
        var x = 0.0
        for (index, child) in children.enumerated() {
            var spacing = (leading: 0.0, trailing: 0.0)
            if spacesOperators, let core = child.embellishedOperator, let text = core.operatorText {
                let em = MathOperators.spacing(of: text, form: forms[index])
                let size = core.style.computed.fontSize
                spacing = (MathOperators.pixels(em.leading, fontSize: size), MathOperators.pixels(em.trailing, fontSize: size))
            }
            box.place(laid[index], x: x + spacing.leading, shift: 0)
            box.shrinkableWidth += laid[index].shrinkableWidth
            x += spacing.leading + laid[index].width + spacing.trailing
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
    /// An accent touches its base; other scripts keep the font's under/overbar gap, and the stack gets the
    /// bar's extra ascender and descender.
    private func limits(_ node: MathNode) -> MathBox {
        guard let baseNode = node.children.first else { return MathBox() }
        if let text = baseNode.embellishedOperator?.operatorText, MathOperators.isLargeOperator(text) {
            let kind: MathNode.Kind = switch node.kind {
            case .under: .lowerScript
            case .over: .upperScript
            default: .lowerAndUpperScripts
            }
            return scripts(MathNode(element: node.element, style: node.style, kind: kind, children: node.children))
        }
        let base = layout(baseNode)
        let constants = self.constants(node)
        let under = node.kind.isSubscripted && node.children.count > 1 ? layout(node.children[1]) : nil
        let overIndex = node.kind.isSubscripted ? 2 : 1
        let over = node.kind.isSuperscripted && node.children.count > overIndex ? layout(node.children[overIndex]) : nil
        let width = max(base.width, under?.width ?? 0, over?.width ?? 0)
        var box = MathBox()
        box.place(base, x: (width - base.width) / 2, shift: 0)
        // A stretchy base (an arrow) stacks its scripts with the font's stretch-stack gaps, which are nil
        // in the fonts books use, and no extra ascender or descender.
        let stretchyBase = baseNode.embellishedOperator.map { stretchDirection(of: $0, form: .infix) == .horizontal }
            ?? false
        if let under {
            let gap = node.isAccent(under: true) || stretchyBase ? 0 : constants.underbarVerticalGap
            box.place(under, x: (width - under.width) / 2, shift: base.descent + gap + under.ascent)
            if !stretchyBase { box.descent += constants.underbarExtraDescender }
        }
        if let over {
            let gap = node.isAccent(under: false) || stretchyBase ? 0 : constants.overbarVerticalGap
            box.place(over, x: (width - over.width) / 2, shift: -(base.ascent + gap + over.descent))
            if !stretchyBase { box.ascent += constants.overbarExtraAscender }
        }
        box.width = width
        return box
    }

    private func fraction(_ node: MathNode) -> MathBox {
        guard node.children.count >= 2 else { return row(node.children, spacesOperators: true) }
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
        let body = hasIndex ? layout(node.children.first ?? node) : row(node.children, spacesOperators: true)
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

    func constants(_ node: MathNode) -> MathConstants {
        let face = fonts.primaryFace(for: node.style.computed)
        let size = node.style.computed.fontSize
        return MathConstants(face: face, size: size, metrics: face.map { fonts.metrics(of: $0, size: size) })
    }

    /// The `ex` of the element's primary font as Chromium measures it: the OS/2 x-height when the font
    /// records one, else the height of its hinted "x".
    func exHeight(_ node: MathNode) -> Double {
        let style = node.style.computed
        guard let face = fonts.primaryFace(for: style) else { return style.fontSize / 2 }
        if face.tables.os2.map({ $0.xHeight > 0 }) != true, let glyph = face.glyph(for: "x"),
           let bounds = cache.glyphBounds.bounds(of: glyph, in: face, size: style.fontSize) {
            return bounds.top
        }
        return fonts.metrics(of: face, size: style.fontSize).xHeight
    }
}
