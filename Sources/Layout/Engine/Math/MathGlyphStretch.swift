import CHarfBuzz

/// How tall a vertically stretched glyph gets from a font's MATH table: the first size variant whose ink
/// is at least as tall as the target, else the glyph assembly (`MathGlyphAssembly`), else the last
/// variant. Its box is as wide as the widest glyph it could be drawn with, stretched or not.
enum MathGlyphStretch {
    static func width(of glyph: UInt32, in face: FontFace, size: Double) -> Double {
        let scale = size / Double(face.unitsPerEm)
        var glyphs = [glyph]
        if hb_ot_math_has_data(face.face) != 0 {
            var variants = [hb_ot_math_glyph_variant_t](repeating: .init(), count: 16)
            var variantCount = UInt32(variants.count)
            hb_ot_math_get_glyph_variants(face.font, glyph, HB_DIRECTION_TTB, 0, &variantCount, &variants)
            glyphs += variants.prefix(Int(variantCount)).map(\.glyph)
            var parts = [hb_ot_math_glyph_part_t](repeating: .init(), count: 16)
            var partCount = UInt32(parts.count)
            var italicsCorrection: hb_position_t = 0
            hb_ot_math_get_glyph_assembly(face.font, glyph, HB_DIRECTION_TTB, 0, &partCount, &parts, &italicsCorrection)
            glyphs += parts.prefix(Int(partCount)).map(\.glyph)
        }
        return glyphs.map { Double(hb_font_get_glyph_h_advance(face.font, $0)) * scale }.max() ?? 0
    }

    /// `inkHeight` measures a glyph as Chromium does (`BoundsForGlyph`, hinted): variants are chosen
    /// and sized by their ink, not by the advances the MATH table records for them.
    static func height(of glyph: UInt32, in face: FontFace, size: Double, atLeast target: Double,
                       inkHeight: (UInt32) -> Double?) -> Double? {
        guard hb_ot_math_has_data(face.face) != 0 else { return nil }
        var variants = [hb_ot_math_glyph_variant_t](repeating: .init(), count: 16)
        var variantCount = UInt32(variants.count)
        hb_ot_math_get_glyph_variants(face.font, glyph, HB_DIRECTION_TTB, 0, &variantCount, &variants)
        let heights = variants.prefix(Int(variantCount)).compactMap { inkHeight($0.glyph) }
        if let fitting = heights.first(where: { $0 >= target }) { return fitting }
        let scale = size / Double(face.unitsPerEm)
        if let assembly = MathGlyphAssembly(of: glyph, in: face, scale: scale, atLeast: target) {
            return assembly.inkHeight(scale: scale, inkHeight: inkHeight)
        }
        return heights.last
    }
}
