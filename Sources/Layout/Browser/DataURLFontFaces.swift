/// `@font-face` rules that declare the forced font's faces with their bytes inline as data: URLs. A
/// page loaded from file:// may not fetch fonts from other files (they count as cross-origin), so the
/// faces travel inside the stylesheet.
package enum DataURLFontFaces {
    /// `characters`, when given, cuts each face down to the glyphs they need (`FontSubset`): a page embeds
    /// tens of kilobytes instead of the whole font.
    package static func rules(for font: ForcedFont, characters: Set<Unicode.Scalar>? = nil) throws -> String {
        try font.faces.map { face in
            let whole = try ForcedFont.contents(of: face)
            let bytes = (characters.flatMap { FontSubset.subset(whole, keeping: $0) } ?? whole).base64EncodedString()
            return "@font-face{font-family:\"\(ForcedFont.family)\";font-weight:\(face.weight.rawValue);"
                + "font-style:\(face.style.rawValue);"
                + "src:url(data:\(face.format.mediaType);base64,\(bytes)) format(\"\(face.format.rawValue)\");}"
        }.joined(separator: "\n")
    }
}
