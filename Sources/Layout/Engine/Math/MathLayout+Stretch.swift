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
}
