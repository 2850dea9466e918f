import JSON

/// A rectangle in CSS px in the viewport's coordinates with the scroll position at (0, 0), as a DOMRect:
/// written with its derived edges (`top`, `right`, `bottom`, `left`) as `getClientRects()` gives them.
public struct LayoutRect: Sendable, Equatable, Codable, JSONNumberMembers {
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
        try encodeNumberMembers(to: encoder)
    }

    public func forEachNumberMember(_ body: (String, JSONNumberMember) throws -> Void) rethrows {
        try body(CodingKeys.x.rawValue, .double(x))
        try body(CodingKeys.y.rawValue, .double(y))
        try body(CodingKeys.width.rawValue, .double(width))
        try body(CodingKeys.height.rawValue, .double(height))
        try body(CodingKeys.top.rawValue, .double(top))
        try body(CodingKeys.right.rawValue, .double(right))
        try body(CodingKeys.bottom.rawValue, .double(bottom))
        try body(CodingKeys.left.rawValue, .double(left))
    }
}

/// A client rect and the page it falls on (nil where the page model does not apply: vertical writing
/// in paginate mode). Written as the rect's members followed by `page`.
public struct PagedRect: Sendable, Equatable, Codable, JSONNumberMembers {
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
        try encodeNumberMembers(to: encoder)
    }

    public func forEachNumberMember(_ body: (String, JSONNumberMember) throws -> Void) rethrows {
        try rect.forEachNumberMember(body)
        try body(CodingKeys.page.rawValue, page.map(JSONNumberMember.integer) ?? .absent)
    }
}
