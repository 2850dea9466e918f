import DOM
import DecorModel
import Foundation
import Layout
import Templates

/// The pipeline of `decor snapshot` (cli.md): one content document laid out by decor's engine, its
/// decorations resolved, measured and drawn with the text into one SVG per page. The same inputs give
/// the same bytes.
public struct SnapshotRenderer {
    public let decorations: DecorationsFile
    public let settings: LayoutSettings
    public let engine: BuiltinLayoutEngine
    /// Whether each page carries the faces its text was drawn with (cut down to the characters drawn), so
    /// that it shows the same glyphs on any machine. Off, pages name the families only: smaller, for
    /// pictures compared where the fonts are installed.
    public let embedsFonts: Bool
    private let templates: StyleTemplates

    /// Compiles the file's templates.
    public init(decorations: DecorationsFile, settings: LayoutSettings,
                engine: BuiltinLayoutEngine = BuiltinLayoutEngine(usesInstalledFonts: false), embedsFonts: Bool = false) throws {
        self.decorations = decorations
        self.settings = settings
        self.engine = engine
        self.embedsFonts = embedsFonts
        templates = try StyleTemplates(file: decorations)
    }

    /// The pictures of one document and what became of each decoration.
    public struct Snapshot: Sendable {
        /// Every page of the document, 0-based, in order.
        public var pages: [PageFrame]
        /// The SVG of each page asked for, by page index.
        public var svgs: [Int: String]
        public var outcomes: [DecorationOutcome]
    }

    /// Draws the resource at `href` of `publication` (read in memory through its protection) with the
    /// decorations that point at it. A restricted publication is refused first, whatever the href.
    public func snapshot(of publication: Publication, href: String, pages: Set<Int>?,
                         progress: (_ drawn: Int, _ total: Int) -> Void = { _, _ in }) throws -> Snapshot {
        let resources = try PublicationResources(publication: publication)
        let path = Locator.normalize(href: href)
        guard let link = publication.link(href: path) else {
            throw RenderError.resourceNotFound(publication: publication.location, href: href,
                                               nearest: NearestHrefs.suggestions(for: path, among: publication.readingOrder.map(\.href)))
        }
        return try snapshot(resources: resources, href: link.href, onlyDecorationsAt: link.href, mediaType: link.mediaType,
                            pages: pages, progress: progress)
    }

    /// Draws the document at `href` of `resources` (which also hold what it links to). `filter` nil draws
    /// every decoration of the file, whatever its href (a lone document); `pages` are the 0-based pages to
    /// draw, nil for all. `progress` hears (pages drawn, pages to draw) once the document is laid out and
    /// after each page.
    public func snapshot(resources: any LayoutResources, href: String, onlyDecorationsAt filter: String?, mediaType: String?,
                         pages: Set<Int>?, progress: (_ drawn: Int, _ total: Int) -> Void = { _, _ in }) throws -> Snapshot {
        let geometry = BuiltinRangeGeometry(resources: resources, engine: engine)
        guard let source = geometry.document(href) else {
            throw LayoutDocumentError.unreadable(path: href, reason: "no such resource, or over \(BuiltinLayoutEngine.maximumDocumentBytes) bytes")
        }
        let data = source.data
        let viewport = PagedViewport(width: Double(settings.viewports[0].width), height: Double(settings.viewports[0].height))
        let chapter = ChapterRenderer(writer: HTMLWriter(markup: DecorationMarkup(templates: templates, viewport: viewport)),
                                      settings: settings, geometry: geometry)
        let document = try chapter.parse(data, href: href, mediaType: mediaType)
        let entries = decorations.groups.flatMap { group in
            group.decorations.filter { filter == nil || Locator.normalize(href: $0.href) == filter }.map { (group: group.name, decoration: $0) }
        }
        // Invalid decorations are reported with the document they name, or with any when they name none.
        let invalid = decorations.invalidDecorations.filter { invalid in
            filter == nil || invalid.href.map { Locator.normalize(href: $0) == filter } ?? true
        }
        let resolutions = chapter.resolve(entries, in: document)
        let measured = try chapter.measurements(of: resolutions, in: document, href: href)
        let outcomes = invalid.map(DecorationOutcome.init)
            + chapter.outcomes(of: resolutions, href: href, measured: measured)
        let laidOut = try engine.content(source, settings: settings)
        let frames = SnapshotPages.frames(of: laidOut, mode: settings.mode, viewport: settings.viewports[0])
        let writer = SVGSnapshotWriter(templates: templates, viewport: viewport, options: SVGSnapshotWriter.Options(
            embeddedFonts: embedsFonts ? Self.embedded(laidOut.fonts) : []))
        let wanted = frames.filter { pages?.contains($0.index) ?? true }
        progress(0, wanted.count)
        let svgs = try writer.svgs(pages: wanted, content: SnapshotContent.content(of: laidOut),
                                   groups: drawnGroups(resolutions, measured: measured), progress: { progress($0, wanted.count) })
        return Snapshot(pages: frames, svgs: Dictionary(uniqueKeysWithValues: zip(wanted.map(\.index), svgs)), outcomes: outcomes)
    }

    /// The faces of the laid-out text, each cut down to the characters it drew.
    private static func embedded(_ fonts: [LaidOutFont]) -> [EmbeddedFont] {
        fonts.map { font in
            EmbeddedFont(family: font.family, weight: font.weight, isItalic: font.isItalic,
                         bytes: Array(FontSubset.subset(font.data, keeping: font.characters) ?? font.data))
        }
    }

    /// The measured decorations of each group of the file, in document order.
    private func drawnGroups(_ resolutions: [DecorationResolution], measured: [RangeMeasurement?]) -> [DrawnGroup] {
        let drawable: [(resolution: DecorationResolution, range: DOMRange, measurement: RangeMeasurement)] =
            resolutions.indices.compactMap { index in
                guard let range = resolutions[index].located?.range, let measurement = measured[index] else { return nil }
                return (resolutions[index], range, measurement)
            }
        return decorations.groups.map { group in
            let members = GroupOrdering.ordered(drawable.filter { $0.resolution.group == group.name }, group: group.name,
                                                decoration: \.resolution.decoration, range: \.range)
            return DrawnGroup(name: group.name, decorations: members.map {
                DrawnDecoration(decoration: $0.resolution.decoration, lines: $0.measurement.lines,
                                writingMode: $0.measurement.geometry.writingMode)
            }, isActivable: decorations.isActivable(group: group.name))
        }
    }
}
