import DecorModel

/// The markup the HTML writer injects, as strings made from plain values (decorations.md, "What the HTML
/// writer emits"): the `<style>` content, one Readium-compatible container per group
/// (`r2-decoration-N`, `data-group`; per decoration `r2-decoration-N-M`, `data-style`,
/// `data-decoration-id`; per box the template's element, positioned in document coordinates, with
/// `data-writing-mode`). Every value from a decoration is escaped; the result is well-formed XHTML.
public struct DecorationMarkup: Sendable {
    /// Where boxes sit relative to the text.
    public enum Stacking: Sendable {
        /// Behind the glyphs (`z-index: -1`), above the page background: the default.
        case behindText
        /// Over the glyphs, tinting them.
        case overlay
    }

    public var templates: StyleTemplates
    public var viewport: PagedViewport
    public var stacking: Stacking

    public init(templates: StyleTemplates = StyleTemplates(), viewport: PagedViewport, stacking: Stacking = .behindText) {
        self.templates = templates
        self.viewport = viewport
        self.stacking = stacking
    }

    /// The rule every group container gets: an empty positioned box at the document's origin, so that its
    /// boxes are placed in document coordinates. `pointer-events: none` repeats the containers' style
    /// attribute, which a strict Content-Security-Policy ignores.
    public var baseStylesheet: String {
        let zIndex = stacking == .behindText ? "-1" : "1"
        return "div[id^=\"r2-decoration-\"][data-group] { position: absolute; left: 0; top: 0; width: 0; height: 0; overflow: visible; pointer-events: none; z-index: \(zIndex); }"
    }

    /// The content of the one `<style>` element: the base rule, then each used style's stylesheet once,
    /// in style name order.
    public func stylesheet(for groups: [DrawnGroup]) throws(TemplateError) -> String {
        var byName: [String: String] = [:]
        for group in groups {
            for drawn in group.decorations where byName[drawn.decoration.style.type.name] == nil {
                let style = drawn.decoration.style
                byName[style.type.name] = try templates.template(for: style).stylesheet ?? ""
            }
        }
        var parts = [baseStylesheet]
        for name in byName.keys.sorted() {
            guard let stylesheet = byName[name], !stylesheet.isEmpty else { continue }
            // The same text must be valid inside an XHTML and an HTML <style>: nothing to escape in either.
            guard !stylesheet.contains("<"), !stylesheet.contains("&") else {
                throw TemplateError(.forbiddenContent, template: name, "'<' or '&' in the stylesheet")
            }
            parts.append(stylesheet)
        }
        return parts.joined(separator: "\n")
    }

    /// The container of the group written `index`-th (0-based, as Readium numbers them).
    public func container(for group: DrawnGroup, index: Int) throws(TemplateError) -> String {
        var decorations: [String] = []
        var parsed = ParsedElements()
        for (position, drawn) in group.decorations.enumerated() {
            decorations.append(try decoration(drawn, group: group.name, id: Self.elementID(group: index, position: position),
                                              parsed: &parsed))
        }
        return Self.container(named: group.name, index: index, decorations: decorations)
    }

    /// The container of the group written `index`-th around its decorations' rendered elements, one a line.
    static func container(named name: String, index: Int, decorations: [String]) -> String {
        ([containerStartTag(named: name, index: index)] + decorations + [containerEndTag]).joined(separator: "\n")
    }

    /// The start tag of the container of the group written `index`-th.
    static func containerStartTag(named name: String, index: Int) -> String {
        "<div id=\"\(elementID(group: index))\" data-group=\"\(ContextEscaping.attribute(name))\" style=\"pointer-events:none\">"
    }

    static let containerEndTag = "</div>"

    /// `r2-decoration-N` for a group, `r2-decoration-N-M` for its M-th decoration, as Readium numbers them.
    static func elementID(group: Int, position: Int? = nil) -> String {
        "r2-decoration-\(group)" + (position.map { "-\($0)" } ?? "")
    }

    /// One decoration's element with one template element per box (see the other `decoration`).
    func decoration(_ drawn: DrawnDecoration, group: String, id: String,
                    parsed: inout ParsedElements) throws(TemplateError) -> String {
        decoration(drawn, id: id, element: try element(for: drawn, group: group, parsed: &parsed))
    }

    /// The element `drawn`'s template makes for it, checked and split, with that template; `parsed` keeps
    /// the elements already checked and split.
    func element(for drawn: DrawnDecoration, group: String,
                 parsed: inout ParsedElements) throws(TemplateError) -> TemplateElement {
        let style = drawn.decoration.style
        let template = try templates.template(for: style)
        let markup = template.element(DecorationContext(decoration: drawn.decoration, group: group))
        let (number, element) = try parsed.element(for: markup) { () throws(TemplateError) in
            try ElementMarkup.parse(markup, template: style.type.name)
        }
        return TemplateElement(template: template, element: element, number: number)
    }

    /// One decoration's element with one template element per box. A decoration without boxes (not laid
    /// out, or unresolved) keeps one hidden element: the live runtime clones it when it lays out the range.
    func decoration(_ drawn: DrawnDecoration, id: String, element made: TemplateElement) -> String {
        decoration(drawn, id: id, template: made.template, attributeValue: ContextEscaping.attribute,
                   render: made.element.rendered)
    }

    /// The same decoration as the document's serializer writes it, with its template element in `form`;
    /// nil when its style name or id holds a character the serializer would escape (it is then written
    /// as markup).
    func serializedDecoration(_ drawn: DrawnDecoration, id: String, element made: TemplateElement,
                              form: SerializedElement) -> String? {
        guard Self.writesAsItself(drawn.decoration.style.type.name), Self.writesAsItself(drawn.decoration.id) else { return nil }
        return decoration(drawn, id: id, template: made.template, attributeValue: { $0 }, render: form.rendered)
    }

    private func decoration(_ drawn: DrawnDecoration, id: String, template: HTMLDecorationTemplate,
                            attributeValue: (String) -> String,
                            render: (_ positionStyle: String, _ writingMode: String, _ hidden: Bool) -> String) -> String {
        let boxes = DecorationBoxes.boxes(lines: drawn.lines, layout: template.layout, width: template.width,
                                          writingMode: drawn.writingMode, viewport: viewport)
        let mode = drawn.writingMode.rawValue
        let rendered = boxes.isEmpty
            ? [render(Self.position(Rect(x: 0, y: 0, width: 0, height: 0)), mode, true)]
            : boxes.map { render(Self.position($0), mode, false) }
        return "<div id=\"\(id)\" data-style=\"\(attributeValue(drawn.decoration.style.type.name))\" "
            + "data-decoration-id=\"\(attributeValue(drawn.decoration.id))\">" + rendered.joined() + "</div>"
    }

    /// Whether an attribute value is printable ASCII without a character that markup or the serializer
    /// escapes: its escaped, parsed and serialized form is then the value itself.
    static func writesAsItself(_ value: String) -> Bool {
        value.utf8.allSatisfy { byte in
            (0x20...0x7E).contains(byte) && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<")
                && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
        }
    }

    static func position(_ box: Rect) -> String {
        "position:absolute;left:\(PixelValue.css(box.x));top:\(PixelValue.css(box.y));"
            + "width:\(PixelValue.css(box.width));height:\(PixelValue.css(box.height))"
    }
}
