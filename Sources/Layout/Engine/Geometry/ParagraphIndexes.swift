/// Per placed paragraph, where each text item's pieces are and the sums of the advances before each
/// code unit: what measuring a range inside the paragraph needs. Made the first time a paragraph is
/// asked for and kept, so that a layout pays only for the paragraphs its ranges reach, not for every
/// paragraph of the document.
final class ParagraphIndexes {
    /// Where a piece is in a paragraph's lines.
    struct PieceLocation: Equatable {
        let line: Int
        let piece: Int
    }

    /// One paragraph's index.
    struct Index {
        /// The pieces of each text item (by index in the content's items), in line order.
        let pieces: [Int: [PieceLocation]]
        /// `caretOffsets[i]` is the sum of the advances of the code units before `i`.
        let caretOffsets: [Double]
        /// The piece each preserved line break (by offset) ends the text of, on the break's line.
        let piecesBeforeLineBreaks: [Int: PieceLocation]

        init(_ paragraph: PlacedParagraph) {
            let text = paragraph.geometry.content.text
            var byItem: [Int: [PieceLocation]] = [:]
            var beforeBreaks: [Int: PieceLocation] = [:]
            for (lineIndex, line) in paragraph.geometry.lines.enumerated() {
                for (pieceIndex, piece) in line.pieces.enumerated() {
                    let location = PieceLocation(line: lineIndex, piece: pieceIndex)
                    byItem[piece.item, default: []].append(location)
                    let end = piece.range.upperBound
                    if end < text.count, text[end] == 0x0A { beforeBreaks[end] = location }
                }
            }
            pieces = byItem
            piecesBeforeLineBreaks = beforeBreaks
            var sums = [0.0]
            sums.reserveCapacity(paragraph.geometry.advances.count + 1)
            for advance in paragraph.geometry.advances { sums.append(sums[sums.count - 1] + advance) }
            caretOffsets = sums
        }
    }

    private var made: [Int: Index] = [:]

    /// The index of `paragraphs[paragraph]`, made on first use.
    func index(of paragraph: Int, in paragraphs: [PlacedParagraph]) -> Index {
        if let known = made[paragraph] { return known }
        let index = Index(paragraphs[paragraph])
        made[paragraph] = index
        return index
    }
}
