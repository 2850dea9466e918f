/// An axis-aligned rectangle in CSS pixels, in document coordinates (x grows right, y grows down).
public struct Rect: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        let left = min(minX, other.minX)
        let top = min(minY, other.minY)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// The smallest rectangle holding all of `rects`; nil when there are none.
    public static func bounding(_ rects: some Sequence<Rect>) -> Rect? {
        rects.reduce(nil) { partial, rect in partial?.union(rect) ?? rect }
    }
}
