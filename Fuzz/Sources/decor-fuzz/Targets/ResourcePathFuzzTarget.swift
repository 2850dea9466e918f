import Foundation
import FuzzSupport
@testable import Server

/// A request target on arbitrary bytes, its path split on `/` as the router splits it: the resource path
/// after `/pub/{id}/` decoded as the resource route decodes it, and the segments that name readers and
/// groups in the reader routes. What is accepted is a plain relative path — no empty, `.` or `..` segment, no NUL, no
/// backslash — and a name is 1 to 1024 bytes without NUL.
func fuzzResourcePath(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let target = FuzzInput.text(data, size)
    let path = target.prefix { $0 != "?" && $0 != "#" }
    let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst(3)
    if let decoded = try? ResourcePath.decode(Array(segments)) {
        for part in decoded.split(separator: "/", omittingEmptySubsequences: false) {
            fuzzInvariant(!part.isEmpty && part != "." && part != ".." && !part.contains("\0") && !part.contains("\\"),
                          "\(path) decodes to \(decoded)")
        }
    }
    for raw in segments.prefix(4) {
        guard let name = try? ResourcePath.parameter(String(raw), name: "reader") else { continue }
        fuzzInvariant(!name.isEmpty && name.utf8.count <= 1024 && !name.contains("\0"), "\(raw) accepted as \(name)")
    }
    return 0
}
