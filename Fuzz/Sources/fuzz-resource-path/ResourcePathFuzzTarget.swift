import Foundation
import FuzzSupport
import Hummingbird
@testable import Server

/// A request target on arbitrary bytes, split as the router splits it: the resource path after
/// `/pub/{id}/` decoded as the resource route decodes it, and the reader and group names of the reader
/// routes. What is accepted is a plain relative path — no empty, `.` or `..` segment, no NUL, no
/// backslash — and a name is 1 to 1024 bytes without NUL.
@main
enum ResourcePathFuzzTarget {
    static func main() { FuzzDriver.run(fuzzResourcePath) }
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzResourcePath(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let uri = URI(FuzzInput.text(data, size))
    let segments = uri.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst(3)
    if let path = try? ResourcePath.decode(Array(segments)) {
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            fuzzInvariant(!part.isEmpty && part != "." && part != ".." && !part.contains("\0") && !part.contains("\\"),
                          "\(uri.path) decodes to \(path)")
        }
    }
    for raw in segments.prefix(4) + [uri.queryParameters.get("reader").map(Substring.init)].compactMap({ $0 }) {
        guard let name = try? ResourcePath.parameter(String(raw), name: "reader") else { continue }
        fuzzInvariant(!name.isEmpty && name.utf8.count <= 1024 && !name.contains("\0"), "\(raw) accepted as \(name)")
    }
    return 0
}
