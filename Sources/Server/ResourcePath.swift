import Foundation

/// The container path a request names after `/pub/{id}/`: the raw path segments, percent-decoded once.
/// Only plain relative paths are accepted — no empty, `.` or `..` segment, no NUL, no backslash — and
/// the result is then only ever looked up in the manifest, never joined to a file path.
enum ResourcePath {
    static func decode(_ segments: [Substring]) throws(ProblemDocument) -> String {
        var decoded: [String] = []
        for segment in segments {
            guard let part = segment.removingPercentEncoding,
                  !part.isEmpty, part != ".", part != "..", !part.contains("/"), !part.contains("\\"), !part.contains("\0")
            else {
                throw ProblemDocument(.badRequest, code: "invalidHref", detail: "the resource path is not a plain relative path")
            }
            decoded.append(part)
        }
        guard !decoded.isEmpty else { throw ProblemDocument(.badRequest, code: "invalidHref", detail: "no resource path") }
        return decoded.joined(separator: "/")
    }

    /// A route parameter (reader id, group name), percent-decoded, refused when it cannot be.
    static func parameter(_ raw: String?, name: String) throws(ProblemDocument) -> String {
        try checkedName(raw?.removingPercentEncoding, name: name)
    }

    /// A reader id or group name: 1 to 1024 bytes, no NUL (they end up in SQLite keys and messages).
    static func checkedName(_ value: String?, name: String) throws(ProblemDocument) -> String {
        guard let value, !value.isEmpty, !value.contains("\0"), value.utf8.count <= 1024 else {
            throw ProblemDocument(.badRequest, code: "invalidParameter", detail: "the \(name) is not valid")
        }
        return value
    }
}
