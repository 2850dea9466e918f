/// `font-variant: small-caps` as Chromium draws it: with the face's own small capitals (`smcp`) when
/// its GSUB has them, otherwise synthesized: each lowercase letter is drawn as its capital at 70% of
/// the font size rounded to a whole pixel (Chromium's `CreateScaledFontData` rounds it), while capitals
/// and caseless characters keep the full size.
enum SmallCapsShaping {
    /// Chromium's `kSmallCapsFontSizeMultiplier`.
    static let synthesizedScale = 0.7

    /// `zoom` is the effective zoom `fontSize` includes.
    static func shape(_ text: [UInt16], range: Range<Int>, face: FontFace, fontSize: Double, zoom: Double,
                      options: ShapingOptions) -> ShapedRun {
        var options = options
        if face.hasSubstitutionFeature("smcp") {
            options.usesSmallCapsFeature = true
            return TextShaper.shape(text, range: range, face: face, size: face.shapingSize(for: fontSize, zoom: zoom),
                                    options: options)
        }
        var capitals = text
        var run = ShapedRun(glyphs: [], isRightToLeft: options.isRightToLeft ?? false)
        var pieces: [(range: Range<Int>, isLowercase: Bool)] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let (scalar, length) = UTF16Decoding.scalar(in: text, at: index, limit: range.upperBound)
            let capital = Array(scalar.properties.uppercaseMapping.utf16)
            let isLowercase = capital.count == length && capital != Array(text[index..<(index + length)])
            if isLowercase { capitals.replaceSubrange(index..<(index + length), with: capital) }
            if let last = pieces.last, last.isLowercase == isLowercase {
                pieces[pieces.count - 1].range = last.range.lowerBound..<(index + length)
            } else {
                pieces.append((index..<(index + length), isLowercase))
            }
            index += length
        }
        for piece in pieces {
            let size = piece.isLowercase ? face.shapingSize(for: (fontSize * synthesizedScale).rounded())
                : face.shapingSize(for: fontSize, zoom: zoom)
            let shaped = TextShaper.shape(piece.isLowercase ? capitals : text, range: piece.range, face: face,
                                          size: size, options: options)
            // Glyphs come in visual order: a right-to-left piece goes before the pieces that precede it.
            run.glyphs = shaped.isRightToLeft ? shaped.glyphs + run.glyphs : run.glyphs + shaped.glyphs
            run.isRightToLeft = shaped.isRightToLeft
        }
        return run
    }
}
