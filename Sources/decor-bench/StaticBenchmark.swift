import ArgumentParser
import DecorEngine
import Foundation

/// `decor-bench static`: the outputs decor's layout engine places by itself, on one chapter with a
/// decorations file: `decor render --static` of the whole publication and `decor snapshot` of the chapter
/// (all pages), both laying out from the publication in memory.
struct StaticBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "static",
        abstract: "Time render --static and snapshot of one chapter (medians).")

    @Option(help: "The publication.")
    var publication = "Tests/Fixtures/epub/moby-dick.epub"

    @Option(help: "The chapter's href.")
    var href = "OPS/chapter_001.xhtml"

    @Option(help: "The decorations file.")
    var decorations = "Snapshots/static/moby-dick-decorations.json"

    @Option(help: "scroll or paginate.")
    var mode = "paginate"

    @Option(help: "How many runs; medians are printed.")
    var runs = 9

    func run() throws {
        let opened = try PublicationOpener(protections: []).open(path: publication, options: OpeningOptions())
        let file = try DecorationsFile.load(path: decorations)
        let settings = try LayoutSettings(viewports: [try Viewport(width: 600, height: 800)], mode: LayoutMode(rawValue: mode) ?? .paginate,
                                          gap: 40)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("decor-bench-static-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }

        let resources = try PublicationResources(publication: opened)
        var pages = 0
        let snapshot = try BenchmarkClock.median(runs: runs) {
            let result = try SnapshotRenderer(decorations: file, settings: settings)
                .snapshot(resources: resources, href: href, onlyDecorationsAt: href, mediaType: "application/xhtml+xml", pages: nil)
            pages = result.svgs.count
        }
        var run = 0
        let render = try BenchmarkClock.median(runs: runs) {
            let renderer = try PublicationRenderer(publication: opened, decorations: file, options: RenderOptions(
                settings: settings, geometry: BuiltinRangeGeometry(resources: resources), isStatic: true))
            run += 1
            let output = try OutputDirectory(root: scratch.appendingPathComponent("\(run)"), input: URL(fileURLWithPath: publication),
                                             paths: renderer.outputPaths)
            _ = try renderer.render(into: output)
        }
        print("chapter: \(href) of \(URL(fileURLWithPath: publication).lastPathComponent), \(file.groups.flatMap(\.decorations).count) decorations, \(mode), 600x800")
        print(String(format: "render --static (whole publication, layout included) %.1f ms; snapshot (%d pages) %.1f ms (medians of %d runs)",
                     render * 1e3, pages, snapshot * 1e3, runs))
    }
}
