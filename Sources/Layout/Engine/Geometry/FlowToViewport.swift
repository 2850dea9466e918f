/// Turns flow coordinates into the viewport's: in paginated mode each column moves sideways by its
/// index times the viewport width (leftwards when pages progress right to left) and up to the top;
/// in vertical writing the flow's inline axis becomes the vertical one and its block axis runs
/// leftwards from the viewport's right edge.
struct FlowToViewport {
    let viewport: Viewport
    let fragmentation: ColumnFragmentation?
    let writingMode: WritingMode
    let isRightToLeft: Bool

    func map(_ rect: LayoutRect) -> LayoutRect {
        var mapped = rect
        if let fragmentation {
            let column = Double(fragmentation.column(of: rect.y + rect.height / 2))
            let width = Double(viewport.width)
            mapped.x += isRightToLeft ? -column * width : column * width
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
