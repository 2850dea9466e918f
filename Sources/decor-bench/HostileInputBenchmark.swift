import ArgumentParser
import DecorEngine
import Foundation
import Layout

/// `decor-bench hostile`: the `decor` process on inputs sized to hurt (issue 16), each beside a baseline ten
/// times smaller run the same way, so that the ratio shows how the cost grows: peak memory of `layout` on
/// a large chapter, `locate` on an element with 100,000 attributes, `render` of 100,000 decorations in one
/// group. Inputs are generated in a temporary folder; times and peaks come from `/usr/bin/time`. CPU time
/// (user and system) is printed beside the wall time: on a loaded machine the process mostly waits for a
/// core, and only the CPU time says what the work costs.
struct HostileInputBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hostile",
        abstract: "Peak memory and time of decor layout, locate and render on hostile sizes, beside baselines.")

    @Option(help: "The decor executable.")
    var decor = ".build/release/decor"

    @Option(help: "The publication whose chapter the decorations point into.")
    var publication = "Tests/Fixtures/epub/moby-dick.epub"

    @Option(help: "The chapter's href.")
    var href = "OPS/chapter_001.xhtml"

    @Option(help: "Megabytes of the large chapter.")
    var megabytes = 10

    @Option(help: "Attributes on the crowded element.")
    var attributes = 100_000

    @Option(help: "Decorations in the large group.")
    var decorations = 100_000

    /// One measured run of `decor`.
    private struct Run {
        var seconds: Double
        var userSeconds: Double
        var systemSeconds: Double
        var peakBytes: Int
        var status: Int32

        var summary: String {
            String(format: "%.2f s (user %.2f s, system %.2f s), peak %.0f MB, exit %d",
                   seconds, userSeconds, systemSeconds, Double(peakBytes) / 1e6, status)
        }
    }

    func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-bench-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ranges = folder.appendingPathComponent("ranges.json")
        try Data(#"[{"id": "a", "chars": [0, 40]}]"#.utf8).write(to: ranges)

        for size in [megabytes * 1_000_000 / 10, megabytes * 1_000_000] {
            let chapter = try write(chapter(bytes: size), to: folder, name: "chapter-\(size).xhtml")
            let run = try measure(["layout", chapter.path, "--ranges", ranges.path])
            print(String(format: "layout, %.1f MB chapter: %@ (%.1f× its size)", Double(size) / 1e6, run.summary,
                         Double(run.peakBytes) / Double(size)))
        }
        let selector = #"{"type": "TextQuoteSelector", "exact": "the text"}"#
        for count in [attributes / 10, attributes] {
            let crowded = try write(crowdedElement(attributes: count), to: folder, name: "attributes-\(count).xhtml")
            print("locate, \(count) attributes on one element: \(try measure(["locate", crowded.path, "--selector", selector]).summary)")
        }
        for count in [decorations / 10, decorations] {
            let file = try write(try decorationsFile(count: count), to: folder, name: "decorations-\(count).json")
            let out = folder.appendingPathComponent("render-\(count)")
            let run = try measure(["render", publication, "--decorations", file.path, "--out", out.path])
            print("render, \(count) decorations in one group: \(run.summary)")
        }
    }

    private func write(_ data: Data, to folder: URL, name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    /// Runs `decor` under `/usr/bin/time`, whose last line of standard error is its peak RSS (KB), wall,
    /// user and system times.
    private func measure(_ arguments: [String]) throws -> Run {
        let outcome = try ChildProcess.run("/usr/bin/time", ["-f", "%M %e %U %S", decor] + arguments)
        let last = String(decoding: outcome.errors, as: UTF8.self).split(separator: "\n").last ?? ""
        let fields = last.split(separator: " ")
        guard fields.count == 4, let kilobytes = Int(fields[0]), let seconds = Double(fields[1]),
              let user = Double(fields[2]), let system = Double(fields[3]) else {
            throw ValidationError("/usr/bin/time gave no figures: \(last)")
        }
        return Run(seconds: seconds, userSeconds: user, systemSeconds: system, peakBytes: kilobytes * 1024, status: outcome.status)
    }

    private func page(_ body: String) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body>\(body)</body></html>
            """.utf8)
    }

    /// Paragraphs of ordinary words up to `bytes`.
    private func chapter(bytes: Int) -> Data {
        let words = ["the", "whale", "sea", "sailor", "dreams", "of", "grey", "water", "and", "distant", "land"]
        var paragraphs = ""
        var index = 0
        while paragraphs.utf8.count < bytes {
            paragraphs += "<p>" + (0..<120).map { words[($0 * 7 + index) % words.count] }.joined(separator: " ") + ".</p>\n"
            index += 1
        }
        return page(paragraphs)
    }

    private func crowdedElement(attributes count: Int) -> Data {
        page("<p" + (0..<count).map { " a\($0)=\"v\($0)\"" }.joined() + ">Here is the text.</p>")
    }

    /// Highlights of quotes sampled from the chapter's own text, all in one group.
    private func decorationsFile(count: Int) throws -> Data {
        let opened = try PublicationOpener(protections: []).open(path: publication, options: OpeningOptions())
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("decor-bench-hostile-\(UUID().uuidString).xhtml")
        try opened.resource(href: href).read().write(to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let decorations: [[String: Any]] = try QuoteRangeSampler(chapter: copy).sample(count: count, seed: 7).compactMap { spec in
            guard case let .quote(id, quote) = spec else { return nil }
            return ["id": id, "locator": ["href": href, "text": ["before": quote.before, "highlight": quote.highlight, "after": quote.after]],
                    "style": ["type": "highlight", "tint": "#FFD700"]]
        }
        return try JSONSerialization.data(withJSONObject: ["groups": ["highlights": decorations]], options: [.sortedKeys])
    }
}
