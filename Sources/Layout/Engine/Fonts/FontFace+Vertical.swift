import CHarfBuzz

extension FontFace {
    /// A glyph's advance down a vertical line, in font units: from `vmtx`, else HarfBuzz's default of
    /// the font's ascent minus its descent.
    func verticalAdvance(of glyph: UInt32) -> Int {
        -Int(hb_font_get_glyph_v_advance(font, glyph))
    }
}
