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
    /// How pages look beyond what the content and decorations say.
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
    public var viewport: PagedViewport
    public var options: Options

    public init(templates: StyleTemplates = StyleTemplates(), viewport: PagedViewport, options: Options = Options()) {
        self.templates = templates
        self.viewport = viewport
        self.options = options
    }

    /// The page's SVG text.
    public func svg(page: PageFrame, content: LaidOutContent, groups: [DrawnGroup]) throws(SVGSnapshotError) -> String {
        try document(page: page, content: content, groups: groups).xml
    }

    /// The SVG text of each page, in order: the decorations' boxes are laid out once for all of them.
    /// `progress` hears how many pages are drawn after each one.
    public func svgs(pages: [PageFrame], content: LaidOutContent, groups: [DrawnGroup],
                     progress: (_ drawn: Int) -> Void = { _ in }) throws(SVGSnapshotError) -> [String] {
        let placed = try Self.place(groups, templates: templates, viewport: viewport)
        var output: [String] = []
        for page in pages {
            output.append(try document(page: page, content: content, placed: placed).xml)
            progress(output.count)
        }
        return output
    }

    /// The page's SVG document: of `content` and `groups` (the whole document's), what shows on the page.
    public func document(page: PageFrame, content: LaidOutContent, groups: [DrawnGroup]) throws(SVGSnapshotError) -> SVGDocument {
        try document(page: page, content: content, placed: try Self.place(groups, templates: templates, viewport: viewport))
    }

    private func document(page: PageFrame, content: LaidOutContent, placed: [PlacedDecoration]) throws(SVGSnapshotError) -> SVGDocument {
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
        let (marks, callouts) = decorationLayers(frame: frame, direction: content.direction, placed: placed)
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

    /// A decoration with the boxes its template lays out, in document coordinates.
    private struct PlacedDecoration {
        var id: String
        var group: String
        var drawn: DrawnDecoration
        var boxes: [Rect]
    }

    /// Every decoration's boxes, as the HTML writer computes them; ids come from positions in the groups
    /// (`decoration-G-D`), so a decoration has the same id on every page.
    private static func place(_ groups: [DrawnGroup], templates: StyleTemplates, viewport: PagedViewport) throws(SVGSnapshotError) -> [PlacedDecoration] {
        var placed: [PlacedDecoration] = []
        for (groupIndex, group) in groups.enumerated() {
            for (position, drawn) in group.decorations.enumerated() {
                let template: HTMLDecorationTemplate
                do { template = try templates.template(for: drawn.decoration.style) } catch { throw .template(error) }
                let boxes = DecorationBoxes.boxes(lines: drawn.lines, layout: template.layout, width: template.width,
                                                  writingMode: drawn.writingMode, viewport: viewport)
                placed.append(PlacedDecoration(id: "decoration-\(groupIndex)-\(position)", group: group.name, drawn: drawn, boxes: boxes))
            }
        }
        return placed
    }

    /// The marks and callouts of every decoration with a box on the page, in order.
    private func decorationLayers(frame: Rect, direction: TextDirection, placed: [PlacedDecoration]) -> (marks: SVGElement, callouts: SVGElement) {
        var marks = SVGElement("g", ["class": "decor-decorations"])
        var callouts = SVGElement("g", ["class": "decor-callouts"])
        for decoration in placed {
            let boxes = decoration.boxes.filter { $0.overlaps(frame) }
            guard !boxes.isEmpty else { continue }
            let drawn = decoration.drawn
            let shapes = DecorationShapes(style: drawn.decoration.style, boxes: boxes, writingMode: drawn.writingMode,
                                          direction: direction, page: frame)
            marks.append(Self.wrapper(id: decoration.id, group: decoration.group, drawn: drawn, children: shapes.marks))
            if !shapes.callouts.isEmpty {
                callouts.append(Self.wrapper(id: decoration.id + "-callout", group: decoration.group, drawn: drawn, children: shapes.callouts))
            }
        }
        return (marks, callouts)
    }

    private static func wrapper(id: String, group: String, drawn: DrawnDecoration, children: [SVGElement]) -> SVGElement {
        SVGElement("g", ["id": id, "data-group": group, "data-decoration-id": drawn.decoration.id,
                         "data-style": drawn.decoration.style.type.name], children: children.map { .element($0) })
    }
}
