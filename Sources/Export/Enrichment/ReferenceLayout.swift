import DecorEngine
import Foundation

/// The layout pages are counted in when a publication has no print page list: a paginated viewport with
/// decor's standard font forced at a fixed size, so a page number means the same on every machine and in
/// every run. Pages are counted from 1 in each content document (numbering across the book would lay out
/// every earlier document, a whole book for a single highlight); the outputs say so.
public struct ReferenceLayout: Sendable, Equatable, CustomStringConvertible {
    /// 1024×768 CSS px, a tablet held sideways.
    public static let standard = ReferenceLayout(width: 1024, height: 768)
    /// The root font size forced on every document.
    public static let fontSize = "16px"

    public let width: Int
    public let height: Int

    private init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses `--page-layout WIDTHxHEIGHT`.
    public init(parsing text: String) throws(ExportError) {
        do {
            let viewport = try Viewport(parsing: text)
            self.init(width: viewport.width, height: viewport.height)
        } catch {
            throw .invalidOption(name: "page-layout", reason: "expected WIDTHxHEIGHT in CSS px (like 1024x768), got '\(text)'")
        }
    }

    /// What the outputs print where they name the page list: `layout 1024x768 16px, pages per chapter`.
    public var description: String {
        "layout \(width)x\(height) \(Self.fontSize), pages per chapter"
    }

    /// The engine's settings: the viewport paginated, decor's standard font at `fontSize`.
    func settings() throws -> LayoutSettings {
        try LayoutSettings(viewports: [Viewport(width: width, height: height)], fontSize: Self.fontSize, mode: .paginate)
    }
}
