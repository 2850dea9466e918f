import CHarfBuzz

/// One glyph of a shaped run, positioned in CSS pixels.
package struct ShapedGlyph: Hashable, Sendable {
    package var glyph: UInt32
    /// The UTF-16 offset, in the text given to the shaper, of the first code unit of the glyph's cluster.
    package var cluster: Int
    package var advance: Double
    package var xOffset: Double
    package var yOffset: Double
}

/// The glyphs of one run of text in one face, in visual order (right to left runs come back reversed,
/// as HarfBuzz gives them).
package struct ShapedRun: Hashable, Sendable {
    package var glyphs: [ShapedGlyph]
    package var isRightToLeft: Bool

    /// The run's advance width in pixels.
    package var width: Double { glyphs.reduce(0) { $0 + $1.advance } }
}

/// What measuring text needs of a shaped glyph: a paragraph-long run holds millions of them, at a
/// third of a `ShapedGlyph`'s size.
struct GlyphAdvance {
    let glyph: UInt32
    /// The UTF-16 offset of the first code unit of the glyph's cluster, as HarfBuzz gives it.
    let cluster: UInt32
    let advance: Double
}

/// How a run is shaped: script, direction and language (nil ones guessed by HarfBuzz from the text),
/// and the features Chromium turns off when letter-spacing is set.
package struct ShapingOptions: Hashable, Sendable {
    /// ISO 15924 code, e.g. "Latn", "Arab".
    package var script: String?
    package var isRightToLeft: Bool?
    /// BCP 47 tag, e.g. "en", "ar".
    package var language: String?
    /// Chromium disables ligatures (liga, clig, dlig, hlig, calt) when letter-spacing is not zero.
    package var disablesLigatures: Bool
    /// Turns on the font's own small capitals (`smcp`), for `font-variant: small-caps`.
    package var usesSmallCapsFeature: Bool

    package init(script: String? = nil, isRightToLeft: Bool? = nil, language: String? = nil,
                disablesLigatures: Bool = false, usesSmallCapsFeature: Bool = false) {
        self.script = script
        self.isRightToLeft = isRightToLeft
        self.language = language
        self.disablesLigatures = disablesLigatures
        self.usesSmallCapsFeature = usesSmallCapsFeature
    }
}

/// Shapes text with HarfBuzz: glyph ids, advances with kerning and ligatures (HarfBuzz's and
/// Chromium's defaults), clusters mapped back to UTF-16 offsets.
package enum TextShaper {
    private static let ligatureFeatures: [hb_feature_t] = ["liga", "clig", "dlig", "hlig", "calt"].map { tag in
        var feature = hb_feature_t()
        _ = hb_feature_from_string("-" + tag, -1, &feature)
        return feature
    }
    private static let smallCapsFeature: hb_feature_t = {
        var feature = hb_feature_t()
        _ = hb_feature_from_string("smcp", -1, &feature)
        return feature
    }()

    /// Shapes `range` of `text` (UTF-16), keeping the text around it as context for shaping.
    package static func shape(_ text: [UInt16], range: Range<Int>, face: FontFace, size: Double,
                             options: ShapingOptions = ShapingOptions()) -> ShapedRun {
        let scale = size / Double(face.unitsPerEm)
        return withShapedGlyphs(text, range: range, face: face, options: options) { infos, positions, isRightToLeft in
            let glyphs = zip(infos, positions).map { info, position in
                ShapedGlyph(glyph: info.codepoint, cluster: Int(info.cluster), advance: Double(position.x_advance) * scale,
                            xOffset: Double(position.x_offset) * scale, yOffset: Double(position.y_offset) * scale)
            }
            return ShapedRun(glyphs: glyphs, isRightToLeft: isRightToLeft)
        }
    }

    /// The glyphs' advances of `range` shaped as `shape` shapes it, in visual order.
    static func advances(_ text: [UInt16], range: Range<Int>, face: FontFace, size: Double,
                         options: ShapingOptions) -> [GlyphAdvance] {
        let scale = size / Double(face.unitsPerEm)
        return withShapedGlyphs(text, range: range, face: face, options: options) { infos, positions, _ in
            zip(infos, positions).map { info, position in
                GlyphAdvance(glyph: info.codepoint, cluster: info.cluster, advance: Double(position.x_advance) * scale)
            }
        }
    }

    /// Shapes the run into a HarfBuzz buffer and reads its glyphs in place, before the buffer goes.
    private static func withShapedGlyphs<Result>(
        _ text: [UInt16], range: Range<Int>, face: FontFace, options: ShapingOptions,
        _ read: (UnsafeBufferPointer<hb_glyph_info_t>, UnsafeBufferPointer<hb_glyph_position_t>, Bool) -> Result
    ) -> Result {
        precondition(range.lowerBound >= 0 && range.upperBound <= text.count, "run outside the text")
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        text.withUnsafeBufferPointer { units in
            hb_buffer_add_utf16(buffer, units.baseAddress, Int32(units.count), UInt32(range.lowerBound),
                                Int32(range.count))
        }
        if let script = options.script { hb_buffer_set_script(buffer, hb_script_from_string(script, -1)) }
        if let rtl = options.isRightToLeft { hb_buffer_set_direction(buffer, rtl ? HB_DIRECTION_RTL : HB_DIRECTION_LTR) }
        if let language = options.language { hb_buffer_set_language(buffer, hb_language_from_string(language, -1)) }
        hb_buffer_guess_segment_properties(buffer)
        let features = (options.disablesLigatures ? ligatureFeatures : [])
            + (options.usesSmallCapsFeature ? [smallCapsFeature] : [])
        hb_shape(face.font, buffer, features, UInt32(features.count))

        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        return read(UnsafeBufferPointer(start: infos, count: Int(count)),
                    UnsafeBufferPointer(start: positions, count: Int(count)),
                    hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL)
    }
}
