import ArgumentParser
import Foundation
import JSON
import Layout

/// `decor-bench fidelity`: lays chapters out with two engines and prints how well the candidate's text
/// rects match the reference's — mean IoU, share of ranges at IoU ≥ 0.9, page agreement — and how long
/// each engine took, per chapter, mode and viewport.
struct FidelityBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fidelity",
        abstract: "Compare two layout engines' rects on chapters (IoU, pages, timings).",
        discussion: """
            Engines: script (Tests/Fixtures/tools/client_rects.py), browser (decor's Chromium backend), \
            builtin (decor's own engine). Without --ranges, --count quote ranges are \
            sampled from each chapter with --seed.
            """)

    @Option(name: .customLong("chapter"), help: "FILE.xhtml or BOOK.epub:HREF; repeatable.")
    var chapters: [String]

    @Option(name: .customLong("ranges"), help: "A range-spec file per chapter, in the same order (default: sampled).")
    var rangeFiles: [String] = []

    @Option(help: "Quote ranges sampled per chapter.")
    var count = 40

    @Option(help: "Seed of the range sampling.")
    var seed: UInt64 = 1

    @Option(name: .customLong("viewport"), help: "WxH; repeatable.")
    var viewports: [String] = ["600x800"]

    @Option(name: .customLong("mode"), help: "scroll or paginate; repeatable.")
    var modes: [String] = ["scroll", "paginate"]

    @Option(help: "The forced font file.")
    var font: String = LayoutSettings.standardFont.path

    @Flag(help: "Keep the books' own fonts.")
    var noFontOverride = false

    @Option(help: "The forced root font size (default 18px, none with --readium-css).")
    var fontSize: String?

    @Option(name: .customLong("readium-css"), help: "A ReadiumCSS dist folder, injected as Readium navigators inject it.")
    var readiumCSSFolder: String?

    @Option(name: .customLong("setting"), help: "A ReadiumCSS reader setting NAME=VALUE (fontSize=125%…); repeatable.")
    var readiumSettings: [String] = []

    @Option(help: "The forced line height.")
    var lineHeight: String?

    @Option(help: "The column gap in paginate mode.")
    var gap: Double = 0

    @Option(help: "The reference engine: script or browser.")
    var reference = "script"

    @Option(help: "The engine measured against it: browser or builtin.")
    var candidate = "browser"

    @Option(help: "client_rects.py (default: DECOR_CLIENT_RECTS, else Tests/Fixtures/tools/client_rects.py).")
    var clientRects: String?

    @Option(help: "How many of the worst ranges to list per row.")
    var worst = 3

    func validate() throws {
        guard rangeFiles.isEmpty || rangeFiles.count == chapters.count else {
            throw ValidationError("give one --ranges file per --chapter, or none")
        }
    }

    func run() throws {
        let referenceEngine = try engine(named: reference)
        let candidateEngine = try engine(named: candidate)
        let readium = try readiumCSSFolder.map {
            ReadiumCSS(folder: URL(fileURLWithPath: $0), settings: try readiumSettings.map(ReadiumSetting.init(parsing:)))
        }
        let rootFontSize = fontSize ?? (readium == nil ? "18px" : nil)
        let settingsPerMode = try modes.map { mode in
            guard let layoutMode = LayoutMode(rawValue: mode) else { throw ValidationError("unknown mode \(mode)") }
            return try LayoutSettings(
                viewports: viewports.map(Viewport.init(parsing:)), font: URL(fileURLWithPath: font),
                overridesFont: !noFontOverride, fontSize: rootFontSize, lineHeight: lineHeight, mode: layoutMode, gap: gap,
                readiumCSS: readium)
        }
        print("reference \(referenceEngine.name), candidate \(candidateEngine.name); \(settingsSummary)")
        print(FidelityRow.header)
        for (index, argument) in chapters.enumerated() {
            let chapter = try FidelityChapter(argument: argument)
            defer { chapter.discard() }
            let ranges = try rangeFiles.isEmpty
                ? QuoteRangeSampler(chapter: chapter.file).sample(count: count, seed: seed)
                : RangeSpec.list(from: JSONValue.parse(Data(contentsOf: URL(fileURLWithPath: rangeFiles[index]))))
            for settings in settingsPerMode {
                let (candidateReport, candidateSeconds) = try timed {
                    try candidateEngine.layout(document: chapter.file, ranges: ranges, settings: settings)
                }
                // client_rects.py is given the chapter with ReadiumCSS linked, in the candidate's variant.
                let isVertical = candidateReport.layouts.first?.document.writingMode.hasPrefix("vertical") ?? false
                let linkedCopy = try (referenceEngine is ClientRectsScriptEngine ? settings.readiumCSS : nil).map {
                    try ReadiumLinkedCopy.write(of: chapter.file, readium: $0, mode: settings.mode, isVertical: isVertical)
                }
                defer { if let linkedCopy { try? FileManager.default.removeItem(at: linkedCopy) } }
                let (referenceReport, referenceSeconds) = try timed {
                    try referenceEngine.layout(document: linkedCopy ?? chapter.file, ranges: ranges, settings: settings)
                }
                for agreement in try LayoutAgreement.compare(reference: referenceReport, candidate: candidateReport) {
                    let row = FidelityRow(
                        chapter: chapter.name, mode: settings.mode, agreement: agreement,
                        referenceSeconds: referenceSeconds, candidateSeconds: candidateSeconds)
                    print(row.line)
                    for range in agreement.worst(worst) where range.iou < 1 || !range.pagesAgree {
                        print("    worst: \(range.id) IoU \(FidelityRow.fixed(range.iou, 4))"
                            + (range.pagesAgree ? "" : ", pages differ") + (range.candidateFailed ? ", not measured" : ""))
                    }
                }
            }
        }
    }

    private var settingsSummary: String {
        var parts = [noFontOverride ? "books' own fonts" : "font \(font) forced", "size \(fontSize ?? "18px")"]
        if let readiumCSSFolder {
            parts = [noFontOverride ? "books' own fonts" : "font \(font) forced", "size \(fontSize ?? "not forced")",
                     "ReadiumCSS \(readiumCSSFolder)"] + readiumSettings
        }
        if let lineHeight { parts.append("line height \(lineHeight)") }
        if gap > 0 { parts.append("gap \(JSONWriter.format(gap)) px") }
        return parts.joined(separator: ", ")
    }

    private func engine(named name: String) throws -> any LayoutEngine {
        switch name {
        case "script":
            return ClientRectsScriptEngine(script: URL(fileURLWithPath: ClientRectsScriptPath.resolve(option: clientRects)))
        case "browser":
            return BrowserLayoutEngine()
        case "builtin":
            return BuiltinLayoutEngine()
        default:
            throw ValidationError("unknown engine \(name) (script, browser or builtin)")
        }
    }

    private func timed<Result>(_ work: () throws -> Result) rethrows -> (Result, Double) {
        let start = ContinuousClock.now
        let result = try work()
        return (result, (ContinuousClock.now - start) / .seconds(1))
    }
}
