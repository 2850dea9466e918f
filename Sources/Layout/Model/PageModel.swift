/// Which page a rect falls on, from the centre of the rect (layout.md's page model):
/// - scroll, horizontal writing: page = ⌊centreY / H⌋;
/// - scroll, vertical writing (content grows leftwards): page = ⌊(W − centreX) / W⌋;
/// - paginate: page = ⌊centreX / W⌋, or ⌊(W − centreX) / W⌋ right to left; vertical writing in
///   paginate mode is not modelled (no page).
public struct PageModel: Sendable, Equatable {
    public var mode: LayoutMode
    public var viewport: Viewport
    public var isVertical: Bool
    public var isRightToLeft: Bool

    public init(mode: LayoutMode, viewport: Viewport, isVertical: Bool, isRightToLeft: Bool) {
        self.mode = mode
        self.viewport = viewport
        self.isVertical = isVertical
        self.isRightToLeft = isRightToLeft
    }

    /// Takes the writing mode and direction as CSS computes them (`vertical-rl`, `sideways-lr`, `rtl`).
    public init(mode: LayoutMode, viewport: Viewport, writingMode: String, direction: String) {
        self.init(
            mode: mode, viewport: viewport,
            isVertical: writingMode.hasPrefix("vertical") || writingMode.hasPrefix("sideways"),
            isRightToLeft: direction == "rtl")
    }

    /// The distance between the starts of two pages: W when pages go sideways, H when they go down.
    public var pitch: Double {
        Double(mode == .paginate || isVertical ? viewport.width : viewport.height)
    }

    public func page(of rect: LayoutRect) -> Int? {
        page(centerX: rect.centerX, centerY: rect.centerY)
    }

    /// The centre is taken at the precision of the centre of a rect in layout units (1/128 px), so that
    /// float noise in a sum of advances (a justified 1280 px line measured 1279.9999999999945 px wide)
    /// does not move a rect across a page boundary that Chromium's rect centre lies on.
    public func page(centerX: Double, centerY: Double) -> Int? {
        let centerX = Self.halfLayoutUnits(centerX), centerY = Self.halfLayoutUnits(centerY)
        let width = Double(viewport.width)
        switch (mode, isVertical) {
        case (.paginate, true): return nil
        case (.paginate, false): return Self.floor((isRightToLeft ? width - centerX : centerX) / width)
        case (.scroll, true): return Self.floor((width - centerX) / width)
        case (.scroll, false): return Self.floor(centerY / Double(viewport.height))
        }
    }

    public func paged(_ rect: LayoutRect) -> PagedRect {
        PagedRect(rect: rect, page: page(of: rect))
    }

    /// One more than the highest page of any rect with an area (nil when there is none, or no page
    /// applies). Every page formula moves monotonically with one coordinate of the centre, so the
    /// extremes of the centres decide it.
    public func pageCount(of extent: CenterExtent?) -> Int? {
        guard let extent else { return nil }
        let pages = [extent.minX, extent.maxX].flatMap { x in
            [extent.minY, extent.maxY].compactMap { y in page(centerX: x, centerY: y) }
        }
        return pages.max().map { $0 + 1 }
    }

    private static func halfLayoutUnits(_ value: Double) -> Double {
        value.isFinite ? (value * 128).rounded() / 128 : value
    }

    private static func floor(_ value: Double) -> Int? {
        value.isFinite && abs(value) < 1e15 ? Int(value.rounded(.down)) : nil
    }
}

/// The smallest and largest centre coordinates of a set of rects with an area: all that a page count needs.
public struct CenterExtent: Sendable, Equatable, Codable {
    public var minX: Double
    public var maxX: Double
    public var minY: Double
    public var maxY: Double

    public init(minX: Double, maxX: Double, minY: Double, maxY: Double) {
        self.minX = minX
        self.maxX = maxX
        self.minY = minY
        self.maxY = maxY
    }

    /// The extent of the rects that have both a width and a height; nil when none has.
    public init?(of rects: [LayoutRect]) {
        guard let extent = rects.reduce(nil, { Self.adding($1, to: $0) }) else { return nil }
        self = extent
    }

    /// `extent` (nil: no rect yet) widened to take in `rect`'s centre, when the rect has both a width and a
    /// height: one rect at a time, for callers that never hold the rects in one array.
    static func adding(_ rect: LayoutRect, to extent: CenterExtent?) -> CenterExtent? {
        guard rect.width > 0, rect.height > 0 else { return extent }
        guard var extent else {
            return CenterExtent(minX: rect.centerX, maxX: rect.centerX, minY: rect.centerY, maxY: rect.centerY)
        }
        extent.minX = min(extent.minX, rect.centerX)
        extent.maxX = max(extent.maxX, rect.centerX)
        extent.minY = min(extent.minY, rect.centerY)
        extent.maxY = max(extent.maxY, rect.centerY)
        return extent
    }

    enum CodingKeys: String, CodingKey {
        case minX = "min_x", maxX = "max_x", minY = "min_y", maxY = "max_y"
    }
}
