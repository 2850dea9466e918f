import DOM

/// Collects the runs and replaced boxes of one viewport pass: each text piece of each line split where the
/// face shaping it changes (font fallback), mapped to viewport coordinates.
struct LaidOutContentCollector {
    let pass: ViewportPass
    let fonts: DocumentFonts

    private static let softHyphen: UInt16 = 0xAD

    /// The runs, and the faces that drew them.
    func runs() -> (runs: [LaidOutRun], fonts: [LaidOutFont]) {
        var runs: [LaidOutRun] = []
        var used = UsedFonts()
        for placed in pass.paragraphs {
            let content = placed.geometry.content
            for (lineIndex, line) in placed.geometry.lines.enumerated() {
                let lineTop = placed.lineTops[lineIndex]
                for (pieceIndex, piece) in line.pieces.enumerated() {
                    let style = content.items[piece.item].style.computed
                    let faces = fonts.faces(for: style).map(\.face)
                    guard !faces.isEmpty else { continue }
                    let endsLine = pieceIndex == line.pieces.count - 1
                    for fontRun in FontFallback.runs(in: content.text, range: piece.range, faces: faces) {
                        let isLast = endsLine && fontRun.range.upperBound == piece.range.upperBound
                        guard let run = run(fontRun.range, of: piece, in: placed, line: line, lineTop: lineTop,
                                            face: faces[fontRun.faceIndex], style: style, endsLine: isLast) else { continue }
                        runs.append(run)
                        used.add(run, face: faces[fontRun.faceIndex])
                    }
                }
            }
        }
        return (runs, used.fonts)
    }

    /// The faces met while collecting, in the order first used.
    private struct UsedFonts {
        private struct Key: Hashable {
            let family: String
            let weight: Int
            let isItalic: Bool
        }

        private(set) var fonts: [LaidOutFont] = []
        private var index: [Key: Int] = [:]

        mutating func add(_ run: LaidOutRun, face: FontFace) {
            let key = Key(family: run.family, weight: run.fontWeight, isItalic: run.isItalic)
            if let known = index[key] {
                fonts[known].characters.formUnion(run.text.unicodeScalars)
            } else {
                index[key] = fonts.count
                fonts.append(LaidOutFont(family: key.family, weight: key.weight, isItalic: key.isItalic, data: face.data,
                                         characters: Set(run.text.unicodeScalars)))
            }
        }
    }

    private func run(_ range: Range<Int>, of piece: TextPiece, in placed: PlacedParagraph, line: LineGeometry, lineTop: Double,
                     face: FontFace, style: ComputedStyle, endsLine: Bool) -> LaidOutRun? {
        let advances = placed.geometry.advances
        let units = placed.geometry.content.text
        var drawn = units[range].filter { $0 != Self.softHyphen }
        if endsLine, units[range].last == Self.softHyphen { drawn.append(0x2D) }
        guard !drawn.isEmpty else { return nil }
        let before = advances[piece.range.lowerBound..<range.lowerBound].reduce(0, +)
        let width = advances[range].reduce(0, +)
        let left = piece.isRightToLeft ? piece.left + piece.width - before - width : piece.left + before
        let flow = LayoutRect(x: placed.left + left, y: lineTop + piece.top, width: width, height: piece.height)
        let mapped = pass.mapping.map(flow)
        let fromTop = lineTop + line.baseline - flow.y
        let mappedBaseline: Double = switch pass.mapping.writingMode {
        case .horizontalTB: mapped.y + fromTop
        case .verticalRL: mapped.x + mapped.width - fromTop
        case .verticalLR: mapped.x + fromTop
        }
        let text = String(utf16Units: drawn)
        let sharesAroundCharacters = text.unicodeScalars.contains { VerticalOrientation.isUpright($0.value) }
        let extra = line.justificationExtra
        return LaidOutRun(text: text, rect: mapped, baseline: mappedBaseline,
                          family: face.familyName ?? face.name, fontSize: style.fontSize, fontWeight: style.fontWeight,
                          isItalic: style.fontStyle != .normal, isSmallCaps: style.isSmallCaps,
                          letterSpacing: style.letterSpacing + (sharesAroundCharacters ? extra : 0),
                          wordSpacing: style.wordSpacing + (sharesAroundCharacters ? 0 : extra),
                          isRightToLeft: piece.isRightToLeft)
    }

    /// Replaced elements in the block flow and on lines.
    func replacedBoxes() -> [LaidOutReplacedBox] {
        var boxes: [LaidOutReplacedBox] = []
        var stack = [pass.root]
        while let box = stack.popLast() {
            if box.isReplaced, box.placement != .atomicInline {
                boxes.append(replaced(box, frame: LayoutRect(x: box.frame.x, y: box.frame.y, width: box.frame.width, height: box.frame.height)))
            }
            stack.append(contentsOf: box.children.reversed())
        }
        for placed in pass.paragraphs {
            for (lineIndex, line) in placed.geometry.lines.enumerated() {
                for atomic in line.atomics {
                    guard let box = placed.geometry.content.items[atomic.item].box, box.isReplaced else { continue }
                    boxes.append(replaced(box, frame: LayoutRect(x: placed.left + atomic.left, y: placed.lineTops[lineIndex] + atomic.top,
                                                                 width: box.frame.width, height: box.frame.height)))
                }
            }
        }
        return boxes
    }

    private func replaced(_ box: LayoutBox, frame: LayoutRect) -> LaidOutReplacedBox {
        let element = box.element
        let alt = ["alt", "aria-label", "title"].lazy.compactMap { element?.attribute($0) }.first { !$0.isEmpty }
        return LaidOutReplacedBox(element: element?.localName?.lowercased() ?? "object", rect: pass.mapping.map(frame), alt: alt)
    }
}
