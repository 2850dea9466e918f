/// How Chromium shares a glyph cluster's advance among its characters: a cluster holding several
/// grapheme clusters (a ligature such as "fi" or lam-alef) gives each grapheme an equal part, so that a
/// range may start or end inside the ligature; combining marks take nothing from their base.
enum LigatureAdvances {
    /// Spreads each cluster's advance, held by its first unit, over the grapheme starts of the cluster.
    /// `clusterStarts` are the clusters' first units in `range` (any order); `advances` start at `origin`.
    static func spread(_ advances: inout [Double], clusterStarts: [Int], range: Range<Int>, text: [UInt16], origin: Int) {
        let starts = Set(clusterStarts).sorted()
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1] : range.upperBound
            guard end - start > 1 else { continue }
            let graphemes = (start..<end).filter { $0 == start || startsGrapheme(text[$0]) }
            guard graphemes.count > 1 else { continue }
            let share = advances[start - origin] / Double(graphemes.count)
            for unit in graphemes { advances[unit - origin] = share }
        }
    }

    private static func startsGrapheme(_ unit: UInt16) -> Bool {
        if UTF16.isTrailSurrogate(unit) { return false }
        guard let scalar = Unicode.Scalar(unit) else { return true }
        return !scalar.properties.isGraphemeExtend && scalar != "\u{200D}"
    }
}
