import DOM
import DecorModel
import Foundation
import ProtectedLoader
import Templates

/// The pipeline of `decor render` (cli.md): every resource of a publication's reading order written
/// under an output folder at its href — decorated when decorations point at it, its clear bytes
/// otherwise — every other resource of the manifest copied (stylesheets, de-obfuscated fonts, images)
/// so that the folder opens in a browser, and `report.json` with each decoration's outcome. A bad
/// decoration or resource is reported and the render goes on.
public struct PublicationRenderer {
    public static let reportPath = "report.json"

    public let publication: Publication
    public let decorations: DecorationsFile
    public var chapter: ChapterRenderer
    /// The ReadiumCSS sheets decorated pages link, at their container paths in the output, read once.
    private let readiumCSSSheets: [(path: String, text: String)]

    /// Compiles the file's templates; a restricted publication is refused, since its content cannot be read.
    public init(publication: Publication, decorations: DecorationsFile, options: RenderOptions) throws {
        guard !publication.isRestricted else {
            throw RenderError.restricted(publication: publication.location,
                                         reason: publication.protectionError.map { "\($0.code): \($0.message)" } ?? "no reason given")
        }
        self.publication = publication
        self.decorations = decorations
        readiumCSSSheets = try options.settings.readiumCSS?.linkedSheets()
            .map { (ChapterRenderer.readiumCSSFolder + "/" + $0.path, $0.text) } ?? []
        let markup = DecorationMarkup(templates: try StyleTemplates(file: decorations), viewport: options.viewport, stacking: options.stacking)
        // Each static chapter gets the settings' CSS with the font cut down to its own characters; this one,
        // with no characters, checks the settings once and stands until then.
        let mode: HTMLWriter.Mode = options.isStatic ? .static(settingsStylesheet: try StaticReadingStyle.css(for: options.settings, characters: [])) : .live
        chapter = ChapterRenderer(writer: HTMLWriter(markup: markup, runtime: options.runtime, nonce: options.nonce, mode: mode),
                                  settings: options.settings, geometry: options.geometry)
    }

    /// Every container path the render writes: the reading order, then the rest of the manifest, then the
    /// ReadiumCSS sheets the pages link, then the report.
    public var outputPaths: [String] { resourcePaths + playerPaths + readiumCSSSheets.map(\.path) + [Self.reportPath] }

    /// How many of the publication's resources the render writes (what its progress counts).
    public var resourceCount: Int { resourcePaths.count }

    private var resourcePaths: [String] {
        var seen = Set<String>()
        return (publication.readingOrder + publication.manifest).map(\.href).filter { seen.insert($0).inserted }
    }

    /// Writes everything; `progress` hears how many of the publication's resources are done, of how many.
    public func render(into output: OutputDirectory, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> RenderReport {
        let placement = DecorationPlacement(decorations, readingOrder: publication.readingOrder)
        var report = RenderReport(decorations: placement.unplaced)
        var readingOrderPaths = Set<String>()
        let total = resourcePaths.count
        for sheet in readiumCSSSheets { try output.write(Data(sheet.text.utf8), at: sheet.path) }
        for link in publication.readingOrder where readingOrderPaths.insert(link.href).inserted {
            let entries = placement.decorations(at: link.href)
            let (resource, outcomes) = try render(link, entries, into: output)
            report.resources.append(resource)
            report.decorations.append(contentsOf: outcomes)
            progress(report.resources.count, total)
        }
        for path in resourcePaths where !readingOrderPaths.contains(path) {
            report.resources.append(try copy(path, into: output))
            progress(report.resources.count, total)
        }
        report.decorations = placement.inFileOrder(report.decorations)
        try output.write(at: Self.reportPath) { write in
            try report.writeJSON { bytes in try bytes.withUnsafeBytes { try write($0) } }
        }
        return report
    }

    /// One resource of the reading order: decorated when decorations point at it and it can be.
    private func render(_ link: Link, _ entries: [(group: String, decoration: Decoration)],
                        into output: OutputDirectory) throws -> (ResourceOutcome, [DecorationOutcome]) {
        let failed = { (error: DecorationError) in
            entries.map { DecorationOutcome(id: $0.decoration.id, group: $0.group, href: link.href, error: error) }
        }
        if let refusal = refusal(of: link.href, in: output) {
            return (ResourceOutcome(href: link.href, action: .skipped, decorations: entries.count, error: refusal), failed(refusal))
        }
        guard !entries.isEmpty else { return (try copyUndecorated(link, into: output), []) }
        if link.isMedia { return try renderPlayer(link, entries, into: output) }
        let data: Data
        do {
            data = try publication.resource(href: link.href).read()
        } catch {
            let error = Self.decorationError(error)
            return (ResourceOutcome(href: link.href, action: .skipped, decorations: entries.count, error: error), failed(error))
        }
        do {
            // The decorated document goes straight to its file; when it cannot be decorated after all, the
            // file is written again with the clear bytes.
            let prepared = try prepare(link, data: data, entries: entries)
            let written = try output.write(at: link.href) { write in
                try prepared.chapter.write(prepared.resolutions, groups: groups(of: entries), into: prepared.document, href: link.href,
                                           to: { try write($0) })
            }
            if written.failure != nil { try output.write(data, at: link.href) }
            return (ResourceOutcome(href: link.href, action: written.failure == nil ? .decorated : .copied, decorations: entries.count,
                                    error: written.failure), written.outcomes)
        } catch let error as RenderError {
            throw error
        } catch {
            let error = Self.decorationError(error)
            try output.write(data, at: link.href)
            return (ResourceOutcome(href: link.href, action: .copied, decorations: entries.count, error: error), failed(error))
        }
    }

    /// One content document of the reading order with its decorations written in, in memory: what
    /// `render(into:)` writes at its href, without writing anything. `data` is nil when the document could
    /// not be decorated (`failure` says why); `outcomes` has one entry per decoration of that href.
    public func decorate(href: String) throws -> ChapterRenderer.Output {
        let path = Locator.normalize(href: href)
        guard let link = publication.readingOrder.first(where: { $0.href == path }) else {
            throw RenderError.notInReadingOrder(href: href, nearest: NearestHrefs.suggestions(for: path, among: publication.readingOrder.map(\.href)))
        }
        let entries = DecorationPlacement(decorations, readingOrder: publication.readingOrder).decorations(at: link.href)
        let prepared = try prepare(link, data: try publication.resource(href: link.href).read(), entries: entries)
        return try prepared.chapter.write(prepared.resolutions, groups: groups(of: entries), into: prepared.document, href: link.href)
    }

    /// The chapter renderer for one document (in static mode with the reading settings' CSS for its
    /// characters), the document parsed and its decorations resolved: all that writing it needs.
    private func prepare(_ link: Link, data: Data, entries: [(group: String, decoration: Decoration)]) throws
        -> (chapter: ChapterRenderer, document: Document, resolutions: [DecorationResolution]) {
        let document = try chapter.parse(data, href: link.href, mediaType: link.mediaType)
        var chapter = self.chapter
        if case .static = chapter.writer.mode {
            let characters = PageCharacters.of(document, decorations: entries.map(\.decoration))
            chapter.writer.mode = .static(settingsStylesheet: try StaticReadingStyle.css(for: chapter.settings, characters: characters))
        }
        return (chapter, document, chapter.resolve(entries, in: document))
    }

    /// Copies a resource's clear bytes; a resource that cannot be read or placed is reported and skipped.
    func copy(_ path: String, into output: OutputDirectory) throws -> ResourceOutcome {
        if let refusal = refusal(of: path, in: output) { return ResourceOutcome(href: path, action: .skipped, error: refusal) }
        do {
            try output.write(try publication.resource(href: path).read(), at: path)
            return ResourceOutcome(href: path, action: .copied)
        } catch let error as RenderError {
            throw error
        } catch {
            return ResourceOutcome(href: path, action: .skipped, error: Self.decorationError(error))
        }
    }

    /// A page with no decoration: its clear bytes, with ReadiumCSS linked in when the settings have it, so
    /// that every page of the output shows as the reader shows it. Without a layout of the page, its variant
    /// follows ReadiumCSS's injection rules: vertical for a CJK page when the publication progresses right to
    /// left. A page that cannot be parsed is copied as it is, and the report says why.
    private func copyUndecorated(_ link: Link, into output: OutputDirectory) throws -> ResourceOutcome {
        guard chapter.settings.readiumCSS != nil, link.isHTMLDocument else {
            return try copy(link.href, into: output)
        }
        let data: Data
        do {
            data = try publication.resource(href: link.href).read()
        } catch {
            return ResourceOutcome(href: link.href, action: .skipped, error: Self.decorationError(error))
        }
        do {
            let document = try chapter.parse(data, href: link.href, mediaType: link.mediaType)
            try chapter.linkReadiumCSS(into: document, href: link.href,
                                       isVertical: publication.metadata.readingProgression == "rtl")
            try output.write(try document.serialized(), at: link.href)
            return ResourceOutcome(href: link.href, action: .copied)
        } catch let error as RenderError {
            throw error
        } catch {
            try output.write(data, at: link.href)
            return ResourceOutcome(href: link.href, action: .copied, error: Self.decorationError(error))
        }
    }

    /// Why a resource cannot be written at its href: not a plain path, or the report's own name.
    func refusal(of path: String, in output: OutputDirectory) -> DecorationError? {
        if path == Self.reportPath {
            return DecorationError(code: "reservedPath", message: "\(path) is where the render report goes")
        }
        if chapter.settings.readiumCSS != nil, path.hasPrefix(ChapterRenderer.readiumCSSFolder + "/") {
            return DecorationError(code: "reservedPath", message: "\(path) is where the render writes the ReadiumCSS sheets its pages link")
        }
        do {
            _ = try output.file(path)
            return nil
        } catch {
            return DecorationError(error)
        }
    }

    /// The groups of `entries` in the file's group order.
    private func groups(of entries: [(group: String, decoration: Decoration)]) -> [ChapterRenderer.GroupInfo] {
        let names = Set(entries.map(\.group))
        return decorations.groups.filter { names.contains($0.name) }.map {
            ChapterRenderer.GroupInfo(name: $0.name, isActivable: decorations.isActivable(group: $0.name))
        }
    }

    static func decorationError(_ error: any Error) -> DecorationError {
        (error as? any CodedError).map(DecorationError.init) ?? DecorationError(code: "invalidInput", message: "\(error)")
    }
}
