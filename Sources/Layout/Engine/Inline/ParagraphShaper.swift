/// The glyph advances of one inline formatting context's text. Consecutive text items in the same font
/// are shaped together, across inline boxes that add no spacing of their own (so that kerning and
/// ligatures work across them, as in Chromium); then each run is split by font fallback and bidi
/// level and shaped with HarfBuzz. Letter and word spacing are added per character; newlines, object
/// replacement characters and tabs get their advances from layout, not from a font.
struct ParagraphShaper {
    let fonts: DocumentFonts
    let cache: TextMeasurementCache

    /// `levels` are the paragraph's bidi levels per code unit (nil when everything is left to right);
    /// `atomicWidths` gives the margin-box width of the atomic inline at each U+FFFC offset.
    func shape(_ content: InlineContent, levels: [UInt8]?, atomicWidths: [Int: Double]) -> ShapedText {
        var shaped = ShapedText(advances: [Double](repeating: 0, count: content.text.count), fallbacks: [])
        for group in textGroups(of: content) {
            shape(group.range, style: group.style, text: content.text, levels: levels, into: &shaped)
        }
        for (offset, width) in atomicWidths { shaped.advances[offset] = width }
        return shaped
    }

    /// Runs of text sharing one font, with the style of their first item.
    private func textGroups(of content: InlineContent) -> [(range: Range<Int>, style: ComputedStyle)] {
        var groups: [(range: Range<Int>, style: ComputedStyle)] = []
        var canExtend = false
        for item in content.items {
            switch item.kind {
            case .text where !item.range.isEmpty:
                let style = item.style.computed
                if canExtend, let last = groups.last, last.range.upperBound == item.range.lowerBound,
                   Self.sameFont(last.style, style) {
                    groups[groups.count - 1].range = last.range.lowerBound..<item.range.upperBound
                } else {
                    groups.append((item.range, style))
                }
                canExtend = true
            case .open, .close:
                canExtend = canExtend && !InlineBoxEdges(style: item.style).hasWidth
            case .float, .text:
                continue
            case .atomic, .lineBreak:
                canExtend = false
            }
        }
        return groups
    }

    private static func sameFont(_ a: ComputedStyle, _ b: ComputedStyle) -> Bool {
        a.fontFamily == b.fontFamily && a.fontSize == b.fontSize && a.fontWeight == b.fontWeight
            && a.fontStyle == b.fontStyle && a.isSmallCaps == b.isSmallCaps && a.letterSpacing == b.letterSpacing
            && a.wordSpacing == b.wordSpacing
    }

    private func shape(_ range: Range<Int>, style: ComputedStyle, text: [UInt16], levels: [UInt8]?,
                       into result: inout ShapedText) {
        var faces = fonts.faces(for: style).map(\.face)
        guard !faces.isEmpty else { return }
        let primary = fonts.primaryFace(for: style)
        addLastResortFaces(for: text, range: range, to: &faces)
        let key = TextMeasurementCache.ShapingKey(
            text: FingerprintedText(text: text[range]), levels: levels?[range], faces: faces.map(ObjectIdentifier.init), fontSize: style.fontSize,
            letterSpacing: style.letterSpacing, wordSpacing: style.wordSpacing, isSmallCaps: style.isSmallCaps)
        let shaped = cache.shapedGroup(for: key) {
            var local = [Double](repeating: 0, count: text.count)
            var fallbacks: [FallbackRun] = []
            let isVertical = style.writingMode.isVertical
            for run in Self.spacesToPrimary(FontFallback.runs(in: text, range: range, faces: faces), text: text,
                                            faces: faces) {
                let face = faces[run.faceIndex]
                if face !== primary {
                    fallbacks.append(FallbackRun(range: (run.range.lowerBound - range.lowerBound)..<(run.range.upperBound
                        - range.lowerBound), face: face))
                }
                let size = face.shapingSize(for: style.fontSize)
                for piece in Self.pieces(of: run.range, text: text, levels: levels) where !piece.range.isEmpty {
                    let options = ShapingOptions(isRightToLeft: piece.isRightToLeft,
                                                 disablesLigatures: style.letterSpacing != 0)
                    let shaped = style.isSmallCaps
                        ? SmallCapsShaping.shape(text, range: piece.range, face: face, fontSize: style.fontSize,
                                                 options: options)
                        : TextShaper.shape(text, range: piece.range, face: face, size: size, options: options)
                    for glyph in shaped.glyphs {
                        let upright = isVertical
                            && VerticalOrientation.isUpright(UTF16Decoding.scalar(in: text, at: glyph.cluster,
                                                                                  limit: text.count).0.value)
                        local[glyph.cluster] += upright
                            ? Double(face.verticalAdvance(of: glyph.glyph)) * size / Double(face.unitsPerEm)
                            : glyph.advance
                    }
                }
            }
            applySpacing(range, style: style, text: text, into: &local)
            return (Array(local[range]), fallbacks)
        }
        result.advances.replaceSubrange(range, with: shaped.advances)
        result.fallbacks += shaped.fallbacks.map {
            FallbackRun(range: ($0.range.lowerBound + range.lowerBound)..<($0.range.upperBound + range.lowerBound),
                        face: $0.face)
        }
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

    /// Faces for characters that none of the style's faces has, appended once each.
    private func addLastResortFaces(for text: [UInt16], range: Range<Int>, to faces: inout [FontFace]) {
        var index = range.lowerBound
        while index < range.upperBound {
            let (scalar, length) = UTF16Decoding.scalar(in: text, at: index, limit: range.upperBound)
            index += length
            guard scalar.value > 0x7F, !Self.isLayoutControlled(text[index - length]),
                  !scalar.properties.isDefaultIgnorableCodePoint, !faces.contains(where: { $0.glyph(for: scalar) != nil }),
                  let face = fonts.lastResortFace(for: scalar) else { continue }
            faces.append(face)
        }
    }

    /// Splits a run where the bidi level changes and around units whose advance layout decides.
    private static func pieces(of range: Range<Int>, text: [UInt16], levels: [UInt8]?)
        -> [(range: Range<Int>, isRightToLeft: Bool)] {
        var pieces: [(range: Range<Int>, isRightToLeft: Bool)] = []
        var start = range.lowerBound
        for index in range {
            let controlled = isLayoutControlled(text[index])
            let levelChanges = index > start && levels.map { $0[index] != $0[index - 1] } ?? false
            if controlled || levelChanges {
                if index > start { pieces.append((start..<index, (levels?[start] ?? 0) % 2 == 1)) }
                start = controlled ? index + 1 : index
            }
        }
        if start < range.upperBound { pieces.append((start..<range.upperBound, (levels?[start] ?? 0) % 2 == 1)) }
        return pieces
    }

    static func isLayoutControlled(_ unit: UInt16) -> Bool {
        unit == 0x0A || unit == 0xFFFC || unit == 0x09
    }

    /// Letter spacing after every character, word spacing after every space; tabs every 8 spaces.
    private func applySpacing(_ range: Range<Int>, style: ComputedStyle, text: [UInt16], into advances: inout [Double]) {
        for index in range {
            let unit = text[index]
            if unit == 0x09, let face = fonts.primaryFace(for: style), let space = face.glyph(for: " ") {
                advances[index] = 8 * Double(face.advance(of: space)) * style.fontSize / Double(face.unitsPerEm)
            }
            if style.letterSpacing != 0, !UTF16.isTrailSurrogate(unit) { advances[index] += style.letterSpacing }
            if style.wordSpacing != 0, unit == 0x20 || unit == 0xA0 { advances[index] += style.wordSpacing }
        }
    }
}

/// Shaped text: each code unit's advance, and where a face other than the style's primary font drew it.
struct ShapedText {
    var advances: [Double]
    var fallbacks: [FallbackRun]
}

/// A stretch of text drawn with a fallback face (its metrics count in a `line-height: normal` line).
struct FallbackRun {
    let range: Range<Int>
    let face: FontFace
}
