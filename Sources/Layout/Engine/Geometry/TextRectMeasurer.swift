import DOM

/// The rects of pieces of text nodes in flow coordinates, as `Range.getClientRects()` gives them for
/// text: one rect per line fragment of the piece (per text piece of the line box, so a bidi run or an
/// inline box boundary starts a new rect), as wide as the piece's glyph advances (set on layout units
/// from the fragment's start, as Chromium sets them) and as tall as its font's ascent and descent.
struct TextRectMeasurer {
    private struct Location {
        let paragraph: Int
        let item: Int
    }

    private let paragraphs: [PlacedParagraph]
    /// Where a text node's items are: most nodes have one, which is kept without allocating an array.
    private enum Locations {
        case empty
        case one(Location)
        case many([Location])

        mutating func append(_ location: Location) {
            switch self {
            case .empty: self = .one(location)
            case .one(let first): self = .many([first, location])
            case .many(var list):
                self = .empty
                list.append(location)
                self = .many(list)
            }
        }

        var all: [Location] {
            switch self {
            case .empty: []
            case .one(let location): [location]
            case .many(let list): list
            }
        }
    }

    private var locations: [Node: Locations] = [:]
    /// What measuring inside a paragraph needs, made for the few paragraphs that ranges reach.
    private let indexes = ParagraphIndexes()

    init(paragraphs: [PlacedParagraph]) {
        self.paragraphs = paragraphs
        // Sized once for every item rather than grown (and rehashed) a text node at a time.
        locations.reserveCapacity(paragraphs.reduce(0) { $0 + $1.geometry.content.items.count })
        for (paragraphIndex, paragraph) in paragraphs.enumerated() {
            let items = paragraph.geometry.content.items
            for (itemIndex, item) in items.enumerated() where item.kind == .text {
                if let node = item.node { locations[node, default: .empty].append(Location(paragraph: paragraphIndex, item: itemIndex)) }
            }
        }
    }

    /// The rects of `range` (UTF-16 offsets in the node's data).
    func rects(of node: Node, range: Range<Int>) -> [LayoutRect] {
        guard let found = locations[node] else { return [] }
        var rects: [LayoutRect] = []
        for location in found.all {
            let placed = paragraphs[location.paragraph]
            let item = placed.geometry.content.items[location.item]
            let lower = Self.clusterStart(
                of: item.range.lowerBound + item.sourceOffsets.firstIndex(atOrAfter: range.lowerBound),
                in: placed.geometry.content.text, from: item.range.lowerBound)
            let upper = item.range.lowerBound + item.sourceOffsets.firstIndex(atOrAfter: range.upperBound)
            guard lower < upper else { continue }
            let index = indexes.index(of: location.paragraph, in: paragraphs)
            let sums = index.caretOffsets
            for position in index.pieces[location.item] ?? [] {
                let piece = placed.geometry.lines[position.line].pieces[position.piece]
                let overlap = piece.range.clamped(to: lower..<upper)
                guard !overlap.isEmpty else { continue }
                let before = sums[overlap.lowerBound] - sums[piece.range.lowerBound]
                let width = sums[overlap.upperBound] - sums[overlap.lowerBound]
                let start = piece.isRightToLeft ? piece.width - before - width : before
                let (left, right) = Self.snapped(start, start + width)
                rects.append(LayoutRect(x: placed.left + piece.left + left, y: placed.lineTops[position.line] + piece.top,
                                        width: right - left, height: piece.height))
            }
            rects += Self.lineBreakRects(in: lower..<upper, of: placed, index: index)
        }
        return rects
    }

    /// A stretch of a fragment, from its start, as LayoutNG's `LocalRect` gives it: the start rounded
    /// down to a layout unit, the end up (a millionth of a pixel absorbing the sums' error).
    private static func snapped(_ start: Double, _ end: Double) -> (Double, Double) {
        (LayoutUnit.floor(start + 1e-6), LayoutUnit.ceil(end - 1e-6))
    }

    /// The rects of the preserved line breaks among `units`: LayoutNG makes each a fragment of its own,
    /// no wide, at the end of the text before it on its line and as tall as that text (so a line that
    /// overflows its column puts its break on the next page); a break alone on its line (an empty line)
    /// is at the line's start, after the empty piece the line keeps for it.
    private static func lineBreakRects(in units: Range<Int>, of placed: PlacedParagraph,
                                       index: ParagraphIndexes.Index) -> [LayoutRect] {
        let text = placed.geometry.content.text
        return units.compactMap { unit in
            guard text[unit] == 0x0A, let location = index.piecesBeforeLineBreaks[unit] else { return nil }
            let piece = placed.geometry.lines[location.line].pieces[location.piece]
            let x = piece.isRightToLeft ? piece.left : piece.left + piece.width
            return LayoutRect(x: placed.left + x, y: placed.lineTops[location.line] + piece.top, width: 0,
                              height: piece.height)
        }
    }

    /// Visits every text rect of every paragraph (what the whole body's range gives), in flow coordinates.
    func forEachRect(_ visit: (LayoutRect) -> Void) {
        for placed in paragraphs { placed.forEachTextRect(visit) }
    }

    /// Where the grapheme cluster holding `index` starts (not before `start`): a range starting at a
    /// combining mark is measured from its base, as Chromium measures glyph clusters whole.
    static func clusterStart(of index: Int, in text: [UInt16], from start: Int) -> Int {
        var index = index
        while index > start, index < text.count, UTF16Decoding.extendsCluster(text[index]) { index -= 1 }
        return index
    }
}
