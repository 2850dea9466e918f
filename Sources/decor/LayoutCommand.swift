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
            The output has the shape of shared/tools/client_rects.py's (layouts[].document, \
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

    @Option(name: .customLong("viewport"), help: "WxH in CSS px; repeat for several layouts (default 600x800).")
    var viewports: [String] = []

    @Option(help: "The font file forced on every element (its -Bold/-Italic/-BoldItalic siblings too).")
    var font: String = LayoutSettings.standardFont.path

    @Flag(help: "Keep the publication's own fonts.")
    var noFontOverride = false

    @Option(help: "The root font size, forced (e.g. 18px).")
    var fontSize: String?

    @Option(help: "The line height forced on the body and its descendants (e.g. 1.5).")
    var lineHeight: String?

    @Option(help: "scroll (one column, pages are viewport heights) or paginate (CSS columns of the viewport's width).")
    var mode: String = LayoutMode.scroll.rawValue

    @Option(help: "The column gap in px in paginate mode.")
    var gap: Double = 0

    @Option(help: "A CSS file added after the settings' own rules.")
    var extraCss: String?

    @Option(help: "builtin (no browser) or browser (headless Chromium, exact).")
    var engine: String = "builtin"

    @Option(help: "The Chromium binary for --engine browser (default: DECOR_CHROMIUM, then chromium).")
    var chromium: String?

    @Option(help: "Write the JSON to this file instead of standard output.")
    var out: String?

    func run() throws {
        do {
            let settings = try readSettings()
            let specs = try readRanges()
            let layoutEngine = try makeEngine()
            let report = try layoutEngine.layout(
                document: URL(fileURLWithPath: document), ranges: specs, settings: settings)
            let text = JSONWriter.pythonIndented.string(try report.json)
            if let out {
                // No final newline, as the script writes its --out file.
                try Data(text.utf8).write(to: URL(fileURLWithPath: out))
            } else {
                print(text)
            }
        } catch {
            let failure = error as? LayoutCommandFailure ?? LayoutCommandFailure(engineError: error)
            failure.report()
            throw ExitCode(failure.exitCode)
        }
    }

    private func readSettings() throws -> LayoutSettings {
        guard let layoutMode = LayoutMode(rawValue: mode) else {
            throw LayoutCommandFailure.usage("invalidMode", "--mode must be scroll or paginate, not '\(mode)'")
        }
        do {
            return try LayoutSettings(
                viewports: viewports.isEmpty ? [.standard] : viewports.map(Viewport.init(parsing:)),
                font: URL(fileURLWithPath: font), overridesFont: !noFontOverride, fontSize: fontSize,
                lineHeight: lineHeight, mode: layoutMode, gap: gap,
                extraCSS: try extraCss.map { try LayoutCommandInput.text(of: $0, what: "extra CSS") })
        } catch let error as LayoutSettingsError {
            throw LayoutCommandFailure.usage(error.code, error.message)
        }
    }

    private func readRanges() throws -> [RangeSpec] {
        let data = try LayoutCommandInput.data(of: ranges, what: "range specs")
        do {
            return try RangeSpec.list(from: JSONValue.parse(data))
        } catch let error as RangeSpecError {
            throw LayoutCommandFailure.input(error.code, error.message)
        } catch {
            throw LayoutCommandFailure.input("invalidRangeSpec", "\(ranges): not JSON (\(error))")
        }
    }

    private func makeEngine() throws -> any LayoutEngine {
        switch engine {
        case "browser":
            return BrowserLayoutEngine(options: ChromiumLaunchOptions(executable: chromium))
        case "builtin":
            throw LayoutCommandFailure.usage(
                "engineUnavailable",
                "the built-in layout engine (--engine builtin) is not in this build yet; use --engine browser")
        default:
            throw LayoutCommandFailure.usage("invalidEngine", "--engine must be builtin or browser, not '\(engine)'")
        }
    }
}
