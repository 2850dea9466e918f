/// Turns flow coordinates into the viewport's: in paginated mode each column moves along the line
/// direction by its index times the column pitch (backwards when pages progress right to left) and
/// back to the top; in vertical writing the flow's inline axis becomes the vertical one and its block
/// axis runs leftwards from the viewport's right edge (rightwards in `vertical-lr`).
struct FlowToViewport {
    let viewport: Viewport
    let fragmentation: ColumnFragmentation?
    /// The distance between the starts of two columns along the line direction (`RootColumns.pitch`):
    /// in vertical writing the root's columns run down the page, one root height plus the gap apart.
    let columnPitch: Double
    let writingMode: WritingMode
    let isRightToLeft: Bool

    func map(_ rect: LayoutRect) -> LayoutRect {
        var mapped = rect
        if let fragmentation {
            let column = Double(fragmentation.column(of: rect.y + rect.height / 2))
            mapped.x += isRightToLeft ? -column * columnPitch : column * columnPitch
            mapped.y -= column * fragmentation.height
        }
        switch writingMode {
        case .horizontalTB: return mapped
        case .verticalRL:
            return LayoutRect(x: Double(viewport.width) - mapped.y - mapped.height, y: mapped.x,
                              width: mapped.height, height: mapped.width)
        case .verticalLR:
            return LayoutRect(x: mapped.y, y: mapped.x, width: mapped.height, height: mapped.width)
        }
    }
}
