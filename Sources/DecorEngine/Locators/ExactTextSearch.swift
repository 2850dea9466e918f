/// Every occurrence of a pattern in UTF-16 text in O(n + m) (Knuth–Morris–Pratt), so that a long chapter
/// is scanned once per quote whatever its repetitions.
struct ExactTextSearch {
    let pattern: [UInt16]
    private let failure: [Int]

    init(_ pattern: [UInt16]) {
        self.pattern = pattern
        var failure = [Int](repeating: 0, count: pattern.count)
        var matched = 0
        for index in pattern.indices.dropFirst() {
            while matched > 0, pattern[index] != pattern[matched] { matched = failure[matched - 1] }
            if pattern[index] == pattern[matched] { matched += 1 }
            failure[index] = matched
        }
        self.failure = failure
    }

    /// Start offsets of all (possibly overlapping) occurrences inside `bounds` of `text`.
    func occurrences(in text: [UInt16], within bounds: Range<Int>? = nil, limit: Int = .max) -> [Int] {
        guard !pattern.isEmpty else { return [] }
        let bounds = bounds ?? 0..<text.count
        var found: [Int] = []
        var matched = 0
        text.withUnsafeBufferPointer { units in
            pattern.withUnsafeBufferPointer { pattern in
                for index in bounds {
                    let unit = units[index]
                    while matched > 0, unit != pattern[matched] { matched = failure[matched - 1] }
                    if unit == pattern[matched] { matched += 1 }
                    if matched == pattern.count {
                        found.append(index + 1 - matched)
                        if found.count >= limit { return }
                        matched = failure[matched - 1]
                    }
                }
            }
        }
        return found
    }
}
