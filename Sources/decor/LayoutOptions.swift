import ArgumentParser
import Foundation
import Layout

/// The reading settings a layout is computed under, as options (cli.md's "layout options"): shared by
/// the commands that lay documents out.
struct LayoutOptions: ParsableArguments {
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

    /// The settings; invalid values are usage errors, an unreadable extra CSS file an input error.
    func settings() throws -> LayoutSettings {
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
}

extension LayoutOptions {
    /// The settings of a command that draws one layout (render, snapshot), with failures as JSON command failures.
    func singleViewportSettings(command: String) throws -> LayoutSettings {
        let settings: LayoutSettings
        do {
            settings = try self.settings()
        } catch let failure as LayoutCommandFailure {
            throw CommandFailure(exitCode: failure.exitCode, code: failure.code, message: failure.message, asJSON: true)
        }
        guard settings.viewports.count == 1 else {
            throw CommandFailure.usage("invalidViewport", "\(command) takes one --viewport")
        }
        return settings
    }
}
