/// How Chromium shares a glyph cluster's advance among its characters: a cluster holding several
/// grapheme clusters (a ligature such as "fi" or lam-alef) gives each grapheme an equal part, so that a
/// range may start or end inside the ligature; combining marks take nothing from their base.
enum LigatureAdvances {
    /// Spreads each cluster's advance, held by its first unit, over the grapheme starts of the cluster.
    /// `clusterStarts` are the glyphs' clusters in visual order (rising, or falling in right-to-left
    /// text); `advances` start at `origin`.
    static func spread(_ advances: inout [Double], clusterStarts: some Sequence<Int>, range: Range<Int>, text: [UInt16],
                       origin: Int) {
        guard range.count > 1, distinctCount(of: clusterStarts) < range.count else { return }
        var startsCluster = [Bool](repeating: false, count: range.count)
        for start in clusterStarts where range.contains(start) { startsCluster[start - range.lowerBound] = true }
        var clusterStart = range.lowerBound
        var index = range.lowerBound + 1
        while index <= range.upperBound {
            if index == range.upperBound || startsCluster[index - range.lowerBound] {
                if index - clusterStart > 1 { share(&advances, cluster: clusterStart..<index, text: text, origin: origin) }
                clusterStart = index
            }
            index += 1
        }
    }

    /// How many clusters glyphs in visual order name (their clusters only ever rise, or only ever
    /// fall): when every unit starts one, no cluster has anything to share.
    private static func distinctCount(of clusters: some Sequence<Int>) -> Int {
        var count = 0
        var previous: Int?
        for cluster in clusters where cluster != previous {
            count += 1
            previous = cluster
        }
        return count
    }

    /// Gives each grapheme of a multi-unit cluster an equal part of its advance.
    private static func share(_ advances: inout [Double], cluster: Range<Int>, text: [UInt16], origin: Int) {
        let graphemes = cluster.filter { $0 == cluster.lowerBound || startsGrapheme(text[$0]) }
        guard graphemes.count > 1 else { return }
        let part = advances[cluster.lowerBound - origin] / Double(graphemes.count)
        for unit in graphemes { advances[unit - origin] = part }
    }

    private static func startsGrapheme(_ unit: UInt16) -> Bool {
        !UTF16Decoding.extendsCluster(unit) && unit != 0x200D
    }
}
