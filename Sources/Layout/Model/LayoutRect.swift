/// A rectangle in CSS px in the viewport's coordinates with the scroll position at (0, 0), as a DOMRect:
/// written with its derived edges (`top`, `right`, `bottom`, `left`) as `getClientRects()` gives them.
public struct LayoutRect: Sendable, Equatable, Codable {
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

    // The edges as DOMRect defines them, so that a negative size still gives top ≤ bottom.
    public var top: Double { min(y, y + height) }
    public var right: Double { max(x, x + width) }
    public var bottom: Double { max(y, y + height) }
    public var left: Double { min(x, x + width) }
    public var area: Double { abs(width * height) }
    public var centerX: Double { left + abs(width) / 2 }
    public var centerY: Double { top + abs(height) / 2 }

    enum CodingKeys: String, CodingKey {
        case x, y, width, height, top, right, bottom, left
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y),
            width: try container.decode(Double.self, forKey: .width),
            height: try container.decode(Double.self, forKey: .height))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        for (key, value) in [(CodingKeys.x, x), (.y, y), (.width, width), (.height, height),
                             (.top, top), (.right, right), (.bottom, bottom), (.left, left)] {
            try container.encode(value, forKey: key)
        }
    }
}

/// A client rect and the page it falls on (nil where the page model does not apply: vertical writing
/// in paginate mode). Written as the rect's members followed by `page`.
public struct PagedRect: Sendable, Equatable, Codable {
    public var rect: LayoutRect
    public var page: Int?

    public init(rect: LayoutRect, page: Int?) {
        self.rect = rect
        self.page = page
    }

    enum CodingKeys: String, CodingKey { case page }

    public init(from decoder: any Decoder) throws {
        rect = try LayoutRect(from: decoder)
        page = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Int.self, forKey: .page)
    }

    public func encode(to encoder: any Encoder) throws {
        try rect.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(page, forKey: .page)
    }
}
