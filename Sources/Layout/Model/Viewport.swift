/// The size of the reading window in CSS px, as a reading system's web view would have it.
public struct Viewport: Sendable, Hashable, Codable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    /// Viewports above this size in either direction are refused: no reading window is that large, and a
    /// hostile argument should not make the browser allocate gigabytes of backing store.
    public static let maximumSide = 16_384

    public init(width: Int, height: Int) throws {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw LayoutSettingsError.invalidViewport("\(width)x\(height)")
        }
        self.init(checkedWidth: width, height: height)
    }

    private init(checkedWidth width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses `WxH` (`600x800`; the `x` may be upper case).
    public init(parsing text: String) throws {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw LayoutSettingsError.invalidViewport(text)
        }
        try self.init(width: width, height: height)
    }

    /// The viewport client_rects.py uses when none is given.
    public static let standard = Viewport(checkedWidth: 600, height: 800)

    public var description: String { "\(width)x\(height)" }
}
