import Foundation

/// Something that lays out a document and tells where ranges of it sit: the built-in engine, the
/// headless-browser backend, or the reference script. Every engine takes the same inputs and answers
/// with the same report, so that any two can be compared range by range.
public protocol LayoutEngine {
    /// A short name for reports and error messages (`builtin`, `browser`).
    var name: String { get }

    /// Lays out the XHTML or HTML file at `document` — its stylesheets, fonts and images are found
    /// relative to it — under `settings`, once per viewport, and measures every range in each layout.
    /// A range that cannot be resolved is reported as failed in place; errors thrown are about the
    /// document, the settings or the engine itself. `viewportsDone` is called with the count of viewports
    /// laid out so far, so that a caller can show progress over many viewports.
    func layout(document: URL, ranges: [RangeSpec], settings: LayoutSettings,
                viewportsDone: (Int) -> Void) throws -> LayoutReport
}

extension LayoutEngine {
    /// Lays out `document` in every viewport of `settings`, reporting no progress.
    public func layout(document: URL, ranges: [RangeSpec], settings: LayoutSettings) throws -> LayoutReport {
        try layout(document: document, ranges: ranges, settings: settings, viewportsDone: { _ in })
    }
}
