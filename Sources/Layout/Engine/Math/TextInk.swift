import CHarfBuzz

/// The ink extents of text: how far its glyphs' outlines reach above and below the baseline, as MathML
/// tokens are sized by them rather than by the font's line metrics. Chromium takes the glyph bounds of
/// hinted outlines in whole pixels (`HintedGlyphBounds`); the plain outline, rounded outwards, stands in
/// for a glyph FreeType cannot load.
enum TextInk {
    static func extents(of text: [UInt16], range: Range<Int>, style: ComputedStyle, fonts: DocumentFonts,
                        cache: TextMeasurementCache) -> (ascent: Double, descent: Double) {
        let faces = fonts.faces(for: style).map(\.face)
        guard !faces.isEmpty, !range.isEmpty else { return (0, 0) }
        let key = TextMeasurementCache.InkKey(text: FingerprintedText(text: text[range]),
                                              faces: faces.map(ObjectIdentifier.init),
                                              fontSize: style.fontSize)
        return cache.ink(for: key) {
            measure(text, range: range, style: style, fonts: fonts, faces: faces, cache: cache)
        }
    }

    private static func measure(_ text: [UInt16], range: Range<Int>, style: ComputedStyle, fonts: DocumentFonts,
                                faces: [FontFace], cache: TextMeasurementCache) -> (ascent: Double, descent: Double) {
        var faces = faces
        var index = range.lowerBound
        while index < range.upperBound {
            let (scalar, length) = UTF16Decoding.scalar(in: text, at: index, limit: range.upperBound)
            if !faces.contains(where: { $0.glyph(for: scalar) != nil }), let face = fonts.lastResortFace(for: scalar) {
                faces.append(face)
            }
            index += length
        }
        var ascent = -Double.infinity
        var descent = -Double.infinity
        for run in FontFallback.runs(in: text, range: range, faces: faces) {
            let face = faces[run.faceIndex]
            let scale = style.fontSize / Double(face.unitsPerEm)
            for glyph in TextShaper.shape(text, range: run.range, face: face, size: style.fontSize).glyphs {
                if let bounds = cache.glyphBounds.bounds(of: glyph.glyph, in: face, size: style.fontSize) {
                    ascent = max(ascent, bounds.top + glyph.yOffset)
                    descent = max(descent, bounds.bottom - glyph.yOffset)
                    continue
                }
                var box = hb_glyph_extents_t()
                guard hb_font_get_glyph_extents(face.font, glyph.glyph, &box) != 0, box.height != 0 else { continue }
                ascent = max(ascent, (Double(box.y_bearing) * scale + glyph.yOffset).rounded(.up))
                descent = max(descent, (-Double(box.y_bearing + box.height) * scale - glyph.yOffset).rounded(.up))
            }
        }
        return ascent > -.infinity ? (ascent, descent) : (0, 0)
    }
}
