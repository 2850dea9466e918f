import DOM
import DecorModel
import Foundation
import Templates
import WorkSharing

/// Renders the decorations of one content document in three stages — parse, resolve, write — each a
/// method of its own so that the benchmark can time them. One bad decoration never stops the others:
/// its error goes into its outcome.
public struct ChapterRenderer {
    /// Where, in a render's output, the ReadiumCSS sheets that decorated pages link are written
    /// (`ReadiumCSS.linkedSheets()` at their paths under it).
    public static let readiumCSSFolder = "decor-readium-css"

    public var writer: HTMLWriter
    public var settings: LayoutSettings
    /// Where ranges sit on laid-out pages; nil until decor's layout engine provides it.
    public var geometry: (any RangeGeometrySource)?

    public init(writer: HTMLWriter, settings: LayoutSettings, geometry: (any RangeGeometrySource)? = nil) {
        self.writer = writer
        self.settings = settings
        self.geometry = geometry
    }

    /// A group as the document is written with it: its name and whether it is activable.
    public struct GroupInfo: Sendable, Equatable {
        public var name: String
        public var isActivable: Bool

        public init(name: String, isActivable: Bool) {
            self.name = name
            self.isActivable = isActivable
        }
    }

    /// The decorated document's bytes, or why it could not be written (the resource is then copied as it
    /// is), and one outcome per decoration, in the order of the resolutions given.
    public struct Output: Sendable {
        public var data: Data?
        public var failure: DecorationError?
        public var outcomes: [DecorationOutcome]
    }

    /// Parses a content document: HTML for `text/html` (or an .html name when no type is known), XHTML
    /// otherwise.
    public func parse(_ data: Data, href: String, mediaType: String?) throws -> Document {
        switch mediaType {
        case "text/html": try Document.parseHTML(data, name: href)
        case nil: try Document.parse(data, name: href)
        default: try Document.parseXML(data, name: href)
        }
    }

    /// Resolves each decoration's locator with one `LocatorResolver` for the whole document, shared by two
    /// threads: resolving is most of a render's work that does not write, and each locator is resolved
    /// on its own.
    public func resolve(_ decorations: [(group: String, decoration: Decoration)], in document: Document) -> [DecorationResolution] {
        let resolver = LocatorResolver(document: document)
        return TwoThreadMap.map(decorations) { group, decoration in
            let result: Result<LocatedRange, DecorationError>
            do {
                result = .success(try resolver.resolve(try Locator(json: decoration.locator)))
            } catch let error as any CodedError {
                result = .failure(DecorationError(error))
            } catch {
                result = .failure(DecorationError(code: "invalidLocator", message: "\(error)"))
            }
            return DecorationResolution(group: group, decoration: decoration, result: result)
        }
    }

    /// Orders each group's resolved decorations by document position, measures them when a geometry
    /// source is set, and writes them into `document` (changed in place). When the layout fails, live
    /// output goes on without `pages` and `boxes` (the runtime places the boxes); static output cannot.
    public func write(_ resolutions: [DecorationResolution], groups: [GroupInfo], into document: Document, href: String) throws -> Output {
        var data = Data()
        let written = try write(resolutions, groups: groups, into: document, href: href) { data.append($0.assumingMemoryBound(to: UInt8.self)) }
        return Output(data: written.failure == nil ? data : nil, failure: written.failure, outcomes: written.outcomes)
    }

    /// What writing a document to an output did: why it could not be written (the output then holds no
    /// usable document, perhaps part of one) and one outcome per decoration, in the order of the resolutions.
    public struct Written: Sendable {
        public var failure: DecorationError?
        public var outcomes: [DecorationOutcome]
    }

    /// The same, passing the document's bytes to `output` as they are made (a chapter with 100,000
    /// decorations goes to its file without existing whole in memory). What `output` throws is thrown as it is.
    public func write(_ resolutions: [DecorationResolution], groups: [GroupInfo], into document: Document, href: String,
                      to output: (UnsafeRawBufferPointer) throws -> Void) throws -> Written {
        let measured: [RangeMeasurement?]
        do {
            measured = try measurements(of: resolutions, in: document, href: href)
        } catch where writer.mode == .live {
            measured = Array(repeating: nil, count: resolutions.count)
        }
        var outcomes = outcomes(of: resolutions, href: href, measured: measured)
        // The located resolutions, by index, and their ranges: a group's entries are large values, which
        // ordering them would copy and move around.
        let ranges = resolutions.map { $0.located?.range }
        let drawable = resolutions.indices.filter { ranges[$0] != nil }
        let written = groups.map { group in
            let members = GroupOrdering.ordered(drawable.filter { resolutions[$0].group == group.name }, group: group.name,
                                                decoration: { resolutions[$0].decoration }, range: { ranges[$0]! })
            return ResolvedGroup(name: group.name, decorations: members.map { index in
                ResolvedDecoration(decoration: resolutions[index].decoration, range: ranges[index]!,
                                   lines: measured[index]?.lines ?? [],
                                   writingMode: measured[index]?.geometry.writingMode ?? .horizontalTB)
            }, isActivable: group.isActivable)
        }
        do {
            try linkReadiumCSS(into: document, href: href, isVertical: measured.contains { $0?.geometry.writingMode.isVertical == true })
            let rejected = try writer.write(written, into: document, to: output)
            // Ids are unique within a group (the file reading refuses duplicates).
            let positions = rejected.isEmpty ? [:]
                : Dictionary(outcomes.indices.map { (OutcomeKey(group: outcomes[$0].group, id: outcomes[$0].id), $0) },
                             uniquingKeysWith: { first, _ in first })
            for rejection in rejected {
                guard let index = positions[OutcomeKey(group: rejection.group, id: rejection.id)] else { continue }
                outcomes[index] = outcomes[index].notDrawn(DecorationError(code: rejection.code, message: rejection.message))
            }
            return Written(failure: nil, outcomes: outcomes)
        } catch let error as HTMLWriterError {
            let failure = DecorationError(code: error.code, message: error.message)
            return Written(failure: failure, outcomes: outcomes.map { $0.error == nil ? $0.notDrawn(failure) : $0 })
        }
    }

    /// With ReadiumCSS in the settings, links its sheets (in the output's `readiumCSSFolder`, relative to
    /// the page at `href`) and writes the reader's settings into the page as the layout applied them, so
    /// that a browser shows what decor laid out.
    func linkReadiumCSS(into document: Document, href: String, isVertical: Bool) throws(HTMLWriterError) {
        guard let readium = settings.readiumCSS else { return }
        let up = String(repeating: "../", count: href.split(separator: "/", omittingEmptySubsequences: false).count - 1)
        do {
            try readium.link(into: document, mode: settings.mode, isVertical: isVertical, sheetsFolder: up + Self.readiumCSSFolder)
        } catch {
            throw .cannotWrite(document: document.name, reason: "ReadiumCSS: \(error)")
        }
    }

    /// A decoration by its group and id, unique in one document's outcomes.
    private struct OutcomeKey: Hashable {
        let group: String
        let id: String
    }

    /// One measurement per resolution (nil for the unresolved, and for all without a geometry source).
    func measurements(of resolutions: [DecorationResolution], in document: Document, href: String) throws -> [RangeMeasurement?] {
        guard let geometry else { return Array(repeating: nil, count: resolutions.count) }
        let located = resolutions.indices.compactMap { index in resolutions[index].located.map { (index: index, range: $0.range) } }
        let measured = try geometry.measure(located.map(\.range), in: document, href: href, settings: settings)
        var result = [RangeMeasurement?](repeating: nil, count: resolutions.count)
        for (entry, measurement) in zip(located, measured) {
            result[entry.index] = measurement
        }
        return result
    }

    /// One outcome per resolution, with the boxes its measurement gives under its template.
    func outcomes(of resolutions: [DecorationResolution], href: String, measured: [RangeMeasurement?]) -> [DecorationOutcome] {
        // The markup is taken out once: a closure over `self` would copy the renderer for every decoration.
        let markup = writer.markup
        return resolutions.indices.map { Self.outcome(resolutions[$0], href: href, measurement: measured[$0], markup: markup) }
    }

    private static func outcome(_ resolution: DecorationResolution, href: String, measurement: RangeMeasurement?,
                                markup: DecorationMarkup) -> DecorationOutcome {
        let decoration = resolution.decoration
        switch resolution.result {
        case let .failure(error):
            return DecorationOutcome(id: decoration.id, group: resolution.group, href: href, error: error)
        case let .success(located):
            let boxes = measurement.flatMap { measurement in
                (try? markup.templates.template(for: decoration.style)).map { template in
                    DecorationBoxes.boxes(lines: measurement.lines, layout: template.layout, width: template.width,
                                          writingMode: measurement.geometry.writingMode, viewport: markup.viewport)
                }
            }
            return DecorationOutcome(id: decoration.id, group: resolution.group, href: href, strategy: located.strategy,
                                     score: located.score, pages: measurement?.pages, boxes: boxes)
        }
    }
}
