extension FontFace {
    /// The size glyphs are measured at in Chromium, for a font size and the zoom it includes. Blink
    /// computes the size as the unzoomed one times the zoom and keys its fonts on it truncated to 1/100 px
    /// (`EffectiveFontSize`), both in single precision; Skia hands FreeType that size in 26.6 fixed point,
    /// truncated to 1/64 px, for TrueType and PostScript (CFF) outlines alike. A zoomed 17.6 px font is
    /// measured at 17.59375 px: a 600 px line is 0.2 px shorter, enough to take one more word. 90% of
    /// 16 px at a 95% zoom is 13.679999 px in single precision, measured at 13.65625 px.
    func shapingSize(for size: Double, zoom: Double = 1) -> Double {
        let computed = zoom == 1 ? Float(size) : Float(size / zoom) * Float(zoom)
        let effective = (computed * 100).rounded(.down) / 100
        return (Double(effective) * 64).rounded(.down) / 64
    }
}
