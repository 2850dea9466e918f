import ArgumentParser
import Foundation
import JSON
import Layout

/// `decor layout DOC --ranges FILE …`: where ranges of one document sit, as JSON in client_rects.py's shape.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the client rects and pages of ranges of an XHTML/HTML file, as JSON.",
        discussion: """
            The output has the shape of the Chromium yardstick client_rects.py's (layouts[].document, \
            layouts[].ranges[] with id, text, bbox, rects, text_rects, pages), keys in the same order, so \
            the two can be diffed. RANGES is a JSON list of specs: {"id", "start": {"selector", "text", \
            "offset"}, "end": {...}}, {"id", "quote": {"before", "highlight", "after"}} or {"id", \
            "chars": [start, end]} (UTF-16 offsets into the body's text). Exit codes: 1 usage error \
            (including an engine that is not available), 2 unreadable or invalid input, or a browser \
            that cannot be started.
            """)

    @Argument(help: "The XHTML or HTML file; its CSS, fonts and images are found relative to it.")
    var document: String

    @Option(help: "A JSON file of range specs ('-' for standard input).")
    var ranges: String

    @OptionGroup var layoutOptions: LayoutOptions

    @Option(help: "The unpacked publication's root folder (default: the nearest folder above DOC with mimetype or META-INF/container.xml, else DOC's folder); nothing outside it is read.")
    var root: String?

    @Option(help: "builtin (no browser) or browser (headless Chromium, exact).")
    var engine: String = "builtin"

    @Option(help: "The Chromium binary for --engine browser (default: DECOR_CHROMIUM, then chromium).")
    var chromium: String?

    @Option(help: "Write the JSON to this file instead of standard output.")
    var out: String?

    @Flag(help: "No progress bar on stderr (it is drawn only when stderr is a terminal).")
    var quiet = false

    func run() throws {
        do {
            let settings = try layoutOptions.settings()
            let specs = try readRanges()
            let leftovers = LayoutLeftovers()
            let layoutEngine = try makeEngine(leftovers: leftovers)
            let file = URL(fileURLWithPath: document)
            let bar = TerminalProgress("layout", total: settings.viewports.count, unit: "viewports", quiet: quiet)
            let report = if let root, let builtin = layoutEngine as? BuiltinLayoutEngine {
                try builtin.layout(document: file, root: URL(fileURLWithPath: root), ranges: specs, settings: settings,
                                   viewportsDone: bar.update(done:))
            } else {
                try layoutEngine.layout(document: file, ranges: specs, settings: settings, viewportsDone: bar.update(done:))
            }
            bar.finish()
            leftovers.keep(report)
            for resource in report.layouts.first?.document.unreadResources ?? [] {
                StandardError.write("decor: \(resource.href): \(resource.reason), not read\n")
            }
            var text = try report.scriptText()
            if let out {
                // No final newline, as the script writes its --out file.
                do {
                    try OutputFile.write(text, to: out)
                } catch {
                    throw LayoutCommandFailure.input("cannotWrite", error.description)
                }
            } else {
                text.append(UInt8(ascii: "\n"))
                FileHandle.standardOutput.write(Data(text))
            }
            // The process exits next and the system takes its memory back whole: freeing the document's
            // graph object by object first would only cost time.
            _ = Unmanaged.passRetained(leftovers)
        } catch {
            let failure = error as? LayoutCommandFailure ?? LayoutCommandFailure(engineError: error)
            failure.report()
            throw ExitCode(failure.exitCode)
        }
    }

    private func readRanges() throws -> [RangeSpec] {
        let data = try LayoutCommandInput.data(of: ranges, what: "range specs")
        do {
            return try RangeSpec.list(from: JSONValue.parse(data))
        } catch let error as RangeSpecError {
            throw LayoutCommandFailure.input(error.code, "\(ranges): \(error.message)")
        } catch {
            throw LayoutCommandFailure.input("invalidRangeSpec", "\(ranges): not JSON (\(error))")
        }
    }

    private func makeEngine(leftovers: LayoutLeftovers) throws -> any LayoutEngine {
        switch engine {
        case "browser":
            return BrowserLayoutEngine(options: ChromiumLaunchOptions(executable: chromium))
        case "builtin":
            return BuiltinLayoutEngine(usesInstalledFonts: true, leftovers: leftovers)
        default:
            throw LayoutCommandFailure.usage("invalidEngine", "--engine must be builtin or browser, not '\(engine)'")
        }
    }
}
