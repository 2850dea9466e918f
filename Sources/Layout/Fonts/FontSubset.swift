import CHarfBuzz
import Foundation

/// A font cut down to the glyphs some text needs, with HarfBuzz's subsetter: what output that embeds a
/// font (static pages, SVG snapshots) carries instead of the whole file. Glyph advances, kerning and the
/// substitutions reachable from the kept characters stay, so the text lays out as with the full font.
package enum FontSubset {
    /// The font file `data` keeping only what `characters` need; nil when HarfBuzz cannot subset it (the
    /// caller then embeds the whole font).
    package static func subset(_ data: Data, keeping characters: some Sequence<Unicode.Scalar>) -> Data? {
        guard !data.isEmpty, data.count <= Int(UInt32.max) else { return nil }
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Data? in
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self) else { return nil }
            let blob = hb_blob_create_or_fail(base, UInt32(bytes.count), HB_MEMORY_MODE_READONLY, nil, nil)
            guard let blob else { return nil }
            defer { hb_blob_destroy(blob) }
            let face = hb_face_create(blob, 0)
            defer { hb_face_destroy(face) }
            // HarfBuzz reads anything as a face; one without glyphs was not a font.
            guard hb_face_get_glyph_count(face) > 0 else { return nil }
            guard let input = hb_subset_input_create_or_fail() else { return nil }
            defer { hb_subset_input_destroy(input) }
            let unicodes = hb_subset_input_unicode_set(input)
            for character in characters {
                hb_set_add(unicodes, character.value)
            }
            guard let subset = hb_subset_or_fail(face, input) else { return nil }
            defer { hb_face_destroy(subset) }
            let result = hb_face_reference_blob(subset)
            defer { hb_blob_destroy(result) }
            var length: UInt32 = 0
            guard let pointer = hb_blob_get_data(result, &length), length > 0 else { return nil }
            return Data(bytes: pointer, count: Int(length))
        }
    }
}
