/// Approximate search that looks near likely places first. A match with at most k errors leaves at
/// least one of k + 1 disjoint pieces of the pattern intact (pigeonhole), so searching only around the
/// exact occurrences of those pieces (found with the q-gram index) finds every match with at most k
/// errors. Quotes with a few typos are settled that way in microseconds; when no match with that few
/// errors exists, the full bit-parallel scan runs with the whole error budget.
struct FilteredApproximateSearch {
    let index: QGramIndex

    func bestMatches(_ pattern: [UInt16], in text: [UInt16], within bounds: Range<Int>, maxErrors: Int,
                     limit: Int) -> [MyersSearch.Match] {
        let search = MyersSearch(pattern)
        let filterErrors = min(maxErrors, max(1, pattern.count / 10), pattern.count / QGramIndex.gramLength - 1)
        if filterErrors >= 1, let windows = candidateWindows(pattern, errors: filterErrors, within: bounds) {
            let found = windows.flatMap {
                search.bestMatches(in: text, within: $0, maxErrors: filterErrors, limit: limit)
            }
            if let fewest = found.map(\.errors).min() {
                var seenEnds = Set<Int>()
                return Array(found.filter { $0.errors == fewest && seenEnds.insert($0.end).inserted }.prefix(limit))
            }
        }
        return search.bestMatches(in: text, within: bounds, maxErrors: maxErrors, limit: limit)
    }

    /// Merged text windows around the occurrences of the pattern's pieces; nil when the filter would not
    /// pay (pieces too frequent to narrow the search).
    private func candidateWindows(_ pattern: [UInt16], errors: Int, within bounds: Range<Int>) -> [Range<Int>]? {
        let pieceLength = pattern.count / (errors + 1)
        var windows: [Range<Int>] = []
        for piece in 0...errors {
            let offset = piece * pieceLength
            guard let starts = index.occurrences(of: Array(pattern[offset..<(offset + pieceLength)]), within: bounds,
                                                 limit: 4096), starts.count < 4096 else { return nil }
            for start in starts {
                let lower = max(bounds.lowerBound, start - offset - errors)
                let upper = min(bounds.upperBound, start - offset + pattern.count + errors)
                if lower < upper { windows.append(lower..<upper) }
            }
        }
        windows.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for window in windows {
            if let last = merged.last, window.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, window.upperBound)
            } else {
                merged.append(window)
            }
        }
        guard merged.reduce(0, { $0 + $1.count }) < bounds.count / 2 else { return nil }
        return merged
    }
}
