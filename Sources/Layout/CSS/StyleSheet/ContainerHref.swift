import Foundation

/// Resolves an href found in a style sheet (`@import`, `@font-face src`) against the container path
/// of the sheet, refusing anything that would leave the publication: URLs with a scheme,
/// network-path references (`//host`) and `..` above the container's root.
package enum ContainerHref {
    /// The container path the href designates (no leading slash, percent-decoded, no query or
    /// fragment), or nil when it points outside the container.
    package static func resolve(_ href: String, relativeTo base: String) -> String? {
        var reference = href.trimmingWhitespace()
        if let cut = reference.firstIndex(where: { $0 == "#" || $0 == "?" }) { reference = String(reference[..<cut]) }
        guard !reference.isEmpty, !reference.hasPrefix("//"), !hasScheme(reference),
              let decoded = reference.percentDecoded else { return nil }
        var segments: [Substring] = []
        if !decoded.hasPrefix("/") {
            segments = base.split(separator: "/", omittingEmptySubsequences: false)
            segments.removeLast()
        }
        for segment in decoded.split(separator: "/", omittingEmptySubsequences: false) {
            switch segment {
            case ".", "":
                continue
            case "..":
                guard segments.popLast() != nil else { return nil }
            default:
                segments.append(segment)
            }
        }
        // Joined by hand: `joined(separator:)` over substrings is generic code the runtime looks its
        // conformances up for, through every conformance of the program, at its first use.
        var path = ""
        for segment in segments where !segment.isEmpty {
            if !path.isEmpty { path.append("/") }
            path.append(contentsOf: segment)
        }
        return path.isEmpty ? nil : path
    }

    /// RFC 3986: `scheme ":"` where the scheme starts with a letter and has only letters, digits,
    /// `+`, `-` and `.` before the colon.
    private static func hasScheme(_ reference: String) -> Bool {
        guard let colon = reference.firstIndex(of: ":") else { return false }
        let scheme = reference[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
