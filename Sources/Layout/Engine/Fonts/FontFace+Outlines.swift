import CHarfBuzz

extension FontFace {
    /// The size glyphs are measured at in Chromium: FreeType scales PostScript (CFF) outlines at the
    /// size truncated to 1/64 px, where TrueType faces get the exact size.
    func shapingSize(for size: Double) -> Double {
        hasPostScriptOutlines ? (size * 64).rounded(.down) / 64 : size
    }

    /// Whether the face has PostScript (CFF) outlines.
    var hasPostScriptOutlines: Bool {
        ["CFF ", "CFF2"].contains { tag in
            let value = tag.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            let table = hb_face_reference_table(face, value)
            defer { hb_blob_destroy(table) }
            return hb_blob_get_length(table) > 0
        }
    }
}
