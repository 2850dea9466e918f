import ArgumentParser
import DecorEngine
import Foundation

/// `decor render PUB --decorations FILE --out DIR`: the reading order with decorations injected (live
/// mode: Readium-compatible markup and decor's runtime script; static mode: boxes placed by decor's layout
/// engine and no script), every other resource copied, and a report.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Write every resource of a publication's reading order with its decorations injected, and a report.",
        discussion: """
            Each reading-order resource is written under DIR at its href (decorated, or as its clear bytes \
            when no decoration points at it); the manifest's other resources (stylesheets, de-obfuscated \
            fonts, images) are copied so that DIR opens in a browser. DIR/report.json lists each \
            decoration's outcome {id, group, href, strategy, score, pages, boxes, error} and each \
            resource's {href, action, decorations, error}; pages and boxes come from decor's layout engine \
            for the viewport and layout options. With --static the boxes are written where that layout \
            puts them, with the reading settings' CSS (forced font inline, font size, line height, columns) \
            and no script. A decoration that cannot be used or drawn (invalid tint, unknown style, a locator \
            that does not resolve) is reported in report.json and on stderr and the others are drawn; only an \
            unreadable file, an invalid template definition or duplicate ids in a group stop the render. Prints \
            a summary as JSON. Exit codes: 1 usage error (an --out that would overwrite the input), \
            2 unreadable or invalid input, 3 restricted publication.
            """)

    enum OutputMode: String, EnumerableFlag {
        case live
        case `static`

        static func help(for value: OutputMode) -> ArgumentHelp? {
            switch value {
            case .live: "Boxes placed by a runtime script from the reader's browser (the default)."
            case .static: "Boxes placed by decor's layout engine, no script."
            }
        }
    }

    @Argument(help: "An .epub (or any OCF ZIP), an exploded folder, or a .lcpl license.")
    var publication: String

    @Option(help: "The decorations file (JSON, see docs/decorations-file.md; - for standard input).")
    var decorations: String

    @Option(help: "The folder to write into; created when missing, never the input.")
    var out: String

    @OptionGroup var layout: LayoutOptions

    @Flag var mode: OutputMode = .live

    @Option(help: "A Content-Security-Policy nonce for the injected <style> and <script> elements (base64).")
    var nonce: String?

    @Option(help: "The origin activation events are posted to in the parent frame (default: the document's own).")
    var targetOrigin: String?

    @Flag(help: "Draw boxes over the text (tinting the glyphs) instead of behind it.")
    var overlay = false

    @Flag(help: "No progress bar (it is shown only when stderr is a terminal).")
    var quiet = false

    @OptionGroup var options: PublicationOptions

    func run() throws {
        let settings = try layout.singleViewportSettings(command: "render")
        let cspNonce = try nonce.map { value in
            guard let checked = CSPNonce(value) else { throw CommandFailure.usage("invalidNonce", "--nonce must be base64 text (1 to 256 characters)") }
            return checked
        }
        let file = try DecorationsFileArgument.load(decorations)
        let opened = try options.open(publication, asJSON: true)
        let report: RenderReport
        do {
            let renderer = try PublicationRenderer(publication: opened, decorations: file, options: RenderOptions(
                settings: settings, runtime: RuntimeOptions(targetOrigin: targetOrigin), nonce: cspNonce,
                stacking: overlay ? .overlay : .behindText, geometry: BuiltinRangeGeometry(resources: try PublicationResources(publication: opened)),
                isStatic: mode == .static))
            let directory = try OutputDirectory(root: URL(fileURLWithPath: out), input: URL(fileURLWithPath: publication),
                                                paths: renderer.outputPaths)
            let bar = TerminalProgress("render", total: renderer.resourceCount, unit: "resources", quiet: quiet)
            defer { bar.finish() }
            report = try renderer.render(into: directory) { done, _ in bar.update(done: done) }
        } catch {
            throw CommandFailure.rendering(error, decorations: decorations)
        }
        let summary = RenderSummary(out: out, report: report)
        FailedDecorationsNotice.write(report.decorations, report: summary.report)
        JSONOutput.print(summary)
    }
}
