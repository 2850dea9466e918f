import SaturatingConversion

/// The columns of a root that is a multi-column container with a definite block size, as reading
/// systems paginate (ReadiumCSS's `column-width: 100vw; height: 100vh`, or the paginate settings'
/// columns): how long each column is along the block axis and how far apart their starts are (CSS
/// Multi-column 1 §3.4's used column count and width). Content that overflows goes on into further
/// columns along the line direction — beside the first in horizontal writing, below it in vertical
/// writing — which is how Chromium paginates such a root whatever decor's page model is. Everything is
/// read in the logical frame, so a vertical root's `width: 100%` is its column length.
struct RootColumns: Equatable {
    /// The column length along the block axis: the root's content-box block size.
    let height: Double
    /// Column width plus gap.
    let pitch: Double
    /// How many columns fit side by side in the root's content box (more than one is laid out at the
    /// root's full content width: not modelled).
    let count: Int

    /// Nil when the root is not a multi-column container or its block size is `auto`. `style` is in the
    /// logical frame and `inlineSize`/`blockSize` are the viewport's along its inline and block axes.
    init?(root style: ElementStyle, inlineSize viewportWidth: Double, blockSize viewportHeight: Double) {
        let computed = style.computed
        guard computed.columnWidth != nil || computed.columnCount != nil, let specifiedHeight = computed.height else {
            return nil
        }
        let padding = BlockWidths.verticalPadding(of: style, containingWidth: viewportWidth)
        let borders = computed.borderWidths
        let edges = padding.top + padding.bottom + borders.top + borders.bottom
        let sizing = style.supplement.isBorderBox ? edges : 0
        func content(_ value: LengthPercentage?) -> Double? {
            value.map { max(0, LayoutUnit.snap($0.resolved(against: viewportHeight)) - sizing) }
        }
        var height = content(specifiedHeight) ?? viewportHeight
        if let maximum = content(computed.maxHeight) { height = min(height, maximum) }
        if let minimum = content(computed.minHeight) { height = max(height, minimum) }
        guard height > 0 else { return nil }
        let available = BlockWidths(style: style, containingWidth: viewportWidth).contentWidth
        let gap = computed.columnGap?.resolved(against: available) ?? computed.fontSize
        let fitting = computed.columnWidth.map { max(1, Int(saturating: ((available + gap) / max($0 + gap, 1 / 64)).rounded(.down))) }
        count = switch (fitting, computed.columnCount) {
        case (let fitting?, let specified?): min(fitting, max(1, specified))
        case (let fitting?, nil): fitting
        case (nil, let specified?): max(1, specified)
        case (nil, nil): 1
        }
        self.height = height
        pitch = max(0, (available + gap) / Double(count) - gap) + gap
    }
}
