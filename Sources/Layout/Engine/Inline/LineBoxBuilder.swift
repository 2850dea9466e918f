/// Builds one line box from a line's stretch of text: hanging white space zeroed, the text cut into
/// pieces by item and bidi level and put in visual order, each text piece set at its width rounded up
/// to a layout unit (`TextItemParts`), justified or aligned, and placed vertically
/// on a shared baseline from the strut and the inline boxes present on the line (LayoutNG's
/// line-height model: each box contributes its font's ascent and descent plus half-leading).
struct LineBoxBuilder {
    let content: InlineContent
    let container: ElementStyle
    let fonts: DocumentFonts
    let levels: BidiParagraph?
    let atomicMetrics: [Int: AtomicInlineMetrics]
    let edges: InlineEdgeWidths
    let hangs: [Bool]
    /// The code units of ruby bases widened by their annotation (they take no share of justification).
    let widenedBases: Set<Int>
    /// Text drawn with fallback faces, whose metrics enlarge `line-height: normal` lines.
    let fallbacks: [FallbackRun]
    /// The width of the hyphen drawn after each soft hyphen, by offset, for a line broken there.
    let hyphenWidths: [Int: Double]
    /// For each item, the index of the open item of the inline box it is in (nil: the block itself).
    private let parentBox: [Int?]
    private var boxMetrics: [Int: InlineBoxMetrics] = [:]
    /// The metrics of text and atomic items in no inline box, by item index.
    private var ownMetrics: [Int: InlineBoxMetrics] = [:]
    /// The justified line's opportunities, kept from line to line for its storage.
    private var justificationUnits: [Int] = []
    private let strut: InlineBoxMetrics
    /// The text and atomic items (the ones lines are cut into pieces from), in item order: each line
    /// looks only at these, and only at those its range can reach.
    private let placedItems: [(index: Int, range: Range<Int>, isAtomic: Bool)]
    /// Whether `placedItems` start in increasing order, so that a line can find its first one by bisection.
    private let placedItemsAreOrdered: Bool
    /// The open items of the inline boxes, with their offsets (in increasing order): in standards mode
    /// every inline box opened on a line counts in its height, empty ones too (an empty
    /// `<span epub:type="pagebreak"/>` in smaller type than its paragraph). Quirks mode, which counts
    /// only the boxes with text or inline borders and padding, is not modelled: books are XHTML.
    private let openedBoxes: [(index: Int, offset: Int)]

    init(content: InlineContent, container: ElementStyle, fonts: DocumentFonts, levels: BidiParagraph?,
         atomicMetrics: [Int: AtomicInlineMetrics], edges: InlineEdgeWidths, hangs: [Bool], widenedBases: Set<Int>,
         fallbacks: [FallbackRun], hyphenWidths: [Int: Double]) {
        self.content = content
        self.container = container
        self.fonts = fonts
        self.levels = levels
        self.atomicMetrics = atomicMetrics
        self.edges = edges
        self.hangs = hangs
        self.widenedBases = widenedBases
        self.fallbacks = fallbacks
        self.hyphenWidths = hyphenWidths
        var parents: [Int?] = []
        var stack: [Int] = []
        parents.reserveCapacity(content.items.count)
        for index in content.items.indices {
            let kind = content.items[index].kind
            if kind == .close, !stack.isEmpty { stack.removeLast() }
            parents.append(stack.last)
            if kind == .open { stack.append(index) }
        }
        parentBox = parents
        strut = InlineBoxMetrics(style: container, parent: nil, fonts: fonts)
        placedItems = content.items.indices.compactMap { index in
            let kind = content.items[index].kind
            guard kind == .text || kind == .atomic else { return nil }
            return (index, content.items[index].range, kind == .atomic)
        }
        openedBoxes = content.items.indices.compactMap { index in
            content.items[index].kind == .open ? (index, content.items[index].range.lowerBound) : nil
        }
        // An empty atomic range would be reached by `range.contains` yet not by overlap: scan all then.
        placedItemsAreOrdered = !placedItems.contains { $0.isAtomic && $0.range.isEmpty }
            && zip(placedItems, placedItems.dropFirst()).allSatisfy { $0.range.upperBound <= $1.range.lowerBound }
    }

    /// By bisection, the first index of `elements` where `reached` holds: it must hold of every element
    /// after that one too.
    private static func firstIndex<Element>(in elements: [Element], where reached: (Element) -> Bool) -> Int {
        var low = 0
        var high = elements.count
        while low < high {
            let middle = (low + high) / 2
            if reached(elements[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The inline boxes opened on a line over `range`: at its end too when it is the last line.
    private func boxesOpened(in range: Range<Int>, isLast: Bool) -> [Int] {
        var boxes: [Int] = []
        for box in openedBoxes[Self.firstIndex(in: openedBoxes, where: { $0.offset >= range.lowerBound })...] {
            guard box.offset < range.upperBound || (box.offset == range.upperBound && isLast) else { break }
            boxes.append(box.index)
        }
        return boxes
    }

    /// The placed items whose ranges may overlap `range`, in item order.
    private func placedItems(near range: Range<Int>) -> ArraySlice<(index: Int, range: Range<Int>, isAtomic: Bool)> {
        guard placedItemsAreOrdered else { return placedItems[...] }
        let low = Self.firstIndex(in: placedItems, where: { $0.range.upperBound > range.lowerBound })
        var end = low
        while end < placedItems.count, placedItems[end].range.lowerBound < range.upperBound { end += 1 }
        return placedItems[low..<end]
    }

    mutating func build(_ extent: LineExtent, isFirst: Bool, isLast: Bool, left: Double, width: Double,
                        indent: Double, advances: inout [Double]) -> LineGeometry {
        let range = extent.range
        var contentEnd = range.upperBound
        while contentEnd > range.lowerBound, hangs[contentEnd - 1] || content.text[contentEnd - 1] == 0x0A {
            contentEnd -= 1
        }
        for index in contentEnd..<range.upperBound { advances[index] = 0 }
        var pieces = visualPieces(range.lowerBound..<contentEnd)
        if pieces.isEmpty, extent.endsWithForcedBreak, let item = textItem(holding: range.upperBound - 1) {
            // A line holding only a preserved line break (an empty line of a `pre`) keeps the break as a
            // fragment, no wide, at its start: LayoutNG gives it a rect there.
            pieces = [piece(item, range.upperBound - 1..<range.upperBound - 1,
                            level: container.computed.direction == .rtl ? 1 : 0)]
        }
        roundTextPieces(pieces, advances: &advances)
        let hyphen = extent.isHyphenated ? hyphenWidths[range.upperBound - 1] ?? 0 : 0
        let available = width - indent
        var used = lineWidth(pieces, advances: advances) + hyphen
        let justifies = isJustified(isLast: isLast || extent.endsWithForcedBreak)
        var justificationExtra = 0.0
        if justifies, available > used {
            JustificationOpportunities.units(in: content.text, range.lowerBound..<contentEnd, excluding: widenedBases,
                                             into: &justificationUnits)
            if !justificationUnits.isEmpty {
                let extra = (available - used) / Double(justificationUnits.count)
                for index in justificationUnits { advances[index] += extra }
                justificationExtra = extra
                used = available
            }
        }
        let isRightToLeft = container.computed.direction == .rtl
        let offset = alignmentOffset(free: available - used, isLast: isLast || extent.endsWithForcedBreak)
        var x = left + (isRightToLeft ? 0 : indent) + offset
        let contentLeft = x
        var atomics: [PlacedAtomic] = []
        for index in pieces.indices {
            let first = pieces[index].range.lowerBound
            let last = pieces[index].range.upperBound - 1
            x += edges.before[pieces[index].isRightToLeft ? last : first] ?? 0
            pieces[index].left = x
            pieces[index].width = advances[pieces[index].range].reduce(0, +)
            x += pieces[index].width
            x += edges.after[pieces[index].isRightToLeft ? first : last] ?? 0
        }
        var vertical = LineVerticalMetrics(strut: strut)
        for piece in pieces {
            let chain = boxChain(of: piece.item)
            vertical.include(chain)
            includeFallbackFonts(of: piece, chain: chain, in: &vertical)
        }
        for box in boxesOpened(in: range, isLast: isLast) {
            vertical.include(boxChain(of: box) + [metrics(ofBox: box)])
        }
        for placed in placedItems(near: range) where placed.isAtomic && range.contains(placed.range.lowerBound) {
            guard let metrics = atomicMetrics[placed.index] else { continue }
            let index = placed.index
            vertical.includeAtomic(metrics, shift: chainShift(boxChain(of: index)))
        }
        var hasAtomicPieces = false
        for index in pieces.indices {
            let chain = boxChain(of: pieces[index].item)
            if content.items[pieces[index].item].kind == .atomic {
                hasAtomicPieces = true
                guard let metrics = atomicMetrics[pieces[index].item] else { continue }
                atomics.append(PlacedAtomic(item: pieces[index].item, left: pieces[index].left,
                                            top: vertical.ascent + chainShift(chain) - metrics.baseline))
                continue
            }
            let own = chain.last ?? ownMetrics(of: pieces[index].item)
            pieces[index].top = vertical.ascent + chainShift(chain) - own.fontAscent
            pieces[index].height = own.fontAscent + own.fontDescent
        }
        let textPieces = hasAtomicPieces ? pieces.filter { content.items[$0.item].kind == .text } : pieces
        let annotations = content.annotations.isEmpty ? [] : RubyColumns.annotationPieces(
            of: content, on: textPieces, advances: &advances,
            height: { annotation in
                let metrics = InlineBoxMetrics(style: annotation.style, parent: nil, fonts: fonts)
                return metrics.fontAscent + metrics.fontDescent
            },
            emTop: { emBox(of: $0).top })
        let height = vertical.ascent + vertical.descent
        var emBottom: Double?
        for piece in textPieces { emBottom = max(emBottom ?? -.infinity, emBox(of: piece).bottom) }
        return LineGeometry(top: 0, height: height, baseline: vertical.ascent,
                            pieces: annotations.isEmpty ? textPieces : textPieces + annotations, atomics: atomics,
                            contentLeft: contentLeft, contentRight: x,
                            annotationOverflow: max(0, -(annotations.map(\.top).min() ?? 0)),
                            annotationRoom: max(0, height - (emBottom ?? height)), justificationExtra: justificationExtra)
    }

    /// Sets each text piece at its width rounded up to a layout unit (`TextItemParts`). The rounding goes
    /// after the piece's glyphs, at its right end: on its logical last unit left to right, on its first
    /// right to left.
    private func roundTextPieces(_ pieces: [TextPiece], advances: inout [Double]) {
        for piece in pieces where content.items[piece.item].kind == .text && !piece.range.isEmpty {
            let width = advances[piece.range].reduce(0, +)
            advances[piece.isRightToLeft ? piece.range.lowerBound : piece.range.upperBound - 1] +=
                LayoutUnit.ceil(width) - width
        }
    }

    /// Where a text piece's em box starts and ends, from the line's top, as LayoutNG measures it for ruby:
    /// centred in the glyph box in horizontal text. In vertical text the central baseline splits the
    /// glyph box with the odd pixel over it, the em box's half over the baseline is rounded up to a whole
    /// pixel where annotations sit on it, and its distance to the glyph box's bottom down where the room
    /// for the next line's annotations is measured.
    private func emBox(of piece: TextPiece) -> (top: Double, bottom: Double) {
        let style = content.items[piece.item].style.computed
        guard style.writingMode.isVertical else {
            let inset = (piece.height - style.fontSize) / 2
            return (piece.top + inset, piece.top + piece.height - inset)
        }
        let em = LayoutUnit.round(style.fontSize)
        let emUnder = LayoutUnit.snap(em / 2)
        let under = (piece.height / 2).rounded(.down)
        let over = piece.height - under
        return (piece.top + over - min((em - emUnder).rounded(.up), over),
                piece.top + piece.height - max(0, under - emUnder).rounded(.down))
    }

    /// The inline boxes from the outermost to the one holding the item.
    private mutating func boxChain(of item: Int) -> [InlineBoxMetrics] {
        guard parentBox[item] != nil else { return [] }
        var chain: [Int] = []
        var current = parentBox[item]
        while let box = current {
            chain.append(box)
            current = parentBox[box]
        }
        return chain.reversed().map { metrics(ofBox: $0) }
    }

    /// The metrics of the inline box opened by item `box`.
    private mutating func metrics(ofBox box: Int) -> InlineBoxMetrics {
        if let known = boxMetrics[box] { return known }
        let parentStyle = parentBox[box].map { content.items[$0].style } ?? container
        let metrics = InlineBoxMetrics(style: content.items[box].style, parent: parentStyle, fonts: fonts)
        boxMetrics[box] = metrics
        return metrics
    }

    /// The metrics of an item's own font, for an item in no inline box.
    private mutating func ownMetrics(of item: Int) -> InlineBoxMetrics {
        if let known = ownMetrics[item] { return known }
        let metrics = InlineBoxMetrics(style: content.items[item].style, parent: nil, fonts: fonts)
        ownMetrics[item] = metrics
        return metrics
    }

    /// In a `line-height: normal` box, every font the text uses counts, each with its own line spacing
    /// (LayoutNG's used fonts).
    private func includeFallbackFonts(of piece: TextPiece, chain: [InlineBoxMetrics], in vertical: inout LineVerticalMetrics) {
        guard !fallbacks.isEmpty else { return }
        let style = content.items[piece.item].style.computed
        guard style.lineHeight == .normal, !style.writingMode.isVertical else { return }
        let shift = chainShift(chain)
        for run in fallbacks where run.range.overlaps(piece.range) {
            let metrics = fonts.metrics(of: run.face, size: style.fontSize)
            let ascent = metrics.ascent + LayoutUnit.floorToPixel((metrics.lineSpacing - metrics.ascent - metrics.descent) / 2)
            vertical.include(ascent: ascent, descent: metrics.lineSpacing - ascent, shift: shift)
        }
    }

    private func chainShift(_ chain: [InlineBoxMetrics]) -> Double {
        chain.reduce(0) { $0 + $1.baselineShift }
    }

    /// The line's text and atomic pieces, each at one bidi level, in visual order from the left.
    private func visualPieces(_ range: Range<Int>) -> [TextPiece] {
        var pieces: [TextPiece] = []
        let lineLevels = levels?.lineLevels(range)
        let near = placedItems(near: range)
        pieces.reserveCapacity(near.count)
        for (index, itemRange, _) in near {
            let overlap = itemRange.clamped(to: range)
            guard !overlap.isEmpty else { continue }
            var start = overlap.lowerBound
            for position in overlap where position > start {
                if let lineLevels, lineLevels[position - range.lowerBound] != lineLevels[start - range.lowerBound] {
                    pieces.append(piece(index, start..<position, level: lineLevels[start - range.lowerBound]))
                    start = position
                }
            }
            pieces.append(piece(index, start..<overlap.upperBound, level: lineLevels?[start - range.lowerBound] ?? 0))
        }
        guard let lineLevels else { return pieces }
        let order = BidiLineRules.visualOrder(levels: pieces.map { lineLevels[$0.range.lowerBound - range.lowerBound] })
        return order.map { pieces[$0] }
    }

    /// The text item holding the code unit at `offset`.
    private func textItem(holding offset: Int) -> Int? {
        placedItems(near: offset..<offset + 1).first { !$0.isAtomic && $0.range.contains(offset) }?.index
    }

    private func piece(_ item: Int, _ range: Range<Int>, level: UInt8) -> TextPiece {
        TextPiece(item: item, range: range, left: 0, width: 0, isRightToLeft: level % 2 == 1, top: 0, height: 0)
    }

    private func lineWidth(_ pieces: [TextPiece], advances: [Double]) -> Double {
        pieces.reduce(0) { total, piece in
            total + advances[piece.range].reduce(0, +) + (edges.before[piece.range.lowerBound] ?? 0)
                + (edges.after[piece.range.upperBound - 1] ?? 0)
        }
    }

    private func isJustified(isLast: Bool) -> Bool {
        let computed = container.computed
        if isLast { return container.supplement.textAlignLast == .justify }
        return computed.textAlign == .justify
    }

    /// How far the line's content starts from the start of its available space.
    private func alignmentOffset(free: Double, isLast: Bool) -> Double {
        guard free > 0 else { return 0 }
        let isRightToLeft = container.computed.direction == .rtl
        var align = container.computed.textAlign
        if isLast, let last = container.supplement.textAlignLast { align = last }
        switch align {
        case .left: return 0
        case .right: return free
        case .center: return LayoutUnit.snap(free / 2)
        case .start, .justify: return isRightToLeft ? free : 0
        case .end: return isRightToLeft ? 0 : free
        }
    }
}
