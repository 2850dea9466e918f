import CHarfBuzz

/// How tall a vertically stretched glyph gets from a font's MATH table: the first size variant at least
/// as tall as the target, else the glyph assembly (its parts with as few extender repetitions as reach
/// the target, as tall as their advances add up to: Chromium's boxes show no overlap), else the largest
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

    static func height(of glyph: UInt32, in face: FontFace, size: Double, atLeast target: Double) -> Double? {
        guard hb_ot_math_has_data(face.face) != 0 else { return nil }
        let scale = size / Double(face.unitsPerEm)
        var variants = [hb_ot_math_glyph_variant_t](repeating: .init(), count: 16)
        var variantCount = UInt32(variants.count)
        hb_ot_math_get_glyph_variants(face.font, glyph, HB_DIRECTION_TTB, 0, &variantCount, &variants)
        let advances = variants.prefix(Int(variantCount)).map { Double($0.advance) * scale }
        if let fitting = advances.first(where: { $0 >= target }) { return fitting }
        if let assembled = assemblyHeight(of: glyph, in: face, scale: scale, atLeast: target) { return assembled }
        return advances.max()
    }

    private static func assemblyHeight(of glyph: UInt32, in face: FontFace, scale: Double,
                                       atLeast target: Double) -> Double? {
        var parts = [hb_ot_math_glyph_part_t](repeating: .init(), count: 16)
        var partCount = UInt32(parts.count)
        var italicsCorrection: hb_position_t = 0
        hb_ot_math_get_glyph_assembly(face.font, glyph, HB_DIRECTION_TTB, 0, &partCount, &parts, &italicsCorrection)
        let used = parts.prefix(Int(partCount))
        guard !used.isEmpty else { return nil }
        let isExtender = { (part: hb_ot_math_glyph_part_t) in
            part.flags.rawValue & HB_OT_MATH_GLYPH_PART_FLAG_EXTENDER.rawValue != 0
        }
        let fixed = used.filter { !isExtender($0) }
        let extenders = used.filter(isExtender)
        let fixedHeight = fixed.reduce(0.0) { $0 + Double($1.full_advance) * scale }
        let extenderHeight = extenders.reduce(0.0) { $0 + Double($1.full_advance) * scale }
        func height(repeating count: Int) -> Double { fixedHeight + Double(count) * extenderHeight }
        guard extenderHeight > 0 else { return height(repeating: 0) }
        var count = 0
        while height(repeating: count) < target, count < 64 { count += 1 }
        return height(repeating: count)
    }
}
