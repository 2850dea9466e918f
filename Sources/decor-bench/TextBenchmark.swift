import ArgumentParser
import DecorEngine
import Foundation

/// `decor-bench text`: white-space collapsing, UAX #14 opportunities, font fallback, HarfBuzz shaping
/// and greedy line filling over every paragraph of a chapter, as the built-in layout will do them.
struct TextBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Shapes and line-breaks a chapter's paragraphs (default: childrens-literature s04.xhtml).")

    @Option(help: "The EPUB holding the chapter (read with `unzip -p`).")
    var epub = "Tests/Fixtures/epub/childrens-literature.epub"

    @Option(help: "The chapter's path inside the EPUB.")
    var entry = "EPUB/s04.xhtml"

    @Option(help: "Font size in CSS pixels (DejaVu Serif, bundled).")
    var fontSize = 18.0

    @Option(help: "Line width in CSS pixels.")
    var width = 560.0

    @Option(help: "How many times to repeat the whole chapter; the best run is reported.")
    var repetitions = 5

    func run() throws {
        let document = try Document.parseXML(try readEntry(), name: entry)
        let xhtml = "http://www.w3.org/1999/xhtml"
        let blockNames = ["p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "dd", "dt", "pre", "td"]
        let paragraphs = (document.rootElement.map { root in
            blockNames.flatMap { root.descendants(named: $0, namespace: xhtml) }.map { Array($0.textContent.utf16) }
        }) ?? []
        let registry = try BundledFonts.registry()
        let faces = registry.fallbackList(for: FontFamilyList([.generic(.serif)]), weight: 400, style: .normal).map(\.face)
        let characters = paragraphs.reduce(0) { $0 + $1.count }
        var best = Double.infinity
        var lineCount = 0
        for _ in 0..<max(1, repetitions) {
            let start = DispatchTime.now().uptimeNanoseconds
            lineCount = paragraphs.reduce(0) { $0 + layOut($1, faces: faces) }
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        print("text: \(entry), \(paragraphs.count) blocks, \(characters) UTF-16 units, \(lineCount) lines "
              + "of \(width)px at \(fontSize)px DejaVu Serif")
        print(String(format: "text: %.1f ms, %.0f chars/ms (best of %d)", best, Double(characters) / best, repetitions))
    }

    /// The number of lines one paragraph takes.
    private func layOut(_ source: [UInt16], faces: [FontFace]) -> Int {
        let collapsed = WhiteSpaceCollapsing.collapse(source, whiteSpace: .normal).text
        guard !collapsed.isEmpty else { return 0 }
        let opportunities = LineBreakOpportunities().compute(collapsed)
        var advances = [Double](repeating: 0, count: collapsed.count)
        for run in FontFallback.runs(in: collapsed, range: 0..<collapsed.count, faces: faces) {
            TextShaper.shape(collapsed, range: run.range, face: faces[run.faceIndex], size: fontSize)
                .accumulateAdvances(into: &advances)
        }
        return LineFitter.fit(text: collapsed, advances: advances, opportunities: opportunities, width: width).count
    }

    private func readEntry() throws -> Data {
        let unzipped = try ChildProcess.run("/usr/bin/unzip", ["-p", epub, entry])
        let data = unzipped.output
        guard unzipped.status == 0, !data.isEmpty else {
            throw ValidationError("could not read \(entry) from \(epub)")
        }
        return data
    }
}
