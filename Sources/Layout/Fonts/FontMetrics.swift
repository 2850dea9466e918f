/// A face's metrics at a font size, in CSS pixels, computed the way Chromium on Linux computes them:
/// FreeType's ascender/descender/height (see `FontTables.verticalMetrics`) scaled by Skia in single
/// precision (`SkFontMetrics`), then rounded by Blink's `FontMetrics::AscentDescentWithHacks` and
/// `SimpleFontData::PlatformInit`. `lineSpacing` is the used value of `line-height: normal`.
package struct FontMetrics: Hashable, Sendable {
    package var ascent: Double
    package var descent: Double
    package var lineGap: Double
    package var lineSpacing: Double
    package var xHeight: Double
    package var capHeight: Double
    /// Below the baseline (positive down), and the stroke's thickness.
    package var underlinePosition: Double
    package var underlineThickness: Double

    package init(face: FontFace, size: Double) {
        let tables = face.tables
        let (ascender, descender, lineGap) = tables.verticalMetrics
        let upem = Float(tables.unitsPerEm)
        let textSize = Float(size)
        // Skia: fAscent is negative (above the baseline), fDescent positive, fLeading the line gap.
        let skAscent = -Float(ascender) / upem * textSize
        let skDescent = -Float(descender) / upem * textSize
        let skLeading = Float(lineGap) / upem * textSize
        var ascent = Self.skiaRound(-skAscent)
        var descent = Self.skiaRound(skDescent)
        // Blink keeps tiny fonts' ascent and descent unrounded, or every baseline would coincide.
        if -skAscent < 3 || -skAscent + skDescent < 2 {
            ascent = -skAscent
            descent = skDescent
        }
        self.ascent = Double(ascent)
        self.descent = Double(descent)
        self.lineGap = Double(skLeading)
        lineSpacing = Double(ascent.rounded(.toNearestOrAwayFromZero) + descent.rounded(.toNearestOrAwayFromZero)
            + skLeading.rounded(.toNearestOrAwayFromZero))
        xHeight = Double(Float(face.xHeight) / upem * textSize)
        capHeight = Double(Float(tables.os2?.capHeight ?? ascender) / upem * textSize)
        underlinePosition = Double(-Float(tables.underlinePosition) / upem * textSize)
        underlineThickness = Double(Float(tables.underlineThickness) / upem * textSize)
    }

    /// `SkScalarRoundToScalar`: floor(x + 0.5).
    private static func skiaRound(_ value: Float) -> Float { (value + 0.5).rounded(.down) }
}
