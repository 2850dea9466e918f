import Foundation

/// What a `Range` header asks of a resource of a known length (RFC 9110 §14): the whole resource (no
/// header, another unit, a syntax error or more ranges than are worth answering, all of which a server may
/// ignore), one or more satisfiable byte ranges, or none that can be satisfied (416).
enum ByteRangeRequest: Equatable {
    case whole
    /// In the order asked, or in byte order once overlapping or adjacent ranges were coalesced.
    case ranges([Range<UInt64>])
    case unsatisfiable

    /// More ranges than this in one header is not what players or PDF viewers ask for; the whole resource
    /// is the answer (RFC 9110 §14.2 lets a server ignore such requests).
    static let maximumRanges = 16

    init(header: String?, length: UInt64) {
        guard let header, header.hasPrefix("bytes=") else {
            self = .whole
            return
        }
        let specs = header.dropFirst("bytes=".count).split(separator: ",", omittingEmptySubsequences: false)
        guard specs.count <= Self.maximumRanges else {
            self = .whole
            return
        }
        var satisfiable: [Range<UInt64>] = []
        for spec in specs {
            switch Self.parse(spec.trimmingCharacters(in: .whitespaces), length: length) {
            case .none:
                self = .whole
                return
            case .some(.none):
                continue
            case .some(.some(let range)):
                satisfiable.append(range)
            }
        }
        self = satisfiable.isEmpty ? .unsatisfiable : .ranges(Self.coalesced(satisfiable))
    }

    /// One range-spec: nil when it is not valid syntax, `.some(nil)` when it is valid but cannot be
    /// satisfied (it starts past the end, or asks for an empty suffix).
    private static func parse(_ spec: String, length: UInt64) -> Range<UInt64>?? {
        guard let dash = spec.firstIndex(of: "-") else { return nil }
        let first = spec[..<dash]
        let last = spec[spec.index(after: dash)...]
        if first.isEmpty {
            guard let suffix = UInt64(last) else { return nil }
            return .some(suffix == 0 || length == 0 ? nil : (length - min(suffix, length))..<length)
        }
        guard let start = UInt64(first) else { return nil }
        let end: UInt64
        if last.isEmpty {
            end = length
        } else {
            guard let inclusiveEnd = UInt64(last), inclusiveEnd >= start else { return nil }
            end = min(inclusiveEnd, length - min(length, 1)) + 1
        }
        return .some(start < length ? start..<end : nil)
    }

    /// Overlapping or adjacent ranges merged, so no byte is sent twice; ranges that do not touch keep the
    /// order they were asked in (RFC 9110 §14.6).
    private static func coalesced(_ ranges: [Range<UInt64>]) -> [Range<UInt64>] {
        var merged: [Range<UInt64>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged.count == ranges.count ? ranges : merged
    }
}
