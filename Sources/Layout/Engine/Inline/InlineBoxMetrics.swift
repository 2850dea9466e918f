/// How an inline box (or the block's strut) sits on a line, in LayoutNG's terms: the ascent and
/// descent of its primary font as Blink rounds them, and those plus half the leading of its
/// `line-height` on each side (the leading above the baseline floored to a whole pixel), and the shift
/// of its baseline from its parent's by `vertical-align`.
struct InlineBoxMetrics: Equatable {
    /// The primary font's ascent and descent: the top and height of the box's text rects.
    var fontAscent: Double
    var fontDescent: Double
    /// The box's extent above and below its baseline once the leading is added.
    var ascent: Double
    var descent: Double
    /// Down from the parent's baseline (positive down).
    var baselineShift: Double

    init(style: ElementStyle, parent: ElementStyle?, fonts: DocumentFonts) {
        self.init(computed: style.computed, parent: parent?.computed, fonts: fonts)
    }

    /// Takes the computed styles as borrowed arguments, so that they are not copied.
    private init(computed: ComputedStyle, parent: ComputedStyle?, fonts: DocumentFonts) {
        let metrics = Self.primaryMetrics(of: computed, fonts: fonts)
        fontAscent = metrics?.ascent ?? computed.fontSize * 0.8
        fontDescent = metrics?.descent ?? computed.fontSize * 0.2
        if computed.writingMode.isVertical {
            // Vertical lines align on the central baseline: the font's height is shared equally.
            let half = (fontAscent + fontDescent) / 2
            (fontAscent, fontDescent) = (half, half)
        }
        let lineHeight = Self.lineHeight(of: computed, normal: metrics?.lineSpacing ?? computed.fontSize * 1.2)
        let halfLeading = LayoutUnit.floorToPixel((lineHeight - (fontAscent + fontDescent)) / 2)
        ascent = fontAscent + halfLeading
        descent = lineHeight - ascent
        baselineShift = 0
        if let parent {
            baselineShift = Self.shift(computed.verticalAlign, lineHeight: lineHeight, parent: parent,
                                       parentMetrics: Self.primaryMetrics(of: parent, fonts: fonts),
                                       ascent: ascent, descent: descent)
        }
    }

    static func primaryMetrics(of style: ComputedStyle, fonts: DocumentFonts) -> FontMetrics? {
        fonts.primaryFace(for: style).map { fonts.metrics(of: $0, size: style.fontSize) }
    }

    /// The used line height, snapped to LayoutNG's 1/64 px. A number multiplies the font size as Blink
    /// holds it in layout units (`ComputedFontSizeAsFixed`, rounded to 1/64): 1.6 × a zoomed 17.6 px is
    /// 1.6 × 17.59375, 28.140625 px, not 28.15625.
    static func lineHeight(of style: ComputedStyle, normal: Double) -> Double {
        LayoutUnit.snap(style.lineHeight.pixels(fontSize: LayoutUnit.round(style.fontSize), normal: normal))
    }

    private static func shift(_ align: VerticalAlign, lineHeight: Double, parent: ComputedStyle,
                              parentMetrics: FontMetrics?, ascent: Double, descent: Double) -> Double {
        switch align {
        case .baseline, .top, .bottom: return 0
        case .sub: return LayoutUnit.snap(parent.fontSize / 5 + 1)
        case .super: return -LayoutUnit.snap(parent.fontSize / 3 + 1)
        case .shift(let length): return -LayoutUnit.snap(length.resolved(against: lineHeight))
        case .middle:
            let xHeight = parentMetrics?.xHeight ?? parent.fontSize / 2
            return -LayoutUnit.snap(xHeight / 2) + (ascent - descent) / 2
        case .textTop: return (parentMetrics?.ascent ?? parent.fontSize * 0.8) - ascent
        case .textBottom: return descent - (parentMetrics?.descent ?? parent.fontSize * 0.2)
        }
    }
}
