import DecorEngine
import Foundation

/// The layout pages are counted in when a publication has no print page list: a paginated viewport with
/// decor's standard font forced at a fixed size, so a page number means the same on every machine and in
/// every run. Pages are counted from 1 at the start of the reading order, through the whole book, as a
/// reader's page counter counts them; the outputs say so.
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

    /// What the outputs print where they name the page list: `layout 1024x768 16px, pages across the book`.
    public var description: String {
        "layout \(width)x\(height) \(Self.fontSize), pages across the book"
    }

    /// The engine's settings: the viewport paginated, decor's standard font at `fontSize`.
    func settings() throws -> LayoutSettings {
        try LayoutSettings(viewports: [Viewport(width: width, height: height)], fontSize: Self.fontSize, mode: .paginate)
    }
}
