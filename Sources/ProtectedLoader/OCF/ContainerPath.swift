import Foundation

/// Paths inside a container: resolving an href against the file that contains it, percent-decoding, and
/// refusing anything that would leave the container.
public enum ContainerPath {
    /// Resolves `href` (percent-encoded, possibly relative, possibly with a fragment or query) against the
    /// directory of `base` (a container path). Returns the decoded container path, or nil when the href is
    /// absolute (has a scheme), empty, or climbs above the container root.
    public static func resolve(_ href: String, relativeTo base: String) -> String? {
        var reference = href
        if let cut = reference.firstIndex(where: { $0 == "#" || $0 == "?" }) {
            reference = String(reference[..<cut])
        }
        guard !reference.isEmpty, !hasScheme(reference) else { return nil }
        guard let decoded = reference.removingPercentEncoding else { return nil }
        var components: [Substring]
        if decoded.hasPrefix("/") {
            components = []
        } else {
            components = base.split(separator: "/", omittingEmptySubsequences: true)
            if !base.hasSuffix("/"), !components.isEmpty { components.removeLast() }
        }
        for part in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(part)
            }
        }
        guard !components.isEmpty else { return nil }
        return components.joined(separator: "/")
    }

    /// Normalises a path as an archive or CLI gives it: `/` separators, no leading `/`, no `.` segments.
    /// Returns nil for paths that climb out of the root (`..`) or are empty, so they can be refused.
    public static func normalize(_ path: String) -> String? {
        var components: [Substring] = []
        for part in path.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "/" || $0 == "\\" }) {
            switch part {
            case ".": continue
            case "..": return nil
            default: components.append(part)
            }
        }
        return components.isEmpty ? nil : components.joined(separator: "/")
    }

    private static func hasScheme(_ reference: String) -> Bool {
        guard let colon = reference.firstIndex(of: ":") else { return false }
        let scheme = reference[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
