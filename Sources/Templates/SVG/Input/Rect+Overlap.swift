extension Rect {
    /// Whether the two rects share some area. Extents are half-open, so a rect ending exactly where a page
    /// starts is not on that page; a rect of zero size is on the page its position falls in.
    package func overlaps(_ other: Rect) -> Bool {
        Self.extentsOverlap(minX, maxX, other.minX, other.maxX) && Self.extentsOverlap(minY, maxY, other.minY, other.maxY)
    }

    static func extentsOverlap(_ start: Double, _ end: Double, _ otherStart: Double, _ otherEnd: Double) -> Bool {
        if start == end { return start >= otherStart && start < otherEnd }
        if otherStart == otherEnd { return otherStart >= start && otherStart < end }
        return max(start, otherStart) < min(end, otherEnd)
    }
}
