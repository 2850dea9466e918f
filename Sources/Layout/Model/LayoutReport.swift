import Foundation
import JSON

/// What a layout engine answers for one document: the settings it applied and a layout per viewport.
/// Its JSON form (`json`) has client_rects.py's keys in client_rects.py's order, so the reports of
/// `decor layout` and of the script can be diffed.
public struct LayoutReport: Sendable, Equatable, Codable {
    /// The document's absolute path.
    public var file: String
    public var url: String
    /// The browser's product name and user agent, nil for engines that are not a browser.
    public var browser: String?
    public var userAgent: String?
    public var mode: LayoutMode
    public var gap: Double
    /// The forced font, nil when the publication's own fonts were kept.
    public var font: ForcedFontReport?
    public var fontSize: String?
    public var lineHeight: String?
    public var layouts: [ViewportLayout]
    public var timing: LayoutTiming

    public init(
        file: String, url: String, browser: String?, userAgent: String?, settings: LayoutSettings,
        font: ForcedFontReport?, layouts: [ViewportLayout], timing: LayoutTiming
    ) {
        self.file = file
        self.url = url
        self.browser = browser
        self.userAgent = userAgent
        mode = settings.mode
        gap = settings.gap
        self.font = font
        fontSize = settings.fontSize
        lineHeight = settings.lineHeight
        self.layouts = layouts
        self.timing = timing
    }

    enum CodingKeys: String, CodingKey {
        case file, url, browser, userAgent = "user_agent", mode, gap, font, fontSize = "font_size"
        case lineHeight = "line_height", layouts, timing
    }

    /// The report as ordered JSON (absent values as `null`, as the script prints them).
    public var json: JSONValue {
        get throws { try JSONValueEncoder().encode(self) }
    }

    /// The report as client_rects.py prints it (`json`, written by `JSONWriter.pythonIndented`), as UTF-8,
    /// encoded straight to text because a report can hold tens of thousands of rects.
    public func scriptText() throws -> [UInt8] {
        try JSONStreamEncoder(writer: .pythonIndented).encode(self)
    }
}

/// The forced font as the report states it: the family name and the face files used.
public struct ForcedFontReport: Sendable, Equatable, Codable {
    public var family: String
    public var faces: [Face]

    /// One face file and the weight and style it was declared with.
    public struct Face: Sendable, Equatable, Codable {
        public var file: String
        public var weight: String
        public var style: String
    }

    public init(_ font: ForcedFont) {
        family = ForcedFont.family
        faces = font.faces.map { Face(file: $0.file.path, weight: $0.weight.rawValue, style: $0.style.rawValue) }
    }
}

/// Where the time went, in seconds rounded to the millisecond. `launch` is nil when no browser was
/// started for this report (an engine that has none, or a browser kept from an earlier document).
public struct LayoutTiming: Sendable, Equatable, Codable {
    public var launchSeconds: Double?
    public var loadSeconds: Double?
    public var totalSeconds: Double

    public init(launchSeconds: Double?, loadSeconds: Double?, totalSeconds: Double) {
        self.launchSeconds = launchSeconds.map(Self.milliseconds)
        self.loadSeconds = loadSeconds.map(Self.milliseconds)
        self.totalSeconds = Self.milliseconds(totalSeconds)
    }

    static func milliseconds(_ seconds: Double) -> Double {
        (seconds * 1000).rounded() / 1000
    }

    enum CodingKeys: String, CodingKey {
        case launchSeconds = "launch_s", loadSeconds = "load_s", totalSeconds = "total_s"
    }
}
