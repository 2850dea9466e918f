import DOM
import DecorModel
import Foundation
import Layout
import Templates

/// One content document laid out once by decor's engine, kept to place any number of ranges on its pages
/// and draw them, without laying it out again: what an export needs for the page a highlight is on at a
/// reference layout and for a picture of the highlight on its page. Pages are drawn by the snapshot
/// writer, as `decor snapshot` draws them.
public struct PagedChapter {
    /// A range on the laid-out pages.
    public struct Placement: Sendable {
        /// The 0-based page of the range's first line.
        public var page: Int
        /// The range's line boxes, in document coordinates.
        public var lines: [Rect]
    }

    public let settings: LayoutSettings
    /// Every page of the document, 0-based, in order.
    public let pages: [PageFrame]
    private let layout: RetainedLayout
    private let content: LaidOutContent
    private let offsets: BodyTextOffsets

    /// Lays out the document at `href` of `resources` under `settings` (its first viewport). `document` is
    /// the same document as the caller parsed it, whose ranges `place` takes.
    public init(resources: any LayoutResources, href: String, document: Document, settings: LayoutSettings,
                engine: BuiltinLayoutEngine = BuiltinLayoutEngine(usesInstalledFonts: false)) throws {
        guard let source = BuiltinRangeGeometry(resources: resources, engine: engine).document(href) else {
            throw LayoutDocumentError.unreadable(path: href, reason: "no such resource, or over \(BuiltinLayoutEngine.maximumDocumentBytes) bytes")
        }
        self.settings = settings
        layout = try engine.retainedLayout(source, settings: settings)
        pages = SnapshotPages.frames(of: layout.content, mode: settings.mode, viewport: settings.viewports[0])
        content = SnapshotContent.content(of: layout.content)
        offsets = BodyTextOffsets(document: document)
    }

    /// Where `range` (of the document given at init) lies on the pages; nil when it draws nothing (a range
    /// of hidden or empty text).
    public func place(_ range: DOMRange) -> Placement? {
        let (start, end) = offsets.offsets(of: range)
        guard let measured = layout.measure([.characters(id: "range", start: start, end: max(start, end))]).first?.measured else {
            return nil
        }
        let rects = measured.textRects.map { BuiltinRangeGeometry.rect($0.rect) }
        let lines = LineBoxes.of(RangeGeometry(textPieces: [rects], writingMode: content.writingMode))
        guard let first = lines.first else { return nil }
        let centre = (x: first.x + first.width / 2, y: first.y + first.height / 2)
        let page = measured.textRects.lazy.compactMap(\.page).first ?? pages.first { frame in
            (frame.rect.minX..<frame.rect.maxX).contains(centre.x) && (frame.rect.minY..<frame.rect.maxY).contains(centre.y)
        }?.index ?? 0
        return Placement(page: page, lines: lines)
    }

    /// A range to draw on an excerpt: the decoration's id and style, and where the range lies.
    public struct Mark: Sendable {
        public var id: String
        public var style: Style
        public var placement: Placement

        public init(id: String, style: Style, placement: Placement) {
            self.id = id
            self.style = style
            self.placement = placement
        }
    }

    /// The part of `mark`'s first page around it, `margin` px above and below its lines (the whole page in
    /// vertical writing), as an SVG element with the page's text over `mark` and over those of `others` with
    /// a line in the excerpt (group `others`, in the order given), `mark` drawn last, on top (group
    /// `highlight`): a card shows its highlight among the reader's others on the same lines.
    /// The element is the snapshot writer's page picture, its view box cut down to the excerpt.
    public func excerpt(of mark: Mark, among others: [Mark], margin: Double) throws(SVGSnapshotError) -> SVGElement {
        let placement = mark.placement
        let page = pages.first { $0.index == placement.page }?.rect ?? pages.first?.rect ?? Rect(x: 0, y: 0, width: 0, height: 0)
        var frame = page
        if !content.writingMode.isVertical {
            let onPage = placement.lines.filter { $0.maxX > page.minX && $0.minX < page.maxX && $0.maxY > page.minY && $0.minY < page.maxY }
            let top = max(page.minY, (onPage.map(\.minY).min() ?? page.minY) - margin)
            let bottom = min(page.maxY, (onPage.map(\.maxY).max() ?? page.maxY) + margin)
            frame = Rect(x: page.x, y: top, width: page.width, height: max(0, bottom - top))
        }
        let viewport = settings.viewports[0]
        let writer = SVGSnapshotWriter(viewport: PagedViewport(width: Double(viewport.width), height: Double(viewport.height)))
        let shown = others.filter { other in other.placement.lines.contains { $0.overlaps(frame) } }
        return try writer.document(page: PageFrame(index: placement.page, rect: frame), content: content, groups: [
            DrawnGroup(name: "others", decorations: shown.map(drawn), isActivable: false),
            DrawnGroup(name: "highlight", decorations: [drawn(mark)], isActivable: false),
        ]).root
    }

    private func drawn(_ mark: Mark) -> DrawnDecoration {
        DrawnDecoration(decoration: Decoration(id: mark.id, locator: .object([]), href: "", style: mark.style),
                        lines: mark.placement.lines, writingMode: content.writingMode)
    }
}
