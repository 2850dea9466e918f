import DecorEngine
import Foundation
import FuzzSupport
import Server

private let limits = ServerLimits().decorationsFile

/// The stored state the inputs are read against: the decorations of the seeds, so that mutated seeds keep
/// most of their decorations byte for byte.
private let stored: GroupStateBody? = {
    let decorations = (1...4).map { index in
        """
        {"id": "\(index)", "locator": {"href": "OPS/chapter_001.xhtml", "type": "application/xhtml+xml", \
        "text": {"highlight": "whale \(index)"}}, "style": {"type": "highlight", "tint": "#FFD700"}}
        """
    }
    return try? GroupStateBody(Array("{\"decorations\": [\(decorations.joined(separator: ", "))]}".utf8), group: "g", limits: limits)
}()

/// A group-state PUT body on arbitrary bytes, read as `decor serve` reads it: against a stored state, so
/// that unchanged decorations are matched by their bytes and only the others parsed. Reading it whole must
/// give the same state or the same refusal — a difference is a finding.
func fuzzGroupStateBody(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    fuzzInvariant(stored != nil, "the stored state must read")
    let compared = Result { () throws(Server.ProblemDocument) in try GroupStateBody(bytes, group: "g", limits: limits, previous: stored).file }
    let whole = Result { () throws(Server.ProblemDocument) in try GroupStateBody(bytes, group: "g", limits: limits).file }
    switch (compared, whole) {
    case let (.success(left), .success(right)):
        fuzzInvariant(left == right, "the state read against the stored one differs from the whole reading")
        if let stored, let old = stored.file.groups.first?.decorations, let new = left.groups.first?.decorations {
            _ = try? GroupDiff.changes(group: "g", old: old, new: new)
        }
    case let (.failure(left), .failure(right)):
        let leftJSON = JSONWriter().string(left.json), rightJSON = JSONWriter().string(right.json)
        fuzzInvariant(leftJSON == rightJSON, "refused as \(leftJSON), read whole as \(rightJSON)")
    case let (left, right):
        fuzzInvariant(false, "read against the stored state: \(left); read whole: \(right)")
    }
    return 0
}
