import CHarfBuzz

/// A vertical glyph assembly from a font's MATH table as Chromium builds it (MathML Core's algorithm):
/// as few extender repetitions as reach the target with the parts overlapping by at least the font's
/// minimum connector overlap, then the overlap widened toward the target, up to what the connectors
/// allow. An assembly whose connectors cannot overlap that much is not used (Chromium then draws the
/// unstretched glyph): DejaVu Serif's floor brackets and bars are such.
struct MathGlyphAssembly {
    /// The parts from top to bottom, each glyph with its advance in font units.
    let glyphs: [(glyph: UInt32, advance: Double)]
    /// How much consecutive parts overlap, in font units.
    let overlap: Double

    init?(of glyph: UInt32, in face: FontFace, scale: Double, atLeast target: Double) {
        var records = [hb_ot_math_glyph_part_t](repeating: .init(), count: 16)
        var count = UInt32(records.count)
        var italicsCorrection: hb_position_t = 0
        hb_ot_math_get_glyph_assembly(face.font, glyph, HB_DIRECTION_TTB, 0, &count, &records, &italicsCorrection)
        let parts = Array(records.prefix(Int(count)))
        guard !parts.isEmpty else { return nil }
        let isExtender = { (part: hb_ot_math_glyph_part_t) in
            part.flags.rawValue & HB_OT_MATH_GLYPH_PART_FLAG_EXTENDER.rawValue != 0
        }
        let minimumOverlap = Double(hb_ot_math_get_min_connector_overlap(face.font, HB_DIRECTION_TTB))
        // The most parts may overlap: the shortest connector between two parts (an extender connects at
        // both ends, the first and last part only inwards).
        var maximumOverlap = Double.greatestFiniteMagnitude
        for (index, part) in parts.enumerated() {
            if isExtender(part) || index > 0 { maximumOverlap = min(maximumOverlap, Double(part.start_connector_length)) }
            if isExtender(part) || index < parts.count - 1 {
                maximumOverlap = min(maximumOverlap, Double(part.end_connector_length))
            }
        }
        let fixed = parts.filter { !isExtender($0) }, extenders = parts.filter(isExtender)
        let fixedAdvance = fixed.reduce(0.0) { $0 + Double($1.full_advance) }
        let extenderAdvance = extenders.reduce(0.0) { $0 + Double($1.full_advance) }
        let extenderGain = extenderAdvance - minimumOverlap * Double(extenders.count)
        guard !extenders.isEmpty, maximumOverlap >= minimumOverlap, extenderGain > 0 else { return nil }
        let targetUnits = target / scale
        let needed = ((targetUnits - fixedAdvance + minimumOverlap * Double(fixed.count - 1)) / extenderGain)
            .rounded(.up)
        // A formula can ask for any height: repetitions stop at 64, as Chromium caps its glyph run too.
        let repetitions = needed.isFinite ? Int(min(64, max(0, needed))) : 64
        let glyphCount = fixed.count + repetitions * extenders.count
        var overlap = maximumOverlap
        if glyphCount > 1 {
            let reachingTarget = (fixedAdvance + Double(repetitions) * extenderAdvance - targetUnits)
                / Double(glyphCount - 1)
            overlap = max(minimumOverlap, min(overlap, reachingTarget))
        }
        // The table lists the parts from the bottom up.
        var stacked: [(glyph: UInt32, advance: Double)] = []
        for part in parts {
            let copies = isExtender(part) ? repetitions : 1
            stacked += Array(repeating: (part.glyph, Double(part.full_advance)), count: copies)
        }
        glyphs = stacked.reversed()
        self.overlap = overlap
    }

    /// How far the parts' ink reaches, in pixels: each part starts where the one above it ends, less
    /// the overlap, and the box spans from the top of the first to the lowest ink of any part.
    func inkHeight(scale: Double, inkHeight: (UInt32) -> Double?) -> Double {
        var top = 0.0
        var bottom = 0.0
        for (index, part) in glyphs.enumerated() {
            bottom = max(bottom, top + (inkHeight(part.glyph) ?? part.advance * scale))
            if index < glyphs.count - 1 { top += (part.advance - overlap) * scale }
        }
        return bottom
    }
}
