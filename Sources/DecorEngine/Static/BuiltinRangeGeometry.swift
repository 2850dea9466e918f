import DOM
import Foundation
import Layout
import Templates

/// The `RangeGeometrySource` of decor's built-in layout engine: lays a resource out from a folder holding
/// it at its href with the resources it links to, and measures each range's text rects in the settings'
/// first viewport. Only the bundled, forced and embedded fonts are used, so results are the same on every
/// machine.
public struct BuiltinRangeGeometry: RangeGeometrySource {
    /// The folder hrefs are resolved in.
    public let root: URL
    public let engine: BuiltinLayoutEngine

    public init(root: URL, engine: BuiltinLayoutEngine = BuiltinLayoutEngine(usesInstalledFonts: false)) {
        self.root = root
        self.engine = engine
    }

    public init(folder: LayoutFolder) {
        self.init(root: folder.root)
    }

    /// The file of the resource at `href`; nil when the href is not a plain path inside the folder.
    public func file(_ href: String) -> URL? {
        try? OutputDirectory(root: root, input: root.appendingPathComponent(".input"), paths: []).file(href)
    }

    public func measure(_ ranges: [DOMRange], in document: Document, href: String, settings: LayoutSettings) throws -> [RangeMeasurement?] {
        guard let file = file(href) else { return ranges.map { _ in nil } }
        let offsets = BodyTextOffsets(document: document)
        let specs = ranges.enumerated().map { index, range in
            let (start, end) = offsets.offsets(of: range)
            return RangeSpec.characters(id: String(index), start: start, end: max(start, end))
        }
        var firstViewport = settings
        firstViewport.viewports = [settings.viewports[0]]
        let layout = try engine.layout(document: file, ranges: specs, settings: firstViewport).layouts[0]
        let writingMode = Templates.WritingMode(rawValue: layout.document.writingMode) ?? .horizontalTB
        return layout.ranges.map { range in
            range.measured.map { measured in
                RangeMeasurement(geometry: RangeGeometry(textPieces: [measured.textRects.map { Self.rect($0.rect) }], writingMode: writingMode),
                                 pages: measured.pages.compactMap { $0 })
            }
        }
    }

    static func rect(_ rect: LayoutRect) -> Rect {
        Rect(x: rect.left, y: rect.top, width: abs(rect.width), height: abs(rect.height))
    }
}
