import Layout
import SaturatingConversion
import Templates

/// The pages of a laid-out document as snapshot frames in document coordinates: paginated pages are
/// viewport-wide strips side by side (leftwards for right-to-left progression); a scrolled document is cut
/// into viewport-high slices (`ScrollSlicer`), or viewport-wide ones running leftwards in vertical-rl
/// writing (rightwards in vertical-lr), where scrolled content grows sideways. Content reaches at most
/// `CSSLengthRange.maximum`, where Chromium's layout saturates, so a hostile document's page count stays
/// bounded by that over the viewport's side.
enum SnapshotPages {
    static func frames(of document: LaidOutDocument, mode: LayoutMode, viewport: Layout.Viewport) -> [PageFrame] {
        let width = Double(viewport.width)
        let height = Double(viewport.height)
        let writingMode = document.facts.writingMode
        let isVertical = writingMode.hasPrefix("vertical") || writingMode.hasPrefix("sideways")
        if mode == .scroll, !isVertical {
            return ScrollSlicer(contentHeight: min(max(document.facts.scrollHeight, document.contentExtent), CSSLengthRange.maximum),
                                sliceHeight: height, width: width).frames
        }
        let leftwards = isVertical ? writingMode == "vertical-rl" || writingMode == "sideways-rl" : document.facts.direction == "rtl"
        // Vertical writing in columns: decor's engine stacks the columns downwards.
        let downwards = isVertical && mode == .paginate
        let pages = document.runs.map { run -> Int in
            let centre = downwards ? run.rect.centerY / height : (leftwards ? width - run.rect.centerX : run.rect.centerX) / width
            return Int(saturating: min(max(0, centre), CSSLengthRange.maximum / (downwards ? height : width)).rounded(.down))
        }
        let count = (pages.max() ?? 0) + 1
        return (0..<count).map { index in
            let offset = Double(index)
            return PageFrame(index: index, rect: downwards
                ? Rect(x: 0, y: offset * height, width: width, height: height)
                : Rect(x: leftwards ? -offset * width : offset * width, y: 0, width: width, height: height))
        }
    }
}
