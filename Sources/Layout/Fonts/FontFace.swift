import CHarfBuzz
import Foundation

/// Why a font could not be used.
package enum FontError: Error, CustomStringConvertible, Sendable, Equatable {
    case tooLarge(font: String, bytes: Int, limit: Int)
    /// HarfBuzz found no glyphs: not an OpenType/TrueType font (or still obfuscated, or WOFF2).
    case unreadable(font: String)
    case missingBundledFont(name: String)

    package var description: String {
        switch self {
        case let .tooLarge(font, bytes, limit): "\(font): \(bytes) bytes is over the font limit of \(limit)"
        case let .unreadable(font): "\(font): not a font HarfBuzz can read (no glyphs)"
        case let .missingBundledFont(name): "the bundled font \(name) is missing from the package resources"
        }
    }
}

/// One font face loaded from bytes in memory (fonts come from the publication, de-obfuscated, or
/// from the package's resources), ready for HarfBuzz shaping. Immutable once made, so shared freely.
package final class FontFace: @unchecked Sendable {
    /// Faces above this size are refused; real book fonts are well under it.
    package static let maximumBytes = 32 << 20

    /// What errors and logs call the face (its href or resource name).
    package let name: String
    package let tables: FontTables
    let blob: OpaquePointer
    let face: OpaquePointer
    /// A HarfBuzz font at a scale of one unit per font unit: positions come back in font units.
    let font: OpaquePointer
    /// Which ASCII characters the face has: font fallback asks about every character of a text, and most
    /// of a Latin text is ASCII.
    private let asciiCoverage: ASCIISet

    package convenience init(data: Data, name: String) throws {
        guard data.count <= Self.maximumBytes else {
            throw FontError.tooLarge(font: name, bytes: data.count, limit: Self.maximumBytes)
        }
        let blob = data.withUnsafeBytes { raw in
            hb_blob_create(raw.baseAddress?.assumingMemoryBound(to: CChar.self), UInt32(raw.count),
                           HB_MEMORY_MODE_DUPLICATE, nil, nil)!
        }
        try self.init(blob: blob, name: name)
    }

    /// A face from a font file, mapped rather than read: an installed font is often consulted only for
    /// its character map, and mapping touches only the pages HarfBuzz reads. `name` defaults to the path.
    package convenience init(file path: String, name: String? = nil) throws {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { throw FontError.unreadable(font: path) }
        let length = Int(hb_blob_get_length(blob))
        guard length <= Self.maximumBytes else {
            hb_blob_destroy(blob)
            throw FontError.tooLarge(font: path, bytes: length, limit: Self.maximumBytes)
        }
        try self.init(blob: blob, name: name ?? path)
    }

    /// Takes ownership of `blob`.
    private init(blob createdBlob: OpaquePointer, name: String) throws {
        let createdFace = hb_face_create(createdBlob, 0)!
        guard hb_face_get_glyph_count(createdFace) > 0 else {
            hb_face_destroy(createdFace)
            hb_blob_destroy(createdBlob)
            throw FontError.unreadable(font: name)
        }
        blob = createdBlob
        face = createdFace
        self.name = name
        tables = FontTables { tag in FontFace.tableBytes(of: createdFace, tag: tag) }
        let createdFont = hb_font_create(createdFace)!
        hb_font_set_scale(createdFont, Int32(tables.unitsPerEm), Int32(tables.unitsPerEm))
        font = createdFont
        asciiCoverage = ASCIISet { Self.nominalGlyph(of: $0, in: createdFont) != nil }
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    package var unitsPerEm: Int { tables.unitsPerEm }

    /// The font file's bytes, copied out of HarfBuzz (for embedding in output).
    package var data: Data {
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else { return Data() }
        return Data(bytes: bytes, count: Int(length))
    }

    /// The face's family name from its `name` table (typographic family first), if it has one.
    package var familyName: String? {
        for nameID in [hb_ot_name_id_t(16), hb_ot_name_id_t(1)] {
            var length: UInt32 = 256
            var buffer = [CChar](repeating: 0, count: Int(length))
            let total = hb_ot_name_get_utf8(face, nameID, hb_language_from_string("en", -1), &length, &buffer)
            if total > 0 {
                return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        }
        return nil
    }

    /// The glyph the font maps a code point to, nil when it has none (time for fallback).
    package func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        Self.nominalGlyph(of: scalar.value, in: font)
    }

    /// The glyph HarfBuzz's `font` maps a code point to, nil when it has none.
    private static func nominalGlyph(of value: UInt32, in font: OpaquePointer) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, value, &glyph) != 0 ? glyph : nil
    }

    /// Whether the font has a glyph for a code point: `glyph(for:) != nil`, without asking HarfBuzz for
    /// ASCII.
    package func covers(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? asciiCoverage.contains(UInt16(scalar.value)) : glyph(for: scalar) != nil
    }

    /// The horizontal advance of a glyph, in font units.
    package func advance(of glyph: UInt32) -> Int {
        Int(hb_font_get_glyph_h_advance(font, glyph))
    }

    /// The x-height in font units: OS/2 `sxHeight`, else the top of the "x" glyph, as Skia does.
    package var xHeight: Int {
        if let os2 = tables.os2, os2.xHeight > 0 { return os2.xHeight }
        guard let glyph = glyph(for: "x") else { return 0 }
        var extents = hb_glyph_extents_t()
        return hb_font_get_glyph_extents(font, glyph, &extents) != 0 ? Int(extents.y_bearing) : 0
    }

    private static func tableBytes(of face: OpaquePointer, tag: String) -> [UInt8] {
        let tagValue = tag.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let table = hb_face_reference_table(face, tagValue)
        defer { hb_blob_destroy(table) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(table, &length), length > 0 else { return [] }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }
}
