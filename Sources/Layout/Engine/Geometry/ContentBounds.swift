/// What a document's facts need of all its text rects — where the solid rects' centres reach (its pages)
/// and how far any rect's edges reach (its scroll size) — gathered one rect at a time: a long chapter has
/// a rect per line, hundreds of thousands of them, too many to hold in one array only to take extremes.
struct ContentBounds: Equatable {
    /// The extent of the centres of rects with both a width and a height, as `CenterExtent(of:)` gives it.
    private(set) var centers: CenterExtent?
    /// The largest bottom, smallest left, largest right and largest centre y of every rect.
    private(set) var maxBottom: Double?
    private(set) var minX: Double?
    private(set) var maxRight: Double?
    private(set) var maxCenterY: Double?

    mutating func add(_ rect: LayoutRect) {
        maxBottom = max(maxBottom ?? rect.bottom, rect.bottom)
        minX = min(minX ?? rect.x, rect.x)
        maxRight = max(maxRight ?? rect.right, rect.right)
        maxCenterY = max(maxCenterY ?? rect.centerY, rect.centerY)
        centers = CenterExtent.adding(rect, to: centers)
    }
}
