import Foundation

/// What a `Range` header asks of a resource of a known length (RFC 9110 §14): the whole resource (no
/// header, another unit, several ranges, or a syntax error, all of which a server may ignore), one
/// satisfiable byte range, or none that can be satisfied (416).
enum ByteRangeRequest: Equatable {
    case whole
    case range(Range<UInt64>)
    case unsatisfiable

    init(header: String?, length: UInt64) {
        guard let header, header.hasPrefix("bytes=") else {
            self = .whole
            return
        }
        let spec = header.dropFirst("bytes=".count).trimmingCharacters(in: .whitespaces)
        // One range is what media players and font loaders ask for; a multipart answer is never needed.
        guard !spec.contains(","), let dash = spec.firstIndex(of: "-") else {
            self = .whole
            return
        }
        let first = spec[..<dash]
        let last = spec[spec.index(after: dash)...]
        if first.isEmpty {
            guard let suffix = UInt64(last) else {
                self = .whole
                return
            }
            self = suffix == 0 || length == 0 ? .unsatisfiable : .range((length - min(suffix, length))..<length)
            return
        }
        guard let start = UInt64(first) else {
            self = .whole
            return
        }
        let end: UInt64
        if last.isEmpty {
            end = length
        } else {
            guard let inclusiveEnd = UInt64(last), inclusiveEnd >= start else {
                self = .whole
                return
            }
            end = min(inclusiveEnd, length - min(length, 1)) + 1
        }
        self = start < length ? .range(start..<end) : .unsatisfiable
    }
}
