import CHarfBuzz

/// The layout constants of a font's OpenType MATH table at a font size (script scaling, script shifts,
/// fraction gaps, axis height…), or, for a font without one, the fallbacks browsers use.
struct MathConstants {
    var scriptScale = 0.71
    var scriptScriptScale = 0.5041
    var axisHeight: Double
    var subscriptShiftDown: Double
    var subscriptTopMax: Double
    var subscriptBaselineDropMin: Double
    var superscriptBaselineDropMax: Double
    var superscriptShiftUp: Double
    var superscriptBottomMin: Double
    var spaceAfterScript: Double
    var fractionNumeratorShiftUp: Double
    var fractionDenominatorShiftDown: Double
    var fractionGapMin: Double
    var fractionRuleThickness: Double
    var overbarVerticalGap: Double
    var overbarExtraAscender: Double
    var underbarVerticalGap: Double
    var underbarExtraDescender: Double

    init(face: FontFace?, size: Double, metrics: FontMetrics?) {
        // Without a MATH table Chromium derives the constants from the x-height and the underline
        // thickness, each held in LayoutUnits, and puts a fifth of the font size in whole pixels after
        // scripts (15.2 px and 15 px give 3, 14.4 px 2, 25.6 px 5: measured from 12 to 32 px).
        func layoutUnits(_ value: Double) -> Double { (value * 64).rounded(.towardZero) / 64 }
        let xHeight = metrics?.xHeight ?? size / 2
        let rule = layoutUnits(metrics.map { $0.underlineThickness > 0 ? $0.underlineThickness : 1 } ?? 1)
        axisHeight = layoutUnits(xHeight / 2)
        subscriptShiftDown = 0
        subscriptTopMax = layoutUnits(0.8 * xHeight)
        subscriptBaselineDropMin = layoutUnits(xHeight / 2)
        superscriptBaselineDropMax = layoutUnits(xHeight / 2)
        superscriptShiftUp = layoutUnits(xHeight)
        superscriptBottomMin = layoutUnits(xHeight / 4)
        spaceAfterScript = (size.rounded() / 5).rounded(.down)
        fractionNumeratorShiftUp = 0
        fractionDenominatorShiftDown = 0
        fractionGapMin = rule
        fractionRuleThickness = rule
        overbarVerticalGap = 3 * rule
        overbarExtraAscender = rule
        underbarVerticalGap = 3 * rule
        underbarExtraDescender = rule
        guard let face, hb_ot_math_has_data(face.face) != 0 else { return }
        let scale = size / Double(face.unitsPerEm)
        // Chromium holds each constant as a LayoutUnit: 1/64 px, truncated.
        func value(_ constant: hb_ot_math_constant_t) -> Double {
            (Double(hb_ot_math_get_constant(face.font, constant)) * scale * 64).rounded(.towardZero) / 64
        }
        scriptScale = Double(hb_ot_math_get_constant(face.font, HB_OT_MATH_CONSTANT_SCRIPT_PERCENT_SCALE_DOWN)) / 100
        scriptScriptScale = Double(hb_ot_math_get_constant(
            face.font, HB_OT_MATH_CONSTANT_SCRIPT_SCRIPT_PERCENT_SCALE_DOWN)) / 100
        axisHeight = value(HB_OT_MATH_CONSTANT_AXIS_HEIGHT)
        subscriptShiftDown = value(HB_OT_MATH_CONSTANT_SUBSCRIPT_SHIFT_DOWN)
        subscriptTopMax = value(HB_OT_MATH_CONSTANT_SUBSCRIPT_TOP_MAX)
        subscriptBaselineDropMin = value(HB_OT_MATH_CONSTANT_SUBSCRIPT_BASELINE_DROP_MIN)
        superscriptBaselineDropMax = value(HB_OT_MATH_CONSTANT_SUPERSCRIPT_BASELINE_DROP_MAX)
        superscriptShiftUp = value(HB_OT_MATH_CONSTANT_SUPERSCRIPT_SHIFT_UP_CRAMPED)
        superscriptBottomMin = value(HB_OT_MATH_CONSTANT_SUPERSCRIPT_BOTTOM_MIN)
        spaceAfterScript = value(HB_OT_MATH_CONSTANT_SPACE_AFTER_SCRIPT)
        fractionNumeratorShiftUp = value(HB_OT_MATH_CONSTANT_FRACTION_NUMERATOR_SHIFT_UP)
        fractionDenominatorShiftDown = value(HB_OT_MATH_CONSTANT_FRACTION_DENOMINATOR_SHIFT_DOWN)
        fractionGapMin = value(HB_OT_MATH_CONSTANT_FRACTION_NUMERATOR_GAP_MIN)
        fractionRuleThickness = value(HB_OT_MATH_CONSTANT_FRACTION_RULE_THICKNESS)
        overbarVerticalGap = value(HB_OT_MATH_CONSTANT_OVERBAR_VERTICAL_GAP)
        overbarExtraAscender = value(HB_OT_MATH_CONSTANT_OVERBAR_EXTRA_ASCENDER)
        underbarVerticalGap = value(HB_OT_MATH_CONSTANT_UNDERBAR_VERTICAL_GAP)
        underbarExtraDescender = value(HB_OT_MATH_CONSTANT_UNDERBAR_EXTRA_DESCENDER)
        if scriptScale <= 0 { scriptScale = 0.71 }
        if scriptScriptScale <= 0 { scriptScriptScale = 0.5041 }
    }
}

extension MathConstants {
    /// How much smaller text gets going from one script level to a deeper one (MathML's `font-size:
    /// math`): the script scale into level 1, the script-script scale relative to it into level 2, 0.71
    /// for each level beyond.
    func scale(from depth: Int, to deeper: Int) -> Double {
        guard deeper > depth else { return 1 }
        return (depth + 1...deeper).reduce(1.0) { factor, level in
            switch level {
            case 1: factor * scriptScale
            case 2: factor * scriptScriptScale / scriptScale
            default: factor * 0.71
            }
        }
    }
}
