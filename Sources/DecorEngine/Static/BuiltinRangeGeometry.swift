import DOM
import Foundation
import Layout
import Templates

/// The `RangeGeometrySource` of decor's built-in layout engine: lays a resource out with the resources it
/// links to (read from a publication in memory or from a folder) and measures each range's text rects in
/// the settings' first viewport. Only the bundled, forced and embedded fonts are used, so results are the
/// same on every machine.
public struct BuiltinRangeGeometry: RangeGeometrySource {
    /// Where documents and the resources they link to are read, by container path.
    public let resources: any LayoutResources
    public let engine: BuiltinLayoutEngine

    public init(resources: any LayoutResources, engine: BuiltinLayoutEngine = BuiltinLayoutEngine(usesInstalledFonts: false)) {
        self.resources = resources
        self.engine = engine
    }

    /// The document at `href` with its resources; nil when there is no such resource or it is too large.
    public func document(_ href: String) -> ContainerDocument? {
        resources.data(at: href, limit: BuiltinLayoutEngine.maximumDocumentBytes).map {
            ContainerDocument(data: $0, path: href, resources: resources)
        }
    }

    public func measure(_ ranges: [DOMRange], in document: Document, href: String, settings: LayoutSettings) throws -> [RangeMeasurement?] {
        guard let source = self.document(href) else { return ranges.map { _ in nil } }
        let offsets = BodyTextOffsets(document: document)
        let specs = ranges.enumerated().map { index, range in
            let (start, end) = offsets.offsets(of: range)
            return RangeSpec.characters(id: String(index), start: start, end: max(start, end))
        }
        var firstViewport = settings
        firstViewport.viewports = [settings.viewports[0]]
        let layout = try engine.layout(source, ranges: specs, settings: firstViewport).layouts[0]
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
