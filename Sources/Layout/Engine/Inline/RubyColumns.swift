/// Ruby as LayoutNG lays it out: a base and its annotation share a column as wide as the wider of the
/// two; the narrower one is spread over the column, and the annotation sits against the base's em box
/// on the line's block-start side, in the leading, without making the line taller. A column wider than
/// its base overhangs the characters beside it by what spreading puts at each end of the base, at most
/// half an annotation character in whole pixels, but never another ruby column; lines are broken with
/// the overhangs taken off.
enum RubyColumns {
    /// Widens each base narrower than its annotation, spreading the difference over its characters;
    /// returns the code units of widened bases and how far each column overhangs its neighbours (as
    /// negative inline edges).
    static func widenBases(of content: InlineContent, advances: inout [Double])
        -> (widened: Set<Int>, overhangs: InlineEdgeWidths) {
        var widened: Set<Int> = []
        var edges = InlineEdgeWidths()
        let baseStarts = Set(content.annotations.map(\.base.lowerBound))
        let baseEnds = Set(content.annotations.map(\.base.upperBound))
        for annotation in content.annotations where !annotation.base.isEmpty {
            let base = advances[annotation.base].reduce(0, +)
            let ruby = advances[annotation.range].reduce(0, +)
            guard ruby > base else { continue }
            let extra = (ruby - base) / Double(annotation.base.count)
            for index in annotation.base { advances[index] += extra }
            widened.formUnion(annotation.base)
            let overhang = min(extra / 2, (annotation.style.computed.fontSize / 2).rounded(.down))
            if annotation.base.lowerBound > 0, !baseEnds.contains(annotation.base.lowerBound) {
                edges.before[annotation.base.lowerBound, default: 0] -= overhang
            }
            if annotation.base.upperBound < content.lineTextEnd, !baseStarts.contains(annotation.base.upperBound) {
                edges.after[annotation.base.upperBound - 1, default: 0] -= overhang
            }
        }
        return (widened, edges)
    }

    /// The annotation pieces of a line: over each base on the line, as wide as the base's column, its
    /// advances spread to fill it; `emTop` gives, for a base piece, where its em box starts.
    static func annotationPieces(of content: InlineContent, on pieces: [TextPiece], advances: inout [Double],
                                 height: (RubyAnnotation) -> Double,
                                 emTop: (TextPiece) -> Double) -> [TextPiece] {
        var placed: [TextPiece] = []
        for annotation in content.annotations {
            let bases = pieces.filter { $0.range.overlaps(annotation.base) }
            guard let first = bases.first else { continue }
            let left = bases.map(\.left).min() ?? first.left
            let right = bases.map { $0.left + $0.width }.max() ?? first.left
            let natural = advances[annotation.range].reduce(0, +)
            if natural > 0 {
                for index in annotation.range { advances[index] *= (right - left) / natural }
            }
            let rubyHeight = height(annotation)
            for index in annotation.items {
                let range = content.items[index].range
                guard !range.isEmpty else { continue }
                let before = advances[annotation.range.lowerBound..<range.lowerBound].reduce(0, +)
                placed.append(TextPiece(item: index, range: range, left: left + before,
                                        width: advances[range].reduce(0, +), isRightToLeft: false,
                                        top: emTop(first) - rubyHeight, height: rubyHeight))
            }
        }
        return placed
    }
}
