import DOM
import Foundation
import WorkSharing

/// The layout engine that needs no browser: it parses the document, applies the user-agent defaults,
/// the publication's CSS and the reading settings, shapes text with HarfBuzz and lays it out as
/// Chromium does (blocks, lines, columns), then measures ranges the way the browser backend does and
/// answers with the same report. Deterministic for a given document, settings and set of fonts.
public struct BuiltinLayoutEngine: LayoutEngine {
    public let name = "builtin"
    /// Documents above this size are refused: the largest book chapters are a few MB.
    public static let maximumDocumentBytes = 64 << 20
    /// Longer text nodes (in UTF-16 units) are refused: shaping and line breaking keep several values per
    /// character of a paragraph, and one text node is at least one paragraph, where a book's longest are a
    /// few thousand characters.
    public static let maximumTextNodeLength = 1 << 21
    /// Whether fonts installed on the machine may stand in for families a book names but does not embed,
    /// and for characters the other fonts lack, as a browser on the same machine would use them. Off, only
    /// the bundled, forced and embedded fonts are used, and results are the same on every machine.
    public let usesInstalledFonts: Bool
    /// Where each layout's document and caches go once its report is made, instead of being freed.
    package let leftovers: LayoutLeftovers?

    /// An engine that frees each layout's document and caches before `layout` returns.
    public init(usesInstalledFonts: Bool = true) {
        self.init(usesInstalledFonts: usesInstalledFonts, leftovers: nil)
    }

    package init(usesInstalledFonts: Bool, leftovers: LayoutLeftovers?) {
        self.usesInstalledFonts = usesInstalledFonts
        self.leftovers = leftovers
    }

    public func layout(document: URL, ranges: [RangeSpec], settings: LayoutSettings,
                       viewportsDone: (Int) -> Void) throws -> LayoutReport {
        try layout(document: document, root: nil, ranges: ranges, settings: settings, viewportsDone: viewportsDone)
    }

    /// Lays out a document file whose publication root is `root` (nil: the folder above it holding
    /// `mimetype` or `META-INF/container.xml`, else its own folder).
    public func layout(document: URL, root: URL?, ranges: [RangeSpec], settings: LayoutSettings,
                       viewportsDone: (Int) -> Void = { _ in }) throws -> LayoutReport {
        var report = try layout(try ContainerDocument(file: document, root: root), ranges: ranges, settings: settings,
                                viewportsDone: viewportsDone)
        let file = document.standardizedFileURL.resolvingSymlinksInPath()
        report.file = file.path
        report.url = file.absoluteString
        return report
    }

    /// Lays out a document read from anywhere (a publication in memory, say) and measures `ranges` in every
    /// viewport of `settings`. The report names the document by its container path.
    public func layout(_ document: consuming ContainerDocument, ranges: [RangeSpec], settings: LayoutSettings,
                       viewportsDone: (Int) -> Void = { _ in }) throws -> LayoutReport {
        let started = ContinuousClock.now
        let path = document.path
        let prepared = try prepare(document, settings: settings)
        let body = prepared.run.body
        let resolved = body.resolve(ranges)
        let reached = ReachedTextNodes(resolved, body: body, document: prepared.run.document)
        body.forgetWholeText()
        let layouts = try prepared.run.layout(viewports: settings.viewports, specs: ranges, resolved: resolved,
                                              reached: reached, viewportsDone: viewportsDone)
        leftovers?.keep(prepared)
        return LayoutReport(
            file: path, url: path, browser: nil, userAgent: nil, settings: settings,
            font: prepared.forcedFont.map(ForcedFontReport.init), layouts: layouts,
            timing: LayoutTiming(launchSeconds: nil, loadSeconds: (prepared.loaded - started) / .seconds(1),
                                 totalSeconds: (ContinuousClock.now - started) / .seconds(1)))
    }

    /// A document parsed, with its style sheets and fonts, ready to be laid out in any viewport.
    struct PreparedDocument {
        let run: ViewportLayoutRun
        let forcedFont: ForcedFont?
        /// When the document had been read and parsed.
        let loaded: ContinuousClock.Instant
    }

    func prepare(document: URL, settings: LayoutSettings) throws -> PreparedDocument {
        try prepare(try ContainerDocument(file: document), settings: settings)
    }

    /// Takes the document over, so that a caller who hands it over frees its bytes once they are parsed: a
    /// long chapter's source need not stay in memory beside its DOM through layout.
    func prepare(_ document: consuming ContainerDocument, settings: LayoutSettings) throws -> PreparedDocument {
        let (path, resources) = (document.path, document.resources)
        let catalog = usesInstalledFonts ? InstalledFontCatalog.shared : nil
        // The faces every document starts from are loaded on another thread while this one is parsed.
        let sharedFaces = BackgroundWork { EngineFontSetup.loadSharedFaces(catalog: catalog) }
        let dom = try Self.parse(document)
        let loaded = ContinuousClock.now
        let folder = DocumentResources(resources: resources, documentPath: path)
        var styleSheets = DocumentStyleSheets(document: dom, folder: folder)
        if let readium = settings.readiumCSS {
            styleSheets = try styleSheets.injecting(readium, into: dom)
            if let root = dom.rootElement { try readium.writeSettings(on: root, mode: settings.mode) }
        }
        let forcedFont = settings.overridesFont ? try ForcedFont(file: settings.font) : nil
        let first = settings.viewports[0]
        let environment = MediaEnvironment(viewportWidth: Double(first.width), viewportHeight: Double(first.height))
        // The sheets' selectors are compiled on another thread while the fonts are set up and the ranges
        // resolved; the first viewport's rule set waits for them.
        let selectors = CompiledSelectorCache()
        let sheets = styleSheets.sheets(matching: environment)
        let selectorsCompiled = BackgroundWork {
            selectors.compile([ViewportLayoutRun.userAgentSheet] + sheets, in: environment)
        }
        sharedFaces.wait()
        let registry = try EngineFontSetup.registry(
            forcedFont: forcedFont, styleSheets: styleSheets, folder: folder, environment: environment)
        guard let bodyElement = dom.body ?? dom.rootElement else {
            throw LayoutDocumentError.unreadable(path: path, reason: "the document has no root element")
        }
        let bodyText = DOMTextRange.BodyText(body: bodyElement)
        if let longest = bodyText.longestNodeLength, longest > Self.maximumTextNodeLength {
            throw LayoutDocumentError.limitExceeded(
                path: path,
                reason: "a text node of \(longest) characters is over layout's limit of \(Self.maximumTextNodeLength) characters "
                    + "per text node; split the text into paragraphs")
        }
        // One set of fonts and caches for every viewport: the text of a document is shaped and
        // segmented once, however many viewports it is laid out in.
        let run = ViewportLayoutRun(document: dom, folder: folder, styleSheets: styleSheets, settings: settings,
                                    fonts: DocumentFonts(registry: registry, catalog: catalog), selectors: selectors,
                                    selectorsCompiled: selectorsCompiled, body: bodyText)
        return PreparedDocument(run: run, forcedFont: forcedFont, loaded: loaded)
    }

    private static func parse(_ document: consuming ContainerDocument) throws -> Document {
        guard document.data.count <= maximumDocumentBytes else {
            throw LayoutDocumentError.unreadable(path: document.path, reason: "\(document.data.count) bytes is over the limit of \(maximumDocumentBytes)")
        }
        do {
            return try Document.parse(document.data, name: (document.path as NSString).lastPathComponent)
        } catch {
            throw LayoutDocumentError.unreadable(path: document.path, reason: "\(error)")
        }
    }
}
