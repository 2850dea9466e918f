/// The shaping of one run of a paragraph's text in one font: what the measurement cache keeps it under,
/// and everything needed to shape it, fonts already chosen, so that it can be shaped on any thread.
struct ShapingRequest: Sendable {
    /// The paragraph's text (the run's neighbours are context for HarfBuzz).
    let text: [UInt16]
    let range: Range<Int>
    /// The paragraph's bidi levels, nil when all of it is left to right.
    let levels: [UInt8]?
    let style: Style
    /// The style's faces, then last-resort faces for characters none of them has.
    let faces: [FontFace]
    /// The style's primary font (the first face with a space).
    let primary: FontFace?

    /// What shaping reads of the run's style: a request holds only these, not the whole computed style
    /// (600 bytes), since a long chapter's prefetch lists and sorts tens of thousands of requests.
    struct Style: Sendable {
        let fontSize: Double
        /// The effective zoom the font size includes: glyphs are measured at a size computed from both.
        let zoom: Double
        let letterSpacing: Double
        let wordSpacing: Double
        let isSmallCaps: Bool
        let isVertical: Bool

        init(_ style: ComputedStyle) {
            fontSize = style.fontSize
            zoom = style.effectiveZoom
            letterSpacing = style.letterSpacing
            wordSpacing = style.wordSpacing
            isSmallCaps = style.isSmallCaps
            isVertical = style.writingMode.isVertical
        }
    }

    var key: TextMeasurementCache.ShapingKey {
        TextMeasurementCache.ShapingKey(
            text: FingerprintedText(text: text[range]), levels: levels?[range], faces: faces.map(ObjectIdentifier.init),
            fontSize: style.fontSize, letterSpacing: style.letterSpacing, wordSpacing: style.wordSpacing,
            isSmallCaps: style.isSmallCaps, zoom: style.zoom)
    }

    /// The run's advances (unpacked: the measurement cache packs those it keeps) and fallback runs,
    /// relative to the run's start: split by font fallback and bidi level, shaped with HarfBuzz, then
    /// letter and word spacing added.
    func shape() -> ShapedGroup {
        var local = [Double](repeating: 0, count: range.count)
        var fallbacks: [FallbackRun] = []
        let isVertical = style.isVertical
        for run in Self.spacesToPrimary(FontFallback.runs(in: text, range: range, faces: faces), text: text,
                                        faces: faces) {
            let face = faces[run.faceIndex]
            if face !== primary {
                fallbacks.append(FallbackRun(range: (run.range.lowerBound - range.lowerBound)..<(run.range.upperBound
                    - range.lowerBound), face: face))
            }
            let size = face.shapingSize(for: style.fontSize, zoom: style.zoom)
            for piece in Self.pieces(of: run.range, text: text, levels: levels) where !piece.range.isEmpty {
                let options = ShapingOptions(isRightToLeft: piece.isRightToLeft,
                                             disablesLigatures: style.letterSpacing != 0)
                let glyphs = style.isSmallCaps
                    ? SmallCapsShaping.shape(text, range: piece.range, face: face, fontSize: style.fontSize, zoom: style.zoom,
                                             options: options).glyphs.map {
                        GlyphAdvance(glyph: $0.glyph, cluster: UInt32(truncatingIfNeeded: $0.cluster), advance: $0.advance)
                    }
                    : TextShaper.advances(text, range: piece.range, face: face, size: size, options: options)
                for glyph in glyphs {
                    let cluster = Int(glyph.cluster)
                    // Upright glyphs advance by the font's vertical metrics at the exact size (HarfBuzz's
                    // own scaling), not FreeType's truncated one.
                    let upright = isVertical
                        && VerticalOrientation.isUpright(UTF16Decoding.scalar(in: text, at: cluster,
                                                                              limit: text.count).0.value)
                    local[cluster - range.lowerBound] += upright
                        ? Double(face.verticalAdvance(of: glyph.glyph)) * style.fontSize / Double(face.unitsPerEm)
                        : glyph.advance
                }
                LigatureAdvances.spread(&local, clusterStarts: glyphs.lazy.map { Int($0.cluster) }, range: piece.range, text: text,
                                        origin: range.lowerBound)
            }
        }
        applySpacing(into: &local)
        return (PackedAdvances(unpacked: local), fallbacks)
    }

    /// Spaces go to the first face that has one, however the text around them falls back: a browser
    /// shapes a run with its primary font first and only sends characters that font lacks to others.
    private static func spacesToPrimary(_ runs: [FontRun], text: [UInt16], faces: [FontFace]) -> [FontRun] {
        guard let spaceFace = faces.firstIndex(where: { $0.glyph(for: " ") != nil }) else { return runs }
        var split: [FontRun] = []
        for run in runs {
            guard run.faceIndex != spaceFace else {
                split.append(run)
                continue
            }
            var start = run.range.lowerBound
            for index in run.range where text[index] == 0x20 {
                if index > start { split.append(FontRun(range: start..<index, faceIndex: run.faceIndex)) }
                split.append(FontRun(range: index..<(index + 1), faceIndex: spaceFace))
                start = index + 1
            }
            if start < run.range.upperBound { split.append(FontRun(range: start..<run.range.upperBound, faceIndex: run.faceIndex)) }
        }
        return split
    }

    /// Splits a run where the bidi level changes and around units whose advance layout decides.
    private static func pieces(of range: Range<Int>, text: [UInt16], levels: [UInt8]?)
        -> [(range: Range<Int>, isRightToLeft: Bool)] {
        var pieces: [(range: Range<Int>, isRightToLeft: Bool)] = []
        var start = range.lowerBound
        text.withUnsafeBufferPointer { text in
            for index in range {
                let controlled = ParagraphShaper.isLayoutControlled(text[index])
                let levelChanges = index > start && levels.map { $0[index] != $0[index - 1] } ?? false
                if controlled || levelChanges {
                    if index > start { pieces.append((start..<index, (levels?[start] ?? 0) % 2 == 1)) }
                    start = controlled ? index + 1 : index
                }
            }
        }
        if start < range.upperBound { pieces.append((start..<range.upperBound, (levels?[start] ?? 0) % 2 == 1)) }
        return pieces
    }

    /// Letter spacing after every character, word spacing after every space; tabs every 8 spaces.
    /// `advances` holds the range's units from its start.
    private func applySpacing(into advances: inout [Double]) {
        let (letterSpacing, wordSpacing) = (style.letterSpacing, style.wordSpacing)
        let tab = primary.flatMap { face in
            face.glyph(for: " ").map { 8 * Double(face.advance(of: $0)) * style.fontSize / Double(face.unitsPerEm) }
        }
        text.withUnsafeBufferPointer { text in
            advances.withUnsafeMutableBufferPointer { advances in
                for index in range {
                    let unit = text[index]
                    // Most text has no spacing and no tab: one comparison a unit.
                    guard letterSpacing != 0 || wordSpacing != 0 || unit == 0x09 else { continue }
                    let local = index - range.lowerBound
                    if unit == 0x09, let tab { advances[local] = tab }
                    if letterSpacing != 0, !UTF16.isTrailSurrogate(unit) { advances[local] += letterSpacing }
                    if wordSpacing != 0, unit == 0x20 || unit == 0xA0 { advances[local] += wordSpacing }
                }
            }
        }
    }
}
