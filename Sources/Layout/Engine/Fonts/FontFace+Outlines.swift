extension FontFace {
    /// The size glyphs are measured at in Chromium: Skia hands FreeType the size in 26.6 fixed point,
    /// truncated to 1/64 px, for TrueType and PostScript (CFF) outlines alike. A zoomed 17.6 px font
    /// is measured at 17.59375 px: a 600 px line is 0.2 px shorter, enough to take one more word.
    func shapingSize(for size: Double) -> Double {
        (size * 64).rounded(.down) / 64
    }
}
