/// The window content is laid out in: its size in CSS pixels and how many columns (pages) it shows at
/// once. A page is the viewport divided by the column count along the inline axis (horizontally in
/// horizontal writing, vertically in vertical writing, where columns stack top to bottom).
public struct PagedViewport: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double
    public var columnCount: Int

    public init(width: Double, height: Double, columnCount: Int = 1) {
        self.width = width
        self.height = height
        self.columnCount = max(1, columnCount)
    }

    /// The viewport's extent along the lines (W in decorations.md's table).
    public func inlineSize(_ mode: WritingMode) -> Double { mode.isVertical ? height : width }

    /// A page's extent along the lines (P in decorations.md's table).
    public func pageInlineSize(_ mode: WritingMode) -> Double { inlineSize(mode) / Double(columnCount) }
}
