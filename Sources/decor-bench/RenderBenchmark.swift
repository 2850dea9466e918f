import ArgumentParser
import DecorEngine
import Foundation
import Layout

/// `decor-bench render`: the live render of one chapter with many decorations (quotes with context taken
/// from the chapter's own text), stage by stage: parse, resolve, write (order + inject + serialize).
struct RenderBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one chapter with 1,000 decorations; prints parse, resolve and write times (medians).")

    @Option(help: "The publication.")
    var publication = "Tests/Fixtures/epub/moby-dick.epub"

    @Option(help: "The chapter's href.")
    var href = "OPS/chapter_001.xhtml"

    @Option(help: "How many decorations to generate.")
    var decorations = 1000

    @Option(help: "How many renders; medians are printed.")
    var runs = 15

    func run() throws {
        let opened = try PublicationOpener(protections: []).open(path: publication, options: OpeningOptions())
        let data = try opened.resource(href: href).read()
        let file = try decorationsFile(for: data)
        let renderer = try PublicationRenderer(publication: opened, decorations: file,
                                               options: RenderOptions(settings: try LayoutSettings()))
        let chapter = renderer.chapter
        let entries = file.groups.flatMap { group in group.decorations.map { (group: group.name, decoration: $0) } }
        let groups = file.groups.map { ChapterRenderer.GroupInfo(name: $0.name, isActivable: true) }

        var stages: [[Double]] = []
        var output: ChapterRenderer.Output?
        let clock = ContinuousClock()
        for _ in 0..<max(1, runs) {
            var document: Document?
            var resolutions: [DecorationResolution] = []
            let parse = BenchmarkClock.seconds(try clock.measure { document = try chapter.parse(data, href: href, mediaType: "application/xhtml+xml") })
            guard let document else { return }
            let resolve = BenchmarkClock.seconds(clock.measure { resolutions = chapter.resolve(entries, in: document) })
            let write = BenchmarkClock.seconds(try clock.measure {
                output = try chapter.write(resolutions, groups: groups, into: document, href: href)
            })
            stages.append([parse, resolve, write, parse + resolve + write])
        }
        let medians = (0..<4).map { stage in stages.map { $0[stage] }.sorted()[stages.count / 2] * 1e3 }
        let failed = output?.outcomes.filter { $0.error != nil }.count ?? 0
        print("chapter: \(href) of \(URL(fileURLWithPath: publication).lastPathComponent) (\(data.count) bytes), \(entries.count) decorations")
        print(String(format: "parse %.2f ms + resolve %.2f ms + write %.2f ms = %.2f ms (medians of %d renders)",
                     medians[0], medians[1], medians[2], medians[3], stages.count))
        print(String(format: "resolve %.3f ms per decoration; %d drawn, %d not drawn; output %d bytes",
                     medians[1] / Double(max(1, entries.count)), entries.count - failed, failed, output?.data?.count ?? 0))
    }

    /// Quotes sampled from the chapter's text (as gen_ranges.py does), drawn as highlights, underlines
    /// and a file template in turn, in three groups.
    private func decorationsFile(for chapter: Data) throws -> DecorationsFile {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-bench-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent(URL(fileURLWithPath: href).lastPathComponent)
        try chapter.write(to: copy)
        let quotes = try QuoteRangeSampler(chapter: copy).sample(count: decorations, seed: 7)
        let styles: [[String: Any]] = [["type": "highlight", "tint": "#FFD700"], ["type": "underline", "tint": "blue"],
                                       ["type": "sidemark", "tint": "red"]]
        var groups: [String: [[String: Any]]] = [:]
        for (index, spec) in quotes.enumerated() {
            guard case let .quote(id, quote) = spec else { continue }
            let text = ["before": quote.before, "highlight": quote.highlight, "after": quote.after]
            groups[["user-highlights", "search", "notes"][index % 3], default: []].append([
                "id": id, "locator": ["href": href, "text": text], "style": styles[index % styles.count],
            ])
        }
        let json: [String: Any] = ["groups": groups, "templates": ["sidemark": [
            "layout": "bounds", "width": "page", "element": #"<div class="sidemark" style="--tint: {{tint}}"/>"#,
            "stylesheet": ".sidemark { border-left: 4px solid var(--tint); }",
        ]]]
        return try DecorationsFile.parse(Array(try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])))
    }
}
