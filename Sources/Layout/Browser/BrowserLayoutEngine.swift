import Foundation
import JSON

/// The layout engine that asks headless Chromium: it loads the document from its file, applies the
/// reading settings as a stylesheet (exactly as client_rects.py does), and reads the client rects of
/// each range from the browser. Exact by definition, and the yardstick for the built-in engine.
///
/// The browser is started on first use and kept for the next documents; `close()` ends it.
public final class BrowserLayoutEngine: LayoutEngine {
    public let name = "browser"
    private let options: ChromiumLaunchOptions
    private var session: ChromiumSession?

    /// The id of the `<style>` element the settings are installed in.
    static let styleElementID = "__decor_reading_settings"

    public init(options: ChromiumLaunchOptions = ChromiumLaunchOptions()) {
        self.options = options
    }

    deinit { close() }

    public func close() {
        session?.close()
        session = nil
    }

    public func layout(document: URL, ranges: [RangeSpec], settings: LayoutSettings,
                       viewportsDone: (Int) -> Void) throws -> LayoutReport {
        let started = ContinuousClock.now
        let file = try Self.readableFile(document)
        let font = settings.overridesFont ? try ForcedFont(file: settings.font) : nil
        let fontFaceRules = try font.map { try DataURLFontFaces.rules(for: $0) } ?? ""
        let launchSeconds = session == nil ? try launch() : nil
        guard let session else { throw ChromiumError.sessionClosed }
        do {
            let page = try session.openPage(viewport: settings.viewports[0])
            defer { try? page.close() }
            let loadStarted = ContinuousClock.now
            try page.navigate(to: file)
            if let readium = settings.readiumCSS { try ReadiumCSSPageInjection.apply(readium, mode: settings.mode, to: page) }
            let loadSeconds = seconds(since: loadStarted)
            guard let bodyText = try page.evaluate(Self.call(["task": "text"]), awaitPromise: true).stringValue else {
                throw ChromiumError.malformedMessage("the page script gave no body text")
            }
            let search = TextQuoteSearch(bodyText: bodyText)
            let resolved = ranges.map { ResolvedRangeSpec($0, in: search) }
            let layouts = try settings.viewports.enumerated().map { index, viewport in
                defer { viewportsDone(index + 1) }
                let measureStarted = ContinuousClock.now
                try page.setViewport(viewport)
                let css = ReadingStylesheet.full(for: settings, viewport: viewport, fontFaceRules: fontFaceRules)
                let measurement = try page.evaluate(Self.call([
                    "task": "measure", "css": .string(css), "styleID": .string(Self.styleElementID),
                    "family": settings.overridesFont ? .string(ForcedFont.family) : .null,
                    "ranges": .array(resolved.compactMap(\.pageRequest)),
                ]), awaitPromise: true).decode(PageMeasurement.self)
                return try measurement.viewportLayout(
                    specs: ranges, resolved: resolved, mode: settings.mode, viewport: viewport,
                    seconds: seconds(since: measureStarted))
            }
            return LayoutReport(
                file: file.path, url: file.absoluteString, browser: session.product, userAgent: session.userAgent,
                settings: settings, font: font.map(ForcedFontReport.init), layouts: layouts,
                timing: LayoutTiming(launchSeconds: launchSeconds, loadSeconds: loadSeconds,
                                     totalSeconds: seconds(since: started)))
        } catch let error as ChromiumError {
            // A browser that went away or stopped answering is not reused for the next document.
            if case .browserExited = error { close() }
            if case .timedOut = error { close() }
            throw error
        }
    }

    private func launch() throws -> Double {
        let session = try ChromiumSession(options: options)
        self.session = session
        return session.launchSeconds
    }

    private static func call(_ configuration: JSONValue) -> String {
        "(\(PageMeasurementScript.source))(\(JSONWriter().string(configuration)))"
    }

    /// The document as an absolute file URL with symbolic links resolved, once it is known to be readable.
    static func readableFile(_ document: URL) throws -> URL {
        let file = document.standardizedFileURL.resolvingSymlinksInPath()
        var isFolder: ObjCBool = false
        guard file.isFileURL, FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder),
              !isFolder.boolValue, FileManager.default.isReadableFile(atPath: file.path) else {
            throw LayoutDocumentError.unreadable(path: document.path, reason: "no such readable file")
        }
        return file
    }
}

private func seconds(since start: ContinuousClock.Instant) -> Double {
    (ContinuousClock.now - start) / .seconds(1)
}

extension ResolvedRangeSpec {
    /// The spec as the page script takes it; nil for specs that need no browser to fail.
    var pageRequest: JSONValue? {
        switch self {
        case let .characters(start, end, _): ["chars": [JSONValue(start), JSONValue(end)]]
        case let .boundaries(start, end): ["start": start.json, "end": end.json]
        case .unresolvable: nil
        }
    }
}
