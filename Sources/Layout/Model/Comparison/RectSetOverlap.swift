/// How much two sets of rects cover the same ground: the intersection over union of their areas, where
/// each set stands for the union of its rects (overlapping rects of one set count once). Computed
/// exactly, slab by slab between consecutive x edges, not by sampling.
package enum RectSetOverlap {
    /// area(∪a ∩ ∪b) / area(∪a ∪ ∪b); 1 when neither set covers any area (they agree on nothing to
    /// draw), 0 when only one does.
    package static func intersectionOverUnion(_ a: [LayoutRect], _ b: [LayoutRect]) -> Double {
        let (intersection, union) = areas(a, b)
        return union > 0 ? intersection / union : 1
    }

    /// The areas of the intersection and of the union of the two sets' unions.
    package static func areas(_ a: [LayoutRect], _ b: [LayoutRect]) -> (intersection: Double, union: Double) {
        let solidA = a.filter { $0.width != 0 && $0.height != 0 }
        let solidB = b.filter { $0.width != 0 && $0.height != 0 }
        let edges = Set((solidA + solidB).flatMap { [$0.left, $0.right] }).sorted()
        var intersection = 0.0
        var union = 0.0
        for (left, right) in zip(edges, edges.dropFirst()) {
            let coveredA = verticalCover(of: solidA, from: left, to: right)
            let coveredB = verticalCover(of: solidB, from: left, to: right)
            let both = overlapLength(coveredA, coveredB)
            let width = right - left
            intersection += width * both
            union += width * (length(coveredA) + length(coveredB) - both)
        }
        return (intersection, union)
    }

    /// The y intervals covered by the rects spanning the slab [left, right], merged and sorted.
    private static func verticalCover(of rects: [LayoutRect], from left: Double, to right: Double) -> [(Double, Double)] {
        let spans = rects.filter { $0.left <= left && $0.right >= right }.map { ($0.top, $0.bottom) }.sorted { $0.0 < $1.0 }
        var merged: [(Double, Double)] = []
        for span in spans {
            if let last = merged.last, span.0 <= last.1 {
                merged[merged.count - 1].1 = max(last.1, span.1)
            } else {
                merged.append(span)
            }
        }
        return merged
    }

    private static func length(_ intervals: [(Double, Double)]) -> Double {
        intervals.reduce(0) { $0 + ($1.1 - $1.0) }
    }

    /// The total length common to two sorted lists of disjoint intervals.
    private static func overlapLength(_ a: [(Double, Double)], _ b: [(Double, Double)]) -> Double {
        var total = 0.0
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            total += max(0, min(a[i].1, b[j].1) - max(a[i].0, b[j].0))
            if a[i].1 < b[j].1 { i += 1 } else { j += 1 }
        }
        return total
    }
}
