import Foundation

/// A viewport's box tree, built and ready to be laid out.
struct ViewportTree {
    let viewport: Viewport
    let root: LayoutBox
}

/// One viewport's block and inline layout as a job for another thread. It writes only into what is its
/// own: its tree's geometry, its fonts' fork, its cache and formula layouts. The run, its document, styles
/// and cache are only read while layouts run, and the outcome is read once the job is joined.
struct ViewportFlow: @unchecked Sendable {
    let run: ViewportLayoutRun
    let tree: ViewportTree
    let reached: ReachedTextNodes
    let fonts: DocumentFonts
    let cache: TextMeasurementCache
    let formulas: FormulaLayouts

    /// The laid-out pass and how long laying it out took.
    struct Outcome: @unchecked Sendable {
        let pass: ViewportPass
        let seconds: Double
    }

    func laidOut() -> Outcome {
        let started = ContinuousClock.now
        let pass = run.flow(tree, keepingWholeOnly: reached, fonts: fonts, cache: cache, formulas: formulas)
        return Outcome(pass: pass, seconds: (ContinuousClock.now - started) / .seconds(1))
    }
}
