import CNumberFormatting
import Foundation
import SaturatingConversion

/// The document-level facts of a built-in layout, in the browser's formats where the browser reports
/// a computed value (`18px`, `"Times New Roman"`), nil for what only a browser can know.
struct DocumentFactsBuilder {
    let viewport: Viewport
    let root: LayoutBox
    let body: DOMTextRange.BodyText
    let settings: LayoutSettings
    let unreadResources: [UnreadResource]

    func facts(content: ContentBounds, pageModel: PageModel) -> DocumentFacts {
        let bodyBox = root.children.first { $0.element?.localName?.lowercased() == "body" } ?? root
        let bodyStyle = bodyBox.style.computed
        let rootStyle = root.style.computed
        let width = Double(viewport.width)
        let height = Double(viewport.height)
        let pages = pageModel.pageCount(of: content.centers)
        let isPaged = settings.mode == .paginate
        let isVertical = rootStyle.writingMode.isVertical
        // Paginated horizontal text scrolls across its columns, paginated vertical text down them;
        // scrolled text along its block direction.
        let (scrollWidth, scrollHeight): (Double, Double) = switch (isPaged, isVertical) {
        case (true, false): (width * Double(max(1, pages ?? 1)), height)
        case (true, true): (width, verticalColumnsHeight(content: content))
        case (false, false): (width, scrolledExtent(content: content, writingMode: rootStyle.writingMode))
        case (false, true): (scrolledExtent(content: content, writingMode: rootStyle.writingMode), height)
        }
        let lineHeight: String = switch bodyStyle.lineHeight {
        case .normal: "normal"
        case .number(let factor): Self.pixels(factor * bodyStyle.fontSize / bodyStyle.effectiveZoom)
        case .pixels(let pixels): Self.pixels(pixels / bodyStyle.effectiveZoom)
        }
        return DocumentFacts(
            contentType: root.element?.document.isHTML == true ? "text/html" : "application/xhtml+xml",
            parseError: false,
            viewport: ViewportFacts(width: width, height: height, clientWidth: width, clientHeight: height),
            scrollWidth: scrollWidth, scrollHeight: scrollHeight,
            scrollX: 0, scrollY: 0, writingMode: rootStyle.writingMode.rawValue, direction: rootStyle.direction.rawValue,
            epubWritingModeRaw: rootStyle.writingMode.rawValue,
            bodyFontFamily: bodyStyle.fontFamily.families.map(Self.serialize).joined(separator: ", "),
            bodyFontSize: Self.pixels(bodyStyle.fontSize / bodyStyle.effectiveZoom), bodyLineHeight: lineHeight,
            fontCheck: settings.overridesFont ? true : nil, fontsStatus: nil, pageCount: pages,
            pagePitch: pageModel.pitch, bodyTextLength: body.length, unreadResources: unreadResources)
    }

    /// How far a scrolled document reaches in its block direction: the root's margin box, or the content
    /// where it overflows the root, and at least the viewport.
    private func scrolledExtent(content: ContentBounds, writingMode: WritingMode) -> Double {
        let viewportBlockSize = Double(writingMode.isVertical ? viewport.width : viewport.height)
        let inlineSize = Double(writingMode.isVertical ? viewport.height : viewport.width)
        let margins = BlockWidths.verticalMargins(of: root.style, containingWidth: inlineSize)
        let rootEnd = root.frame.y + root.frame.height + margins.bottom
        let contentEnd: Double = switch writingMode {
        case .horizontalTB: content.maxBottom ?? 0
        case .verticalRL: viewportBlockSize - (content.minX ?? viewportBlockSize)
        case .verticalLR: content.maxRight ?? 0
        }
        return max(viewportBlockSize, rootEnd.rounded(), contentEnd.rounded())
    }

    /// How far paginated vertical writing scrolls: its columns run down the page, one viewport height
    /// plus the gap apart, as many as the content reaches.
    private func verticalColumnsHeight(content: ContentBounds) -> Double {
        let pitch = Double(viewport.height) + settings.gap
        let columns = (content.maxCenterY.map { Int(saturating: ($0 / pitch).rounded(.down)) } ?? 0) + 1
        return Double(columns) * pitch - settings.gap
    }

    /// A family name as `getComputedStyle` writes it: generic keywords bare, names with spaces quoted.
    private static func serialize(_ family: FontFamily) -> String {
        switch family {
        case .generic(let generic): return generic.rawValue
        case .named(let name):
            return name.contains(where: { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) ? "\"\(name)\"" : name
        }
    }

    /// A length as the browser serializes it: up to six significant digits and `px`.
    static func pixels(_ value: Double) -> String {
        var digits = [CChar](repeating: 0, count: 32)
        let length = Int(digits.withUnsafeMutableBufferPointer { decor_format_general(value, $0.baseAddress, $0.count) })
        precondition(length > 0 && length < digits.count, "%g wrote \(length) characters")
        return String(decoding: digits.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self) + "px"
    }
}
