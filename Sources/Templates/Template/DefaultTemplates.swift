import DecorModel

/// decor's templates for the built-in styles, with Readium's look (decorations.md, "Default templates"):
/// tint default yellow, fills at alpha 0.3, 2px lines, 3px corners. Each element carries its colours as
/// custom properties (`--decor-tint`, `--decor-fill`), so the stylesheets are the same for every
/// decoration; the box's `data-writing-mode` attribute picks the vertical variants.
public enum DefaultTemplates {
    public static let fillAlpha = 0.3
    public static let lineWeight = 2
    public static let cornerRadius = 3

    public static func template(for type: StyleType) -> HTMLDecorationTemplate? {
        switch type {
        case .highlight: highlight
        case .underline: underline
        case .strikethrough: strikethrough
        case .outline: outline
        case .squiggly: squiggly
        case .marginIcon: marginIcon
        case .note: note
        case .custom: nil
        }
    }

    /// A fill; an active highlight is also underlined.
    public static let highlight = HTMLDecorationTemplate(
        element: { context in
            tintedElement("r2-highlight decor-fill" + (context.style.isActive ? " decor-line" : ""), context)
        },
        stylesheet: ".r2-highlight { box-sizing: border-box; border-radius: \(cornerRadius)px; }\n" + treatments("r2-highlight"))

    /// A line under the text; an active underline is also filled.
    public static let underline = HTMLDecorationTemplate(
        element: { context in
            tintedElement("r2-underline decor-line" + (context.style.isActive ? " decor-fill" : ""), context)
        },
        stylesheet: ".r2-underline { box-sizing: border-box; }\n" + treatments("r2-underline"))

    public static let strikethrough = HTMLDecorationTemplate(
        element: { tintedElement("decor-strikethrough", $0) },
        stylesheet: """
            .decor-strikethrough { background: linear-gradient(var(--decor-tint), var(--decor-tint)) center / 100% \(lineWeight)px no-repeat; }
            .decor-strikethrough[data-writing-mode^="vertical"] { background-size: \(lineWeight)px 100%; }
            """)

    public static let outline = HTMLDecorationTemplate(
        element: { tintedElement("decor-outline", $0) },
        stylesheet: ".decor-outline { box-sizing: border-box; border: \(lineWeight)px solid var(--decor-tint); border-radius: \(cornerRadius)px; }")

    /// A zig-zag line under the text, drawn with two repeating gradients.
    public static let squiggly = HTMLDecorationTemplate(
        element: { tintedElement("decor-squiggly", $0) },
        stylesheet: """
            .decor-squiggly { background:
              linear-gradient(135deg, transparent 35%, var(--decor-tint) 35% 65%, transparent 65%) 0 100% / 6px 3px repeat-x,
              linear-gradient(45deg, transparent 35%, var(--decor-tint) 35% 65%, transparent 65%) 3px 100% / 6px 3px repeat-x; }
            .decor-squiggly[data-writing-mode="vertical-rl"] { background-position: 0 0, 0 3px; background-size: 3px 6px; background-repeat: repeat-y; }
            .decor-squiggly[data-writing-mode="vertical-lr"] { background-position: 100% 0, 100% 3px; background-size: 3px 6px; background-repeat: repeat-y; }
            """)

    /// An image or symbol in the page margin, level with the range: the box spans the page across the
    /// range's lines and the icon sits at its start or end edge.
    public static let marginIcon = HTMLDecorationTemplate(
        layout: .bounds, width: .page,
        element: { context in
            guard case .marginIcon(let icon) = context.style.type else { return tintedElement("decor-margin-icon", context) }
            let content = switch icon.content {
            case .image(let reference):
                "<img class=\"decor-margin-image\" src=\"\(ContextEscaping.attribute(reference))\" alt=\"\"/>"
            case .symbol(let symbol):
                "<span class=\"decor-margin-symbol\">\(ContextEscaping.text(symbol))</span>"
            }
            return "<div class=\"decor-margin-icon\" data-position=\"\(icon.position.rawValue)\" style=\"\(tintProperties(context))\">\(content)</div>"
        },
        stylesheet: """
            .decor-margin-icon > * { position: absolute; top: 0; width: 1em; height: 1em; font-size: 16px; line-height: 1; color: var(--decor-tint); text-align: center; }
            .decor-margin-icon[data-position="start"] > * { left: 2px; }
            .decor-margin-icon[data-position="end"] > * { right: 2px; }
            .decor-margin-icon[data-writing-mode^="vertical"] > * { left: auto; right: 0; }
            .decor-margin-icon[data-writing-mode^="vertical"][data-position="start"] > * { top: 2px; }
            .decor-margin-icon[data-writing-mode^="vertical"][data-position="end"] > * { top: auto; bottom: 2px; }
            """)

    /// A dashed line under the range's bounds with a bubble holding the note's text above it.
    public static let note = HTMLDecorationTemplate(
        layout: .bounds, width: .wrap,
        element: { context in
            guard case .note(let text) = context.style.type else { return tintedElement("decor-note", context) }
            return "<div class=\"decor-note\" style=\"\(tintProperties(context))\"><div class=\"decor-note-bubble\">\(ContextEscaping.text(text))</div></div>"
        },
        stylesheet: """
            .decor-note { box-sizing: border-box; border-bottom: 1px dashed var(--decor-tint); }
            .decor-note-bubble { position: absolute; left: 0; bottom: 100%; margin-bottom: 4px; max-width: 20em; width: max-content; padding: 4px 8px; border-radius: 6px; background: linear-gradient(var(--decor-fill), var(--decor-fill)), #fff; color: #000; font: 13px/1.35 sans-serif; white-space: pre-wrap; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.3); }
            """)

    /// `<div class="…" style="--decor-tint: …; --decor-fill: …"/>`: the tint is a parsed colour written by
    /// decor, never the string from the file. Lines use the tint as given; fills use it at alpha 0.3.
    static func tintedElement(_ classes: String, _ context: DecorationContext) -> String {
        "<div class=\"\(classes)\" style=\"\(tintProperties(context))\"/>"
    }

    static func tintProperties(_ context: DecorationContext) -> String {
        "--decor-tint: \(context.tint.cssValue); --decor-fill: \(context.tint.cssValue(alpha: fillAlpha))"
    }

    /// The fill and line treatments of highlights and underlines, with the line moved to the left
    /// (vertical-rl) or right (vertical-lr) edge in vertical writing.
    static func treatments(_ className: String) -> String {
        """
        .\(className).decor-fill { background-color: var(--decor-fill); }
        .\(className).decor-line { border-bottom: \(lineWeight)px solid var(--decor-tint); }
        .\(className).decor-line[data-writing-mode="vertical-rl"] { border-bottom: 0; border-left: \(lineWeight)px solid var(--decor-tint); }
        .\(className).decor-line[data-writing-mode="vertical-lr"] { border-bottom: 0; border-right: \(lineWeight)px solid var(--decor-tint); }
        """
    }
}
