import DecorModel

/// Draws snapshot pages as SVG (decorations.md, "What the SVG writer emits"): one document per page, its
/// view box the page's rect in document coordinates, holding the page background, the decorations (behind
/// the text unless overlay is asked), the laid-out text runs and replaced boxes, then the note bubbles.
/// Decorations are drawn from the boxes their templates lay out, exactly as the HTML writer positions
/// them, each in a `<g>` carrying `data-group`, `data-decoration-id` and `data-style`.
///
/// Output is deterministic: numbers with at most two decimals, ids from positions (`decoration-G-D`: the
/// group's and the decoration's index), everything in input order, no time, no randomness.
public struct SVGSnapshotWriter: Sendable {
    public struct Options: Sendable {
        /// Where decorations sit relative to the text.
        public var stacking: DecorationMarkup.Stacking
        /// Fonts to embed as `@font-face` data URLs (each in the pages using its family); none by default.
        public var embeddedFonts: [EmbeddedFont]
        /// The page's colour; nil leaves it transparent.
        public var background: CSSColor?

        public init(stacking: DecorationMarkup.Stacking = .behindText, embeddedFonts: [EmbeddedFont] = [],
                    background: CSSColor? = CSSColor(red: 255, green: 255, blue: 255)) {
            self.stacking = stacking
            self.embeddedFonts = embeddedFonts
            self.background = background
        }
    }

    public var templates: StyleTemplates
    /// The viewport the content was laid out for: `page` and `viewport` template widths snap to it.
    public var viewport: Viewport
    public var options: Options

    public init(templates: StyleTemplates = StyleTemplates(), viewport: Viewport, options: Options = Options()) {
        self.templates = templates
        self.viewport = viewport
        self.options = options
    }

    /// The page's SVG text.
    public func svg(page: PageFrame, content: LaidOutContent, groups: [DrawnGroup]) throws(SVGSnapshotError) -> String {
        try document(page: page, content: content, groups: groups).xml
    }

    /// The page's SVG document: of `content` and `groups` (the whole document's), what shows on the page.
    public func document(page: PageFrame, content: LaidOutContent, groups: [DrawnGroup]) throws(SVGSnapshotError) -> SVGDocument {
        let frame = page.rect
        var root = SVGElement("svg", ["xmlns": SVGDocument.namespace])
        root.set("width", frame.width)
        root.set("height", frame.height)
        root.set("viewBox", [frame.x, frame.y, frame.width, frame.height].map(PixelValue.format).joined(separator: " "))
        root.set("data-page-index", String(page.index))
        root.set("data-writing-mode", content.writingMode.rawValue)
        root.set("data-direction", content.direction.rawValue)

        var fonts = FontStyleSheet()
        let text = try contentLayer(page: page, content: content, fonts: &fonts)
        let (marks, callouts) = try decorationLayers(frame: frame, direction: content.direction, groups: groups)
        let css = try fonts.css(embedding: options.embeddedFonts)
        if !css.isEmpty { root.append(SVGElement("style", children: [.text(css)])) }
        if let background = options.background {
            var rect = SVGElement.rect(frame, className: "decor-page")
            rect.fill(background, opacity: background.alpha)
            root.append(rect)
        }
        let layers = options.stacking == .behindText ? [marks, text] : [text, marks]
        for layer in layers + [callouts] { root.append(layer) }
        return SVGDocument(root: root)
    }

    /// The runs and replaced boxes on the page, in input order; runs of white space alone draw nothing
    /// and are left out.
    private func contentLayer(page: PageFrame, content: LaidOutContent, fonts: inout FontStyleSheet) throws(SVGSnapshotError) -> SVGElement {
        var layer = SVGElement("g", ["class": "decor-content"])
        for (index, run) in content.runs.enumerated() where run.box.overlaps(page.rect) && !run.text.allSatisfy(\.isWhitespace) {
            if let positions = run.characterPositions, positions.count != run.text.unicodeScalars.count {
                throw .characterPositions(page: page.index, run: index, scalars: run.text.unicodeScalars.count, positions: positions.count)
            }
            layer.append(TextRunShape.element(run, fontClass: fonts.className(for: run.font)))
        }
        for box in content.replacedBoxes where box.rect.overlaps(page.rect) {
            layer.append(ReplacedBoxShape.element(box))
        }
        return layer
    }

    /// The marks and callouts of every decoration with a box on the page, group by group in order.
    private func decorationLayers(frame: Rect, direction: TextDirection,
                                  groups: [DrawnGroup]) throws(SVGSnapshotError) -> (marks: SVGElement, callouts: SVGElement) {
        var marks = SVGElement("g", ["class": "decor-decorations"])
        var callouts = SVGElement("g", ["class": "decor-callouts"])
        for (groupIndex, group) in groups.enumerated() {
            for (position, drawn) in group.decorations.enumerated() {
                let style = drawn.decoration.style
                let template: HTMLDecorationTemplate
                do { template = try templates.template(for: style) } catch { throw .template(error) }
                let boxes = DecorationBoxes.boxes(lines: drawn.lines, layout: template.layout, width: template.width,
                                                  writingMode: drawn.writingMode, viewport: viewport).filter { $0.overlaps(frame) }
                guard !boxes.isEmpty else { continue }
                let shapes = DecorationShapes(style: style, boxes: boxes, writingMode: drawn.writingMode, direction: direction, page: frame)
                let id = "decoration-\(groupIndex)-\(position)"
                marks.append(Self.wrapper(id: id, group: group.name, drawn: drawn, children: shapes.marks))
                if !shapes.callouts.isEmpty {
                    callouts.append(Self.wrapper(id: id + "-callout", group: group.name, drawn: drawn, children: shapes.callouts))
                }
            }
        }
        return (marks, callouts)
    }

    private static func wrapper(id: String, group: String, drawn: DrawnDecoration, children: [SVGElement]) -> SVGElement {
        SVGElement("g", ["id": id, "data-group": group, "data-decoration-id": drawn.decoration.id,
                         "data-style": drawn.decoration.style.type.name], children: children.map { .element($0) })
    }
}
