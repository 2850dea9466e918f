/// Cuts a scrolled document into viewport-high slices, one snapshot page each: slice k shows
/// [k·H, (k+1)·H) of the content. An item crossing a boundary is on both slices, each showing its part.
public struct ScrollSlicer: Sendable, Hashable {
    /// Where an item lies in one slice.
    public struct Placement: Sendable, Hashable {
        public var slice: Int
        /// The item's top relative to the slice's top (negative when it starts in an earlier slice).
        public var offset: Double
        /// The part of the item inside the slice, in the slice's coordinates.
        public var visible: Rect
    }

    public let contentHeight: Double
    public let sliceHeight: Double
    public let width: Double

    /// `sliceHeight` is the viewport's height; a non-positive or non-finite one counts as 1px.
    public init(contentHeight: Double, sliceHeight: Double, width: Double) {
        self.contentHeight = contentHeight.isFinite ? max(0, contentHeight) : 0
        self.sliceHeight = sliceHeight.isFinite && sliceHeight > 0 ? sliceHeight : 1
        self.width = width
    }

    /// At least one slice, even for empty content (and at most `Int32.max`, so no count overflows).
    public var sliceCount: Int {
        Int(min(Double(Int32.max), max(1, (contentHeight / sliceHeight).rounded(.up))))
    }

    public func frame(ofSlice index: Int) -> PageFrame {
        PageFrame(index: index, rect: Rect(x: 0, y: Double(index) * sliceHeight, width: width, height: sliceHeight))
    }

    public var frames: [PageFrame] {
        (0..<sliceCount).map(frame(ofSlice:))
    }

    /// The slices an item (in document coordinates) shows on, in order; none when it lies wholly outside
    /// the content's slices.
    public func placements(of rect: Rect) -> [Placement] {
        guard rect.minY.isFinite, rect.maxY.isFinite else { return [] }
        let first = max(0, sliceIndex(rect.minY))
        let last = min(sliceCount - 1, sliceIndex(rect.maxY))
        guard first <= last else { return [] }
        return (first...last).compactMap { index in
            let top = Double(index) * sliceHeight
            let bottom = top + sliceHeight
            guard Rect.extentsOverlap(rect.minY, rect.maxY, top, bottom) else { return nil }
            let visibleTop = max(rect.minY, top)
            let visibleBottom = min(rect.maxY, bottom)
            return Placement(slice: index, offset: rect.minY - top,
                             visible: Rect(x: rect.minX, y: visibleTop - top, width: rect.width, height: visibleBottom - visibleTop))
        }
    }

    /// The slice holding `y`, clamped just outside the slices so that far-away values cannot overflow.
    private func sliceIndex(_ y: Double) -> Int {
        Int(min(Double(sliceCount), max(-1, (y / sliceHeight).rounded(.down))))
    }
}
