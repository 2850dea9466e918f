/// Ordering of CFIs without their documents, as the spec's sorting rules say: step by step (lower index
/// first, a path before the paths that go deeper from it), then by offset (character offset, then time,
/// then the spatial point y before x). Range CFIs order by start, then by end.
extension EPUBCFI: Comparable {
    /// -1, 0 or 1.
    public static func compare(_ lhs: EPUBCFI, _ rhs: EPUBCFI) -> Int {
        let starts = compare(lhs.startPath, rhs.startPath)
        return starts != 0 ? starts : compare(lhs.endPath, rhs.endPath)
    }

    public static func < (lhs: EPUBCFI, rhs: EPUBCFI) -> Bool { compare(lhs, rhs) < 0 }

    static func compare(_ lhs: CFIPath, _ rhs: CFIPath) -> Int {
        for (left, right) in zip(lhs.steps, rhs.steps) where left.index != right.index {
            return left.index < right.index ? -1 : 1
        }
        if lhs.steps.count != rhs.steps.count { return lhs.steps.count < rhs.steps.count ? -1 : 1 }
        let left = sortKey(lhs.offset), right = sortKey(rhs.offset)
        return left == right ? 0 : (left.lexicographicallyPrecedes(right) ? -1 : 1)
    }

    /// Character offset, seconds, y, x; a missing part counts as 0.
    private static func sortKey(_ offset: CFIOffset?) -> [Double] {
        switch offset?.kind {
        case nil: [0, 0, 0, 0]
        case let .character(characters): [Double(characters), 0, 0, 0]
        case let .temporal(seconds, point): [0, seconds, point?.y ?? 0, point?.x ?? 0]
        case let .spatial(point): [0, 0, point.y, point.x]
        }
    }
}
