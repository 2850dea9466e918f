extension MathLayout {
    /// How an operator token stretches where it stands in its row, nil when it is laid out as plain text.
    /// Chromium gives the operator layout (stretching, text at the top of the box) only to a single
    /// character its primary font has a glyph for: an arrow the font lacks is drawn by a fallback font
    /// and placed like any other token.
    func stretchDirection(of node: MathNode, form: MathOperatorStretch.Form) -> MathOperatorStretch.Direction? {
        guard let text = node.operatorText, let direction = MathOperatorStretch.direction(of: text, form: form),
              let scalar = text.unicodeScalars.first,
              fonts.primaryFace(for: node.style.computed)?.glyph(for: scalar) != nil
        else { return nil }
        return direction
    }

    /// A vertically stretchy operator's box: its glyph, or the variant or assembly its row's `target`
    /// asks for, as tall as its ink (in whole 1/64 px, as Chromium's layout units floor it) and centred
    /// on the math axis; as wide as the widest glyph it could be drawn with.
    func verticalStretch(of glyph: UInt32, in face: FontFace, node: MathNode,
                         ink: (ascent: Double, descent: Double), target: Double?)
        -> (ascent: Double, descent: Double, width: Double) {
        let size = node.style.computed.fontSize
        var ascent = ink.ascent, descent = ink.descent
        if let target, target > ascent + descent,
           let stretched = MathGlyphStretch.height(of: glyph, in: face, size: size, atLeast: target,
                                                   inkHeight: { variant in
               cache.glyphBounds.bounds(of: variant, in: face, size: size).map { $0.top + $0.bottom }
           }), stretched > ascent + descent {
            // An assembly's ink is all ascent; the shift below centres it anyway.
            ascent = (stretched * 64).rounded(.down) / 64
            descent = 0
        }
        let axis = constants(node).axisHeight
        let shift = (((ascent - descent - 2 * axis) * 64) / 2).rounded(.towardZero) / 64
        return (ascent - shift, descent + shift, MathGlyphStretch.width(of: glyph, in: face, size: size))
    }
}
