import DecorModel

/// A text run as a `<text>` element at its laid-out position: the origin is the run's inline start on its
/// baseline (the right end of a right-to-left run, drawn with `direction="rtl"`), and the run's length is
/// pinned to its box (`textLength`, glyphs and spacing adjusted) unless it comes with character positions.
/// The run's letter and word spacing (a justified line's extra space among them) are drawn as such, so that
/// the pinned length does not stretch the glyphs to fill a justified line.
enum TextRunShape {
    static func element(_ run: TextRun, fontClass: String) -> SVGElement {
        var text = SVGElement("text", ["class": fontClass])
        let inlineStart: Double
        switch (run.writingMode.isVertical, run.direction) {
        case (false, .ltr): inlineStart = run.box.minX
        case (false, .rtl): inlineStart = run.box.maxX
        case (true, .ltr): inlineStart = run.box.minY
        case (true, .rtl): inlineStart = run.box.maxY
        }
        let inline = run.characterPositions.map { $0.map(PixelValue.format).joined(separator: " ") } ?? PixelValue.format(inlineStart)
        let baseline = PixelValue.format(run.baseline)
        text.set("x", run.writingMode.isVertical ? baseline : inline)
        text.set("y", run.writingMode.isVertical ? inline : baseline)
        if run.writingMode.isVertical { text.set("writing-mode", run.writingMode.rawValue) }
        if run.direction == .rtl { text.set("direction", "rtl") }
        if run.isSmallCaps { text.set("font-variant", "small-caps") }
        if run.letterSpacing != 0 { text.set("letter-spacing", run.letterSpacing) }
        if run.wordSpacing != 0 { text.set("word-spacing", run.wordSpacing) }
        if run.characterPositions == nil {
            text.set("textLength", run.writingMode.isVertical ? run.box.height : run.box.width)
            text.set("lengthAdjust", "spacingAndGlyphs")
        }
        if let color = run.color { text.fill(color, opacity: color.alpha) }
        text.append(spacedText: run.text)
        return text
    }
}
