import ArgumentParser
import DecorEngine
import Foundation

/// `decor-bench layout-speed`: how long the whole `decor layout` process (built-in engine) takes next to
/// the Chromium yardstick (client_rects.py) on the same chapter, ranges and settings — process start, fonts,
/// layout of every viewport and JSON output included — as the median of several runs of each.
struct LayoutSpeedBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-speed",
        abstract: "Time `decor layout` (built-in engine) against client_rects.py on the same input.",
        discussion: """
            The decor executable is the one built beside decor-bench (build it in the same configuration: \
            swift build -c release --static-swift-stdlib --product decor). Ranges are --count quotes sampled per chapter.
            """)

    @Option(name: .customLong("chapter"), help: "FILE.xhtml or BOOK.epub:HREF; repeatable.")
    var chapters: [String]

    @Option(name: .customLong("viewport"), help: "WxH; repeatable.")
    var viewports: [String] = ["600x800", "1024x768"]

    @Option(help: "scroll or paginate.")
    var mode = "scroll"

    @Option(help: "The forced root font size (default 18px, none with --readium-css).")
    var fontSize: String?

    @Option(name: .customLong("readium-css"), help: """
        A ReadiumCSS dist folder: decor injects it; client_rects.py lays out a copy of the chapter, written beside \
        it, with the sheets linked and the settings on <html style> as `decor render` writes them.
        """)
    var readiumCSSFolder: String?

    @Option(name: .customLong("setting"), help: "A ReadiumCSS reader setting NAME=VALUE (fontSize=125%…); repeatable.")
    var readiumSettings: [String] = []

    @Option(help: "Quote ranges sampled per chapter.")
    var count = 40

    @Option(help: "Runs of each command; the median is reported.")
    var runs = 3

    @Option(help: "client_rects.py (default: DECOR_CLIENT_RECTS, else Tests/Fixtures/tools/client_rects.py).")
    var clientRects: String?

    func run() throws {
        let decor = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("decor")
        guard FileManager.default.isExecutableFile(atPath: decor.path) else {
            throw ValidationError("\(decor.path) is missing: build the decor product first")
        }
        let script = ClientRectsScriptPath.resolve(option: clientRects)
        let readium = try readiumCSSFolder.map {
            ReadiumCSS(folder: URL(fileURLWithPath: $0), settings: try readiumSettings.map(ReadiumSetting.init(parsing:)))
        }
        guard let layoutMode = LayoutMode(rawValue: mode) else { throw ValidationError("unknown mode \(mode)") }
        print(["chapter".padding(toLength: 44, withPad: " ", startingAt: 0), "ranges", "decor s", "script s", "speed-up"]
            .joined(separator: "  "))
        for argument in chapters {
            let chapter = try FidelityChapter(argument: argument)
            defer { chapter.discard() }
            let ranges = try QuoteRangeSampler(chapter: chapter.file).sample(count: count, seed: 1)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-speed-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let rangesFile = folder.appendingPathComponent("ranges.json")
            try Data(JSONWriter().string(JSONValue.array(ranges.map(\.json))).utf8).write(to: rangesFile)
            var arguments = ["--ranges", rangesFile.path, "--mode", mode]
            arguments += viewports.flatMap { ["--viewport", $0] }
            if let rootFontSize = fontSize ?? (readium == nil ? "18px" : nil) { arguments += ["--font-size", rootFontSize] }
            if readium != nil { arguments.append("--no-font-override") }
            let output = folder.appendingPathComponent("out.json")
            let decorArguments = [chapter.file.path] + arguments + (readiumCSSFolder.map { ["--readium-css", $0] } ?? [])
                + readiumSettings.flatMap { ["--setting", $0] }
            let decorSeconds = try BenchmarkClock.median(runs: runs) {
                try Self.execute(decor.path, ["layout"] + decorArguments + ["--out", output.path])
            }
            let page = try readium.map { try Self.linkedCopy(of: chapter.file, readium: $0, mode: layoutMode, decorReport: output) }
            defer { if let page { try? FileManager.default.removeItem(at: page) } }
            let scriptSeconds = try BenchmarkClock.median(runs: runs) {
                try Self.execute("/usr/bin/env", ["python3", script, (page ?? chapter.file).path] + arguments + ["--out", output.path])
            }
            print([chapter.name.padding(toLength: 44, withPad: " ", startingAt: 0), String(format: "%6d", ranges.count),
                   String(format: "%7.3f", decorSeconds), String(format: "%8.3f", scriptSeconds),
                   String(format: "%7.1f×", scriptSeconds / decorSeconds)].joined(separator: "  "))
        }
    }

    /// The chapter with ReadiumCSS linked for client_rects.py, in the variant decor's layout (its report) used.
    private static func linkedCopy(of chapter: URL, readium: ReadiumCSS, mode: LayoutMode, decorReport: URL) throws -> URL {
        let report = try JSONValue.parse(Data(contentsOf: decorReport))
        let writingMode = report["layouts"]?.arrayValue?.first?["document"]?["writing_mode"]?.stringValue ?? ""
        return try ReadiumLinkedCopy.write(of: chapter, readium: readium, mode: mode, isVertical: writingMode.hasPrefix("vertical"))
    }

    private static func execute(_ executable: String, _ arguments: [String]) throws {
        let status = try ChildProcess.run(executable, arguments, discardsOutput: true).status
        guard status == 0 else {
            throw FidelityError("\(executable) \(arguments.prefix(2).joined(separator: " ")) exited with \(status)")
        }
    }
}
