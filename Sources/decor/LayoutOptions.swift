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

    @Option(name: .customLong("readium-css"),
            help: "A ReadiumCSS dist folder, injected before and after the document's styles as Readium navigators inject it.")
    var readiumCSSFolder: String?

    @Option(name: .customLong("setting"),
            help: "A ReadiumCSS reader setting NAME=VALUE written on <html> as --USER__NAME (fontSize=125%, lineHeight=1.6, fontFamily=…, textAlign=justify, paraSpacing, paraIndent, wordSpacing, letterSpacing, colCount, theme=night|sepia, advancedSettings=on|off); repeatable, needs --readium-css.")
    var readiumSettings: [String] = []

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
                extraCSS: try extraCss.map { try LayoutCommandInput.text(of: $0, what: "extra CSS") },
                readiumCSS: try readiumCSS())
        } catch let error as LayoutSettingsError {
            throw LayoutCommandFailure.usage(error.code, error.message)
        }
    }

    /// ReadiumCSS and its settings; a folder without `ReadiumCSS-before.css` is an input error.
    private func readiumCSS() throws -> ReadiumCSS? {
        let settings = try readiumSettings.map(ReadiumSetting.init(parsing:))
        guard let readiumCSSFolder else {
            guard settings.isEmpty else {
                throw LayoutCommandFailure.usage("invalidSettings", "--setting needs --readium-css")
            }
            return nil
        }
        let folder = URL(fileURLWithPath: readiumCSSFolder)
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("ReadiumCSS-before.css").path) else {
            throw LayoutCommandFailure.input(
                "unreadableReadiumCSS", "--readium-css \(readiumCSSFolder) has no ReadiumCSS-before.css")
        }
        return ReadiumCSS(folder: folder, settings: settings)
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
