/// The hrefs of a publication closest to one that was not found, for error messages that say what was
/// probably meant (`OPS/chapter_01.xhtml` → `OPS/chapter_001.xhtml`).
public enum NearestHrefs {
    /// Up to `count` of `candidates`, nearest first by edit distance; only those within half the href's
    /// length, so an unrelated name suggests nothing.
    public static func suggestions(for href: String, among candidates: [String], count: Int = 3) -> [String] {
        let wanted = Array(href.utf16.prefix(maximumLength))
        let threshold = max(3, wanted.count / 2)
        let ranked = Set(candidates).compactMap { candidate -> (String, Int)? in
            let distance = editDistance(wanted, Array(candidate.utf16.prefix(maximumLength)), limit: threshold)
            return distance.map { (candidate, $0) }
        }
        return ranked.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(count).map(\.0)
    }

    /// Hrefs longer than this are compared on their beginning only: the comparison stays cheap whatever
    /// a hostile input holds.
    static let maximumLength = 256

    /// Levenshtein distance, or nil once it is certainly above `limit`.
    static func editDistance(_ a: [UInt16], _ b: [UInt16], limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            // A row's minimum never decreases further down: past the limit, it stays past it.
            if current.min() ?? 0 > limit { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
