import ArgumentParser
import DecorEngine
import Foundation

/// `decor snapshot (PUB --href H | DOC) --decorations FILE --out DIR`: pictures of a laid-out document's
/// pages with its decorations, one SVG per page, from decor's layout engine.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Draw a document's pages with their decorations as SVG, one file per page.",
        discussion: """
            The document (the resource H of PUB, or the file DOC with every decoration of the file) is laid \
            out by decor's engine under the layout options; each page (a viewport-wide column when \
            paginating, a viewport-high slice when scrolling) is written as DIR/page-0001.svg, … with the \
            text (with the faces it was drawn with embedded, cut down to the characters drawn, unless \
            --no-embed-fonts), replaced elements as boxes and every decoration drawn from the same boxes the HTML writer \
            uses. A decoration that cannot be used or drawn is listed in failures and on stderr, and the \
            others are drawn. The same inputs give the same bytes. Prints {out, pageCount, pages, decorations: {drawn, \
            failed}, failures: [{id, group, error}]} as JSON. Exit codes: 1 usage error, 2 unreadable or \
            invalid input (no such href), 3 protection error (restricted publication).
            """)

    @Argument(help: "A publication (with --href) or a single XHTML/HTML file.")
    var input: String

    @Option(help: "The resource of the publication to draw (its href, as in the reading order).")
    var href: String?

    @Option(help: "The decorations file (JSON, see docs/decorations-file.md; - for standard input).")
    var decorations: String

    @Option(help: "The folder to write the pages into; created when missing.")
    var out: String

    @Option(name: .customLong("page"), help: "A page to draw, from 1 (repeatable); all pages by default.")
    var pageNumbers: [Int] = []

    @Flag(inversion: .prefixedNo, help: "Embed the faces the text was drawn with, cut down to the characters each page shows, so the pictures look the same on any machine.")
    var embedFonts = true

    @Flag(help: "No progress bar (it is shown only when stderr is a terminal).")
    var quiet = false

    @OptionGroup var layout: LayoutOptions

    @OptionGroup var options: PublicationOptions

    func run() throws {
        guard pageNumbers.allSatisfy({ $0 >= 1 }) else { throw CommandFailure.usage("invalidPage", "--page counts from 1") }
        let settings = try layout.singleViewportSettings(command: "snapshot")
        let file = try DecorationsFileArgument.load(decorations)
        do {
            let snapshot = try draw(file, settings: settings)
            let missing = pageNumbers.filter { $0 > snapshot.pages.count }
            guard missing.isEmpty else {
                throw CommandFailure.usage("invalidPage", "the document has \(snapshot.pages.count) pages, no page \(missing[0])")
            }
            let names = snapshot.svgs.keys.sorted().map { (index: $0, name: String(format: "page-%04d.svg", $0 + 1)) }
            let output = try OutputDirectory(root: URL(fileURLWithPath: out), input: URL(fileURLWithPath: input), paths: names.map(\.name))
            for (index, name) in names {
                try output.write(Data((snapshot.svgs[index] ?? "").utf8), at: name)
            }
            FailedDecorationsNotice.write(snapshot.outcomes)
            JSONOutput.print(SnapshotSummary(out: out, pageCount: snapshot.pages.count,
                                             pages: names.map { output.root.appendingPathComponent($0.name).path },
                                             outcomes: snapshot.outcomes))
        } catch let error as LayoutSettingsError {
            let failure = LayoutCommandFailure(engineError: error)
            throw CommandFailure(exitCode: failure.exitCode, code: failure.code, message: failure.message, asJSON: true)
        } catch let error as LayoutDocumentError {
            throw CommandFailure(exitCode: CommandFailure.input, code: error.code, message: error.message, asJSON: true)
        } catch {
            throw CommandFailure.rendering(error, decorations: decorations)
        }
    }

    /// Lays out and draws the document: a publication's resource read in memory through its protection,
    /// or a file in place with the folder tree it sits in.
    private func draw(_ file: DecorationsFile, settings: LayoutSettings) throws -> SnapshotRenderer.Snapshot {
        let renderer = try SnapshotRenderer(decorations: file, settings: settings, embedsFonts: embedFonts)
        let pages = pageNumbers.isEmpty ? nil : Set(pageNumbers.map { $0 - 1 })
        var bar: TerminalProgress?
        defer { bar?.finish() }
        let progress = { (drawn: Int, total: Int) in
            if bar == nil { bar = TerminalProgress("snapshot", total: total, unit: "pages", quiet: quiet) }
            bar?.update(done: drawn)
        }
        guard let href else {
            let (resources, path) = FolderResources.containing(document: URL(fileURLWithPath: input))
            return try renderer.snapshot(resources: resources, href: path, onlyDecorationsAt: nil, mediaType: nil, pages: pages,
                                         progress: progress)
        }
        return try renderer.snapshot(of: try options.open(input, asJSON: true), href: href, pages: pages, progress: progress)
    }
}
