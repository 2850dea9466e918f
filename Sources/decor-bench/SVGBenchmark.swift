import ArgumentParser
import DecorEngine
import Foundation

/// `decor-bench svg`: the SVG snapshot writer on a synthetic paginated chapter (columns side by side,
/// as CSS columns lay pages out), with every built-in style spread over the pages: every page written
/// from the whole chapter's runs and decorations in one `svgs(pages:…)` call, as `decor snapshot` will.
struct SVGBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "svg",
        abstract: "Time the SVG snapshot writer on a synthetic chapter.")

    @Option(help: "Pages in the chapter.")
    var pages = 50

    @Option(help: "Lines of text per page.")
    var lines = 32

    @Option(help: "Decorations per page.")
    var decorations = 20

    @Option(help: "Timed runs; the median is printed.")
    var runs = 5

    func run() throws {
        let pageSize = (width: 600.0, height: 800.0)
        let lineHeight = (pageSize.height - 80) / Double(lines)
        let font = RunFont(family: "DejaVu Serif", size: 16)
        var textRuns: [TextRun] = []
        var lineRects: [Rect] = []
        for page in 0..<pages {
            for line in 0..<lines {
                let box = Rect(x: Double(page) * pageSize.width + 40, y: 40 + Double(line) * lineHeight, width: 520, height: lineHeight - 4)
                lineRects.append(box)
                textRuns.append(TextRun(text: "Call me Ishmael. Some years ago—never mind how long precisely—having",
                                        box: box, baseline: box.y + 15, font: font))
            }
        }
        let styles: [StyleType] = [.highlight, .underline, .strikethrough, .outline, .squiggly,
                                   .marginIcon(MarginIcon(content: .symbol("✎"))), .note(text: "a note on this passage")]
        var drawn: [DrawnDecoration] = []
        for index in 0..<(pages * decorations) {
            let line = lineRects[(index * 7) % lineRects.count]
            let part = Rect(x: line.x + Double(index % 5) * 40, y: line.y, width: 200, height: line.height)
            let style = Style(type: styles[index % styles.count], tint: CSSColor(css: "#FFD700"), isActive: index % 3 == 0)
            guard let decoration = Decoration(id: String(index), locator: ["href": "chapter.xhtml"], style: style) else { continue }
            drawn.append(DrawnDecoration(decoration: decoration, lines: [part]))
        }
        let content = LaidOutContent(runs: textRuns)
        let groups = [DrawnGroup(name: "user-highlights", decorations: drawn)]
        let writer = SVGSnapshotWriter(viewport: PagedViewport(width: pageSize.width, height: pageSize.height))
        let frames = (0..<pages).map { PageFrame(index: $0, rect: Rect(x: Double($0) * pageSize.width, y: 0, width: pageSize.width, height: pageSize.height)) }

        var bytes = 0
        let seconds = try BenchmarkClock.median(runs: runs) {
            bytes = try writer.svgs(pages: frames, content: content, groups: groups).reduce(0) { $0 + $1.utf8.count }
        }
        print("svg: \(pages) pages, \(textRuns.count) runs, \(drawn.count) decorations; median of \(runs) runs")
        print("all pages: \(String(format: "%.1f", seconds * 1000)) ms, "
              + "\(String(format: "%.2f", seconds * 1000 / Double(pages))) ms per page, "
              + "\(String(format: "%.0f", Double(pages) / seconds)) pages/s, \(bytes / pages) bytes per page")
    }
}
