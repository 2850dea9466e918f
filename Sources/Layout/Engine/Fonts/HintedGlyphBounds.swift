import CFreeType
import CHarfBuzz

/// The whole-pixel vertical bounds of glyphs as Chromium's rasteriser sees them: the outline hinted as
/// "slight" hinting does (FreeType's light hinting snaps heights and baseline overshoots to the pixel
/// grid) and its control box rounded outwards. MathML tokens are sized by these bounds, so a formula's
/// height follows them to the pixel. Keeps one FreeType face per font face for one document.
final class HintedGlyphBounds {
    struct Bounds: Equatable {
        /// Whole pixels above the baseline the ink reaches (negative when it ends below it).
        var top: Double
        /// Whole pixels below the baseline the ink reaches (negative when it ends above it).
        var bottom: Double
    }

    private struct GlyphKey: Hashable {
        let face: ObjectIdentifier
        let glyph: UInt32
        let size: Double
    }

    private var library: FT_Library?
    private var faces: [ObjectIdentifier: (font: FontFace, face: FT_Face)] = [:]
    private var sizes: [ObjectIdentifier: Double] = [:]
    private var known: [GlyphKey: Bounds?] = [:]

    init() {
        if FT_Init_FreeType(&library) != 0 { library = nil }
    }

    deinit {
        for entry in faces.values { FT_Done_Face(entry.face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// The bounds of a glyph of a face at a size in pixels; nil when FreeType cannot load it (the
    /// caller then falls back to the unhinted outline).
    func bounds(of glyph: UInt32, in font: FontFace, size: Double) -> Bounds? {
        let key = GlyphKey(face: ObjectIdentifier(font), glyph: glyph, size: size)
        if let cached = known[key] { return cached }
        let measured = measure(glyph, in: font, size: size)
        known[key] = measured
        return measured
    }

    private func measure(_ glyph: UInt32, in font: FontFace, size: Double) -> Bounds? {
        guard let face = freeTypeFace(for: font) else { return nil }
        let identifier = ObjectIdentifier(font)
        if sizes[identifier] != size {
            // Skia hands FreeType the size in 26.6 fixed point truncated (`SkScalarToFDot6`): a script size
            // like 12.78px is hinted at 12.765625px, which can move a grid-fitted edge by a pixel.
            let fixedPoint = FT_F26Dot6((Float(size) * 64).rounded(.towardZero))
            guard FT_Set_Char_Size(face, 0, fixedPoint, 72, 72) == 0 else { return nil }
            sizes[identifier] = size
        }
        guard FT_Load_Glyph(face, glyph, cfreetype_load_target_light()) == 0,
              let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        guard let (yMin, yMax) = Self.verticalExtent(of: slot.pointee.outline), yMax > yMin else { return nil }
        return Bounds(top: (Double(yMax) / 64).rounded(.up), bottom: (-Double(yMin) / 64).rounded(.up))
    }

    /// The lowest and highest point of an outline's drawn contours. A contour of a single point draws
    /// nothing (fonts keep mark anchors that way, below an accent) and Chromium's glyph bounds leave it out.
    private static func verticalExtent(of outline: FT_Outline) -> (min: FT_Pos, max: FT_Pos)? {
        guard let points = outline.points, let ends = outline.contours else { return nil }
        var extent: (min: FT_Pos, max: FT_Pos)?
        var start = 0
        for contour in 0..<Int(outline.n_contours) {
            let end = Int(ends[contour])
            if end > start {
                for index in start...end {
                    let y = points[index].y
                    extent = (Swift.min(extent?.min ?? y, y), Swift.max(extent?.max ?? y, y))
                }
            }
            start = end + 1
        }
        return extent
    }

    private func freeTypeFace(for font: FontFace) -> FT_Face? {
        let identifier = ObjectIdentifier(font)
        if let entry = faces[identifier] { return entry.face }
        guard let library else { return nil }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(font.blob, &length), length > 0 else { return nil }
        var face: FT_Face?
        let status = bytes.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            FT_New_Memory_Face(library, $0, FT_Long(length), 0, &face)
        }
        guard status == 0, let face else { return nil }
        // The blob belongs to the font face, which this entry keeps alive as long as FreeType reads it.
        faces[identifier] = (font, face)
        return face
    }
}
