import JSON

/// The stylesheet that applies reading settings on top of a document's own CSS, as client_rects.py
/// injects it (and as reading systems such as Readium CSS do): the forced font on every element, the
/// root font size, the forced line height, the extra CSS, and in paginate mode the columns on the root.
public enum ReadingStylesheet {
    /// The rules that do not depend on the viewport. `fontFaceRules` declares the forced font's faces
    /// under `ForcedFont.family` (how depends on the engine: data: URLs for a browser).
    public static func base(for settings: LayoutSettings, fontFaceRules: String) -> String {
        var parts: [String] = []
        if settings.overridesFont {
            parts.append(fontFaceRules)
            parts.append("*,*::before,*::after{font-family:\"\(ForcedFont.family)\" !important;}")
        }
        if let fontSize = settings.fontSize {
            parts.append("html{font-size:\(fontSize) !important;} body{font-size:100% !important;}")
        }
        if let lineHeight = settings.lineHeight {
            parts.append("body,body *{line-height:\(lineHeight) !important;}")
        }
        if let extraCSS = settings.extraCSS { parts.append(extraCSS) }
        return parts.joined(separator: "\n")
    }

    /// The base rules plus, in paginate mode, the columns for this viewport.
    public static func full(for settings: LayoutSettings, viewport: Viewport, fontFaceRules: String) -> String {
        let base = base(for: settings, fontFaceRules: fontFaceRules)
        guard settings.mode == .paginate else { return base }
        return base + "\n" + columns(viewport: viewport, gap: settings.gap)
    }

    /// Columns whose pitch is exactly the viewport width: a lone column's used width is the root's
    /// content width, and further columns follow at content width + gap, so a content width of W − gap
    /// with gap/2 of padding on each side puts page k at [k·W, (k+1)·W).
    public static func columns(viewport: Viewport, gap: Double) -> String {
        let columnWidth = css(Double(viewport.width) - gap)
        return "html{box-sizing:content-box !important;margin:0 !important;"
            + "padding:0 \(css(gap / 2))px !important;width:\(columnWidth)px !important;"
            + "height:\(viewport.height)px !important;max-width:none !important;max-height:none !important;"
            + "column-width:\(columnWidth)px !important;column-gap:\(css(gap))px !important;"
            + "column-fill:auto !important;overflow:visible !important;}"
    }

    private static func css(_ number: Double) -> String {
        JSONWriter.format(number)
    }
}
