/// The URLs a template's markup may hold: references that stay in the publication (relative, or a
/// fragment) and inline base64 raster images. No scheme, so no `javascript:`, no network.
enum TemplateURL {
    private static let dataPrefixes = ["data:image/png;base64,", "data:image/jpeg;base64,", "data:image/gif;base64,", "data:image/webp;base64,"]

    static func staysInPublication(_ value: String) -> Bool {
        // Browsers ignore ASCII whitespace and control characters around and inside schemes ("java\tscript:").
        let compact = String(value.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F })
        if compact.contains("&") || compact.contains("\\") { return false }
        if let prefix = dataPrefixes.first(where: { compact.lowercased().hasPrefix($0) }) {
            return compact.dropFirst(prefix.count).allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+/=".contains($0)) }
        }
        if compact.hasPrefix("/") { return false }
        // A colon before any '/', '?' or '#' would make it a scheme.
        let head = compact.prefix { !"/?#".contains($0) }
        return !head.contains(":")
    }
}
