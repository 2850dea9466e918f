import CHarfBuzz

/// The ink extents of text: how far its glyphs' outlines reach above and below the baseline, as MathML
/// tokens are sized by them rather than by the font's line metrics (rounded out to whole pixels, as
/// Chromium takes glyph bounds).
enum TextInk {
    static func extents(of text: [UInt16], range: Range<Int>, style: ComputedStyle, fonts: DocumentFonts)
        -> (ascent: Double, descent: Double) {
        var faces = fonts.faces(for: style).map(\.face)
        guard !faces.isEmpty, !range.isEmpty else { return (0, 0) }
        var index = range.lowerBound
        while index < range.upperBound {
            let (scalar, length) = UTF16Decoding.scalar(in: text, at: index, limit: range.upperBound)
            if !faces.contains(where: { $0.glyph(for: scalar) != nil }), let face = fonts.lastResortFace(for: scalar) {
                faces.append(face)
            }
            index += length
        }
        var ascent = 0.0
        var descent = 0.0
        for run in FontFallback.runs(in: text, range: range, faces: faces) {
            let face = faces[run.faceIndex]
            let scale = style.fontSize / Double(face.unitsPerEm)
            for glyph in TextShaper.shape(text, range: run.range, face: face, size: style.fontSize).glyphs {
                var box = hb_glyph_extents_t()
                guard hb_font_get_glyph_extents(face.font, glyph.glyph, &box) != 0 else { continue }
                ascent = max(ascent, Double(box.y_bearing) * scale + glyph.yOffset)
                descent = max(descent, -Double(box.y_bearing + box.height) * scale - glyph.yOffset)
            }
        }
        return (ascent.rounded(.up), max(0, descent.rounded(.up)))
    }
}
