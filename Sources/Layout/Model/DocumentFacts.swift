/// Document-level facts of one layout, with client_rects.py's keys in its order. The members only a
/// browser can know (font loading, the content type it sniffed) are nil for engines that cannot tell.
public struct DocumentFacts: Sendable, Equatable, Codable {
    public var contentType: String?
    /// Whether the browser found the document not well-formed (it then shows a parser-error page).
    public var parseError: Bool?
    public var viewport: ViewportFacts
    public var scrollWidth: Double
    public var scrollHeight: Double
    public var scrollX: Double
    public var scrollY: Double
    /// The root element's computed `writing-mode` (`horizontal-tb`, `vertical-rl`, …).
    public var writingMode: String
    /// The root element's computed `direction` (`ltr`, `rtl`).
    public var direction: String
    public var epubWritingModeRaw: String?
    public var bodyFontFamily: String?
    public var bodyFontSize: String?
    public var bodyLineHeight: String?
    /// Whether the forced font was loaded; nil when no font is forced.
    public var fontCheck: Bool?
    public var fontsStatus: [FontStatus]?
    /// One more than the highest page of any rect of the body's content; nil when it has none.
    public var pageCount: Int?
    /// The distance in px between the starts of two pages (see `PageModel.pitch`).
    public var pagePitch: Double?
    /// The length of the body's text in UTF-16 units.
    public var bodyTextLength: Int
    /// The stylesheets, fonts and images the document links to that were not read (refused or
    /// missing); nil from engines that cannot tell.
    public var unreadResources: [UnreadResource]?

    enum CodingKeys: String, CodingKey {
        case contentType = "content_type", parseError = "parse_error", viewport
        case scrollWidth = "scroll_width", scrollHeight = "scroll_height", scrollX = "scroll_x", scrollY = "scroll_y"
        case writingMode = "writing_mode", direction, epubWritingModeRaw = "epub_writing_mode_raw"
        case bodyFontFamily = "body_font_family", bodyFontSize = "body_font_size"
        case bodyLineHeight = "body_line_height", fontCheck = "font_check", fontsStatus = "fonts_status"
        case pageCount = "page_count", pagePitch = "page_pitch", bodyTextLength = "body_text_length"
        case unreadResources = "unread_resources"
    }

    /// client_rects.py's keys in its order; `unread_resources` only when an engine could tell.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(contentType, forKey: .contentType)
        try container.encode(parseError, forKey: .parseError)
        try container.encode(viewport, forKey: .viewport)
        try container.encode(scrollWidth, forKey: .scrollWidth)
        try container.encode(scrollHeight, forKey: .scrollHeight)
        try container.encode(scrollX, forKey: .scrollX)
        try container.encode(scrollY, forKey: .scrollY)
        try container.encode(writingMode, forKey: .writingMode)
        try container.encode(direction, forKey: .direction)
        try container.encode(epubWritingModeRaw, forKey: .epubWritingModeRaw)
        try container.encode(bodyFontFamily, forKey: .bodyFontFamily)
        try container.encode(bodyFontSize, forKey: .bodyFontSize)
        try container.encode(bodyLineHeight, forKey: .bodyLineHeight)
        try container.encode(fontCheck, forKey: .fontCheck)
        try container.encode(fontsStatus, forKey: .fontsStatus)
        try container.encode(pageCount, forKey: .pageCount)
        try container.encode(pagePitch, forKey: .pagePitch)
        try container.encode(bodyTextLength, forKey: .bodyTextLength)
        if let unreadResources { try container.encode(unreadResources, forKey: .unreadResources) }
    }

    /// The page model these facts imply under the given mode and viewport.
    public func pageModel(mode: LayoutMode, viewport: Viewport) -> PageModel {
        PageModel(mode: mode, viewport: viewport, writingMode: writingMode, direction: direction)
    }
}

/// The window as the document saw it: its size and the root element's client size.
public struct ViewportFacts: Sendable, Equatable, Codable {
    public var width: Double
    public var height: Double
    public var clientWidth: Double
    public var clientHeight: Double

    public init(width: Double, height: Double, clientWidth: Double, clientHeight: Double) {
        self.width = width
        self.height = height
        self.clientWidth = clientWidth
        self.clientHeight = clientHeight
    }

    enum CodingKeys: String, CodingKey {
        case width, height, clientWidth = "client_width", clientHeight = "client_height"
    }
}

/// One font face known to the document and whether it was loaded (`unloaded`, `loading`, `loaded`, `error`).
public struct FontStatus: Sendable, Equatable, Codable {
    public var family: String
    public var weight: String
    public var style: String
    public var status: String
}
