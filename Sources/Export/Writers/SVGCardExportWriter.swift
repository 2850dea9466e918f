import DecorEngine
import Foundation

/// SVG cards: one SVG document per reader × publication holding a card per highlight, stacked in reading
/// order. Each card shows the chapter and page, the highlight drawn on the excerpt of its page at the
/// reference layout (the snapshot writer's picture, `ExportedHighlight.excerpt`), the note, tags and link.
/// A highlight with no excerpt (no reference layout, or a document that could not be laid out) shows its
/// quote as text. Every string goes through the SVG writer's escaping; the bytes are deterministic.
public struct SVGCardExportWriter: ExportWriter {
    public let name = "svg"
    public let fileExtension = "svg"
    public let drawsExcerpts = true

    public init() {}

    /// The card's inner width when no excerpt sets it, its padding, and the text line height (px).
    static let plainWidth = 640.0
    static let padding = 16.0
    static let lineHeight = 20.0
    /// Notes and quotes are wrapped at this many characters a line, and cut after `maximumLines` lines.
    static let lineLength = 90
    static let maximumLines = 40

    static let stylesheet = """
        .card-heading { font: 600 14px sans-serif; fill: #444; }
        .card-text { font: 15px serif; fill: #222; }
        .card-details { font: 13px sans-serif; fill: #555; }
        .card-link { font: 13px sans-serif; fill: #1a5fb4; text-decoration: underline; }
        """

    public func document(for unit: ExportUnit, links: HighlightLinks) -> Data {
        let width = (unit.highlights.compactMap { $0.excerpt.flatMap(Self.width(of:)) }.max() ?? Self.plainWidth) + 2 * Self.padding
        var cards: [SVGElement] = []
        var top = 0.0
        for (index, highlight) in unit.highlights.enumerated() {
            // Each card is a nested viewport at its place in the stack.
            let card = Self.card(for: highlight, index: index, width: width, in: unit.publication, links: links)
            var place = SVGElement("svg", children: [.element(card.element)])
            place.set("y", top)
            place.set("width", width)
            place.set("height", card.height)
            cards.append(place)
            top += card.height + Self.padding
        }
        var root = SVGElement("svg", ["xmlns": SVGDocument.namespace])
        root.set("width", width)
        root.set("height", max(0, top - Self.padding))
        root.set("data-pages", unit.publication.pages)
        root.append(SVGElement("title", children: [.text("\(unit.publication.displayTitle) — \(unit.reader)")]))
        root.append(SVGElement("style", children: [.text(Self.stylesheet)]))
        for card in cards { root.append(card) }
        return Data(SVGDocument(root: root).xml.utf8)
    }

    /// One highlight's card, at the origin, and its height.
    private static func card(for highlight: ExportedHighlight, index: Int, width: Double, in publication: PublicationSummary,
                             links: HighlightLinks) -> (element: SVGElement, height: Double) {
        let record = highlight.record
        let tint = HighlightTint.hex(of: record)
        var body: [SVGElement] = []
        var y = padding
        let heading = ([highlight.chapterPath.joined(separator: " › ")].filter { !$0.isEmpty } + [highlight.pageText].compactMap { $0 })
            .joined(separator: " · ")
        y += lineHeight
        body.append(text(heading.isEmpty ? publication.displayTitle : heading, className: "card-heading", y: y - 5))
        y += padding / 2
        if let excerpt = highlight.excerpt, let excerptHeight = height(of: excerpt) {
            var picture = scoped(excerpt, prefix: "card-\(index)-")
            picture.set("x", padding)
            picture.set("y", y)
            body.append(picture)
            y += excerptHeight
        } else {
            var bar = SVGElement("rect", ["fill": tint])
            let lines = wrapped(highlight.quote)
            bar.set("x", padding)
            bar.set("y", y)
            bar.set("width", 4)
            bar.set("height", Double(lines.count) * lineHeight)
            body.append(bar)
            body.append(paragraph(lines, className: "card-text", x: padding + 12, top: y))
            y += Double(lines.count) * lineHeight
        }
        if let note = record.note, !note.isEmpty {
            let lines = wrapped(note)
            y += padding / 2
            body.append(paragraph(lines, className: "card-text", x: padding, top: y))
            y += Double(lines.count) * lineHeight
        }
        var details = record.tags.map { "#" + $0 }
        if let reanchored = highlight.reanchored { details.append("re-anchored (\(reanchored))") }
        if !details.isEmpty {
            y += lineHeight
            body.append(text(details.joined(separator: " "), className: "card-details", y: y - 5))
        }
        y += lineHeight
        var link = SVGElement("a", ["href": links.link(to: highlight, in: publication)])
        link.append(text("open", className: "card-link", y: y - 5))
        body.append(link)
        y += padding
        var frame = SVGElement("rect", ["class": "card-frame", "fill": "#ffffff", "stroke": tint, "rx": "8"])
        frame.set("width", width)
        frame.set("height", y)
        var card = SVGElement("g", ["id": "h-\(record.id)", "class": "card", "data-highlight-id": record.id,
                                    "data-style": record.style ?? "highlight"])
        card.append(frame)
        for element in body { card.append(element) }
        return (card, y)
    }

    private static func text(_ content: String, className: String, y: Double) -> SVGElement {
        var element = SVGElement("text", ["class": className], children: [.text(content)])
        element.set("x", padding)
        element.set("y", y)
        return element
    }

    /// Lines as one `<text>`, a `<tspan>` a line, the first baseline a line below `top`.
    private static func paragraph(_ lines: [String], className: String, x: Double, top: Double) -> SVGElement {
        var element = SVGElement("text", ["class": className])
        for (index, line) in lines.enumerated() {
            var span = SVGElement("tspan", children: [.text(line)])
            span.set("x", x)
            span.set("y", top + Double(index + 1) * lineHeight - 5)
            element.append(span)
        }
        return element
    }

    /// The text's lines (at line breaks, then at spaces before `lineLength` characters), at most
    /// `maximumLines`, the last cut with `…` when there were more.
    static func wrapped(_ text: String) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var word = Substring(word)
                while word.count > lineLength {
                    if !line.isEmpty { lines.append(line) }
                    line = ""
                    lines.append(String(word.prefix(lineLength)))
                    word = word.dropFirst(lineLength)
                }
                if !line.isEmpty, line.count + 1 + word.count > lineLength {
                    lines.append(line)
                    line = String(word)
                } else {
                    line += line.isEmpty ? String(word) : " " + word
                }
            }
            lines.append(line)
            if lines.count > maximumLines { break }
        }
        if lines.count > maximumLines {
            lines = Array(lines.prefix(maximumLines))
            lines[maximumLines - 1] += " …"
        }
        return lines
    }

    private static func width(of excerpt: SVGElement) -> Double? {
        excerpt.attribute("width").flatMap(Double.init)
    }

    private static func height(of excerpt: SVGElement) -> Double? {
        excerpt.attribute("height").flatMap(Double.init)
    }

    /// The excerpt with its ids and font classes prefixed, so that the pictures of several cards (each
    /// the snapshot writer's page, with its own `decor-font-N` rules and `decoration-G-D` ids) share one
    /// document without their styles or ids colliding.
    static func scoped(_ element: SVGElement, prefix: String) -> SVGElement {
        var result = element
        if let id = element.attribute("id") { result.set("id", prefix + id) }
        if let classes = element.attribute("class") {
            result.set("class", classes.split(separator: " ")
                .map { $0.hasPrefix("decor-font-") ? prefix + $0 : String($0) }.joined(separator: " "))
        }
        result.children = element.children.map { child in
            switch child {
            case let .element(inner): .element(scoped(inner, prefix: prefix))
            case let .text(text): .text(element.name == "style" ? text.replacingOccurrences(of: ".decor-font-", with: ".\(prefix)decor-font-") : text)
            }
        }
        return result
    }

    /// Cards are viewed one file at a time: the HTML and Markdown indexes list them.
    public func index(for shelf: ReaderShelf) -> Data? { nil }
}
