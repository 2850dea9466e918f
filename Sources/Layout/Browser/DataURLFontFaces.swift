/// `@font-face` rules that declare the forced font's faces with their bytes inline as data: URLs. A
/// page loaded from file:// may not fetch fonts from other files (they count as cross-origin), so the
/// faces travel inside the stylesheet.
public enum DataURLFontFaces {
    public static func rules(for font: ForcedFont) throws -> String {
        try font.faces.map { face in
            let bytes = try ForcedFont.contents(of: face).base64EncodedString()
            return "@font-face{font-family:\"\(ForcedFont.family)\";font-weight:\(face.weight.rawValue);"
                + "font-style:\(face.style.rawValue);"
                + "src:url(data:\(face.format.mediaType);base64,\(bytes)) format(\"\(face.format.rawValue)\");}"
        }.joined(separator: "\n")
    }
}
