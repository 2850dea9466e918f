/// Lays out one inline formatting context: shapes its text, finds the break opportunities, breaks it
/// into lines one at a time (each line as wide as the floats beside it allow, the first indented), and
/// builds each line box.
struct InlineLayout {
    let content: InlineContent
    /// The style of the block container (the strut, alignment, indent, direction).
    let container: ElementStyle
    let environment: InlineLayoutEnvironment
    /// The content's width-independent layout, when it was prepared ahead.
    var prepared: PreparedParagraph?

    func layout(width: Double) -> ParagraphGeometry {
        if let firstLine = content.firstLine { return layoutWithFirstLine(firstLine, width: width) }
        return layoutLines(of: content, width: width, floats: content.items.filter { $0.kind == .float }[...],
                           prepared: prepared)
    }

    /// Breaks `content` into lines and builds them, the first one as `firstLine` decided when given;
    /// `floats` are those not placed yet. `prepared` is used when it was made for `content` under the
    /// container's direction.
    func layoutLines(of content: InlineContent, width: Double, floats: ArraySlice<InlineItem>,
                     firstLine: DecidedFirstLine? = nil, prepared: PreparedParagraph? = nil) -> ParagraphGeometry {
        let text = content.text
        var atomicMetrics: [Int: AtomicInlineMetrics] = [:]
        let paragraph: PreparedParagraph
        let isPrepared = prepared.map { $0.direction == container.computed.direction } ?? false
        if let prepared, isPrepared {
            paragraph = prepared
        } else {
            var atomicWidths: [Int: Double] = [:]
            for (index, item) in content.items.enumerated() where item.kind == .atomic {
                guard let box = item.box else { continue }
                let metrics = environment.layoutAtomic(box, width)
                atomicWidths[item.range.lowerBound] = metrics.width
                atomicMetrics[index] = metrics
            }
            paragraph = PreparedParagraph(content, direction: container.computed.direction, atomicWidths: atomicWidths,
                                          fonts: environment.fonts, cache: environment.cache)
        }
        // Line boxes change the advances in place (a copy of their own), while the breaker reads the
        // preparation's.
        var advances = paragraph.advances
        let hyphens = hyphenWidths(in: content)
        let breaker = LineBreaker(
            text: text, end: content.lineTextEnd, widths: paragraph.widths, advances: paragraph.advances,
            parts: paragraph.parts,
            opportunities: paragraph.opportunities, hangs: paragraph.hangs, hyphenWidths: hyphens)
        func lineBoxBuilder(for content: InlineContent, container: ElementStyle,
                            hyphenWidths: [Int: Double]) -> LineBoxBuilder {
            LineBoxBuilder(content: content, container: container, fonts: environment.fonts, levels: paragraph.levels,
                           atomicMetrics: atomicMetrics, edges: paragraph.edges, hangs: paragraph.hangs,
                           widenedBases: paragraph.widenedBases, fallbacks: paragraph.fallbacks, hyphenWidths: hyphenWidths)
        }
        var builder = lineBoxBuilder(for: content, container: container, hyphenWidths: hyphens)
        let firstLineBuilder = firstLine.map {
            lineBoxBuilder(for: $0.content, container: $0.container, hyphenWidths: hyphenWidths(in: $0.content))
        }
        let indent = container.computed.textIndent.resolved(against: width)
        var lines: [LineGeometry] = []
        var start = 0
        var top = 0.0
        var floats = floats
        while start < content.lineTextEnd {
            placeFloats(&floats, anchoredAtOrBefore: start, top: top)
            let space = environment.lineSpace(top)
            let lineIndent = lines.isEmpty ? indent : 0
            let isFirst = lines.isEmpty
            let extent = (isFirst ? firstLine?.extent : nil)
                ?? breaker.line(from: start, width: space.width - lineIndent)
            let isLast = extent.range.upperBound == content.lineTextEnd
            var line: LineGeometry
            if isFirst, var firstLineBuilder {
                line = firstLineBuilder.build(extent, isFirst: true, isLast: isLast, left: space.left,
                                              width: space.width, indent: lineIndent, advances: &advances)
            } else {
                line = builder.build(extent, isFirst: isFirst, isLast: isLast, left: space.left, width: space.width,
                                     indent: lineIndent, advances: &advances)
            }
            line.top = top
            lines.append(line)
            // A float met inside a line is placed beside that line, as a browser places it when it fits.
            placeFloats(&floats, anchoredAtOrBefore: extent.range.upperBound, top: top)
            top += line.height
            start = extent.range.upperBound
        }
        placeFloats(&floats, anchoredAtOrBefore: Int.max, top: top)
        return ParagraphGeometry(content: content, advances: PackedAdvances(unpacked: advances), lines: lines)
    }

    func placeFloats(_ floats: inout ArraySlice<InlineItem>, anchoredAtOrBefore offset: Int, top: Double) {
        while let next = floats.first, next.range.lowerBound <= offset {
            if let box = next.box { environment.placeFloat(box, top) }
            floats.removeFirst()
        }
    }

    /// The width of the hyphen drawn when a line breaks after each soft hyphen of the text, by offset.
    func hyphenWidths(in content: InlineContent) -> [Int: Double] {
        var widths: [Int: Double] = [:]
        for offset in content.text.indices where content.text[offset] == 0xAD {
            widths[offset] = hyphenWidth(at: offset, in: content)
        }
        return widths
    }

    /// The width of the hyphen drawn when a line breaks after the soft hyphen at `offset`.
    private func hyphenWidth(at offset: Int, in content: InlineContent) -> Double {
        guard let item = content.items.first(where: { $0.kind == .text && $0.range.contains(offset) }),
              let face = environment.fonts.primaryFace(for: item.style.computed),
              let glyph = face.glyph(for: "-") else { return 0 }
        return Double(face.advance(of: glyph)) * item.style.computed.fontSize / Double(face.unitsPerEm)
    }

    /// Whether each code unit is white space that hangs at a line's end.
    static func hangingUnits(of content: InlineContent) -> [Bool] {
        var hangs = [Bool](repeating: false, count: content.text.count)
        content.text.withUnsafeBufferPointer { text in
            hangs.withUnsafeMutableBufferPointer { hangs in
                for index in content.items.indices where content.items[index].kind == .text {
                    let whiteSpace = content.items[index].style.computed.whiteSpace
                    guard whiteSpace != .pre, whiteSpace != .breakSpaces else { continue }
                    for unit in content.items[index].range where text[unit] == 0x20 || text[unit] == 0x09 {
                        hangs[unit] = true
                    }
                }
            }
        }
        return hangs
    }

    /// The bidi levels of the text, nil when it is all left to right in a left-to-right block.
    static func bidiLevels(_ text: [UInt16], direction: Direction) -> BidiParagraph? {
        let needsBidi = direction == .rtl || text.withUnsafeBufferPointer { units in
            units.contains { unit in
                // Below U+0590 nothing is right to left: most text needs one comparison a unit.
                unit >= 0x0590 && ((0x0590...0x08FF).contains(unit) || (0xFB1D...0xFDFF).contains(unit)
                    || (0xFE70...0xFEFF).contains(unit) || (0x200E...0x200F).contains(unit)
                    || (0x202A...0x202E).contains(unit) || (0x2066...0x2069).contains(unit))
            }
        }
        guard needsBidi else { return nil }
        return BidiParagraph(text, direction: direction == .rtl ? .rightToLeft : .leftToRight)
    }

    /// The inline start and end edges of the inline boxes, attached to the first and last units they hold.
    static func edges(of content: InlineContent) -> InlineEdgeWidths {
        var edges = InlineEdgeWidths()
        for item in content.items where item.kind == .open || item.kind == .close {
            let box = InlineBoxEdges(style: item.style)
            guard box.hasWidth else { continue }
            if item.kind == .open, item.range.lowerBound < content.text.count {
                edges.before[item.range.lowerBound, default: 0] += box.start
            } else if item.kind == .close, item.range.lowerBound > 0 {
                edges.after[item.range.lowerBound - 1, default: 0] += box.end
            }
        }
        return edges
    }
}

/// Inline box edges by code unit: `before[i]` is drawn before unit `i`, `after[i]` after it.
struct InlineEdgeWidths {
    var before: [Int: Double] = [:]
    var after: [Int: Double] = [:]

    var widthByUnit: [Int: Double] {
        before.merging(after, uniquingKeysWith: +)
    }

    func adding(_ other: InlineEdgeWidths) -> InlineEdgeWidths {
        InlineEdgeWidths(before: before.merging(other.before, uniquingKeysWith: +),
                         after: after.merging(other.after, uniquingKeysWith: +))
    }
}

extension BidiParagraph {
    /// The levels of the whole paragraph's code units (L1 applied to the paragraph as one line).
    var levels: [UInt8] { lineLevels(0..<text.count) }
}
