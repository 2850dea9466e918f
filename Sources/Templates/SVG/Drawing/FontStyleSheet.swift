import Foundation

/// The `<style>` of a page: one class per font its runs use (`decor-font-0`, … in first-use order), so
/// runs carry a class instead of four attributes, and the embedded `@font-face` rules of those families.
/// Family names are written as CSS strings with everything but plain letters and digits escaped.
struct FontStyleSheet {
    private(set) var fonts: [RunFont] = []
    private var classByFont: [RunFont: String] = [:]

    /// The class of `font`, registering it on first use.
    mutating func className(for font: RunFont) -> String {
        if let name = classByFont[font] { return name }
        let name = "decor-font-\(fonts.count)"
        fonts.append(font)
        classByFont[font] = name
        return name
    }

    /// The rules; the embedded faces kept are those whose family some run on the page uses, in the
    /// order given.
    func css(embedding faces: [EmbeddedFont]) throws(SVGSnapshotError) -> String {
        var rules: [String] = []
        let families = Set(fonts.map(\.family))
        for face in faces where families.contains(face.family) {
            guard face.bytes.count <= EmbeddedFont.maxByteCount else {
                throw .embeddedFont(family: face.family, reason: "\(face.bytes.count) bytes, more than \(EmbeddedFont.maxByteCount)")
            }
            guard let format = face.format else {
                throw .embeddedFont(family: face.family, reason: "not a WOFF2, WOFF, TrueType or OpenType file")
            }
            rules.append("@font-face { font-family: \(Self.string(face.family)); font-weight: \(face.weight); "
                + "font-style: \(face.isItalic ? "italic" : "normal"); "
                + "src: url(\"data:\(format.mediaType);base64,\(Data(face.bytes).base64EncodedString())\") format(\"\(format.name)\"); }")
        }
        for (index, font) in fonts.enumerated() {
            rules.append(".decor-font-\(index) { font-family: \(Self.string(font.family)); font-size: \(PixelValue.css(font.size)); "
                + "font-weight: \(font.weight); font-style: \(font.isItalic ? "italic" : "normal"); }")
        }
        return rules.joined(separator: "\n")
    }

    private static func string(_ text: String) -> String {
        "\"" + ContextEscaping.cssStringContent(text) + "\""
    }
}
