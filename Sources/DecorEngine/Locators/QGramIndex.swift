/// Where every run of four UTF-16 units occurs in a text, bucketed by a hash (compressed rows: one
/// offsets array, one positions array), built in O(n) once per document. An exact quote is then found
/// by checking only the places where its rarest four-unit run occurs, instead of scanning the chapter
/// for every quote.
struct QGramIndex {
    static let gramLength = 4
    private static let bucketBits = 16

    private let text: [UInt16]
    private let bucketStarts: [Int32]
    private let positions: [Int32]

    init(_ text: [UInt16]) {
        self.text = text
        let bucketCount = 1 << Self.bucketBits
        let gramCount = max(0, text.count - Self.gramLength + 1)
        // One hashing pass, then a counting sort of positions by bucket.
        let buckets = text.withUnsafeBufferPointer { units in
            (0..<gramCount).map { UInt16(truncatingIfNeeded: Self.bucket(units, $0)) }
        }
        var counts = [Int32](repeating: 0, count: bucketCount + 1)
        for bucket in buckets { counts[Int(bucket) + 1] += 1 }
        for bucket in 0..<bucketCount { counts[bucket + 1] += counts[bucket] }
        var next = counts
        var positions = [Int32](repeating: 0, count: gramCount)
        for (position, bucket) in buckets.enumerated() {
            positions[Int(next[Int(bucket)])] = Int32(position)
            next[Int(bucket)] += 1
        }
        bucketStarts = counts
        self.positions = positions
    }

    private static func bucket(_ units: UnsafeBufferPointer<UInt16>, _ position: Int) -> Int {
        var hash: UInt32 = 2_166_136_261
        for offset in 0..<gramLength { hash = (hash ^ UInt32(units[position + offset])) &* 16_777_619 }
        return Int((hash ^ (hash >> 16)) & UInt32((1 << bucketBits) - 1))
    }

    /// Start offsets, ascending, of every exact occurrence of `pattern` inside `bounds`; nil when the
    /// pattern is too short for the index (the caller then scans).
    func occurrences(of pattern: [UInt16], within bounds: Range<Int>, limit: Int) -> [Int]? {
        guard pattern.count >= Self.gramLength else { return nil }
        // The pattern's rarest gram gives the fewest candidates to check.
        var best = (offset: 0, bucket: 0, size: Int.max)
        for offset in 0...(pattern.count - Self.gramLength) {
            let bucket = pattern.withUnsafeBufferPointer { Self.bucket($0, offset) }
            let size = Int(bucketStarts[bucket + 1] - bucketStarts[bucket])
            if size < best.size { best = (offset, bucket, size) }
        }
        var found: [Int] = []
        for slot in Int(bucketStarts[best.bucket])..<Int(bucketStarts[best.bucket + 1]) {
            let start = Int(positions[slot]) - best.offset
            guard start >= bounds.lowerBound, start + pattern.count <= bounds.upperBound else { continue }
            if matches(pattern, at: start) {
                found.append(start)
                if found.count >= limit { break }
            }
        }
        return found
    }

    private func matches(_ pattern: [UInt16], at start: Int) -> Bool {
        for (offset, unit) in pattern.enumerated() where text[start + offset] != unit { return false }
        return true
    }
}
