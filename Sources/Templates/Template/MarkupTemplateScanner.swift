/// Reads a file template's element markup once and classifies every `{{placeholder}}` by the context it
/// lands in: character data, a quoted attribute value, or CSS in a style attribute (delegated to
/// `CSSTemplateScanner`). Placeholders where no escaping is safe are refused: tag and attribute names,
/// unquoted attributes, comments, event handlers and URL attributes.
///
/// Templates may come from a hostile decorations file, so the markup itself is held to a safe subset too:
/// no script-capable or resource-loading elements, no event handlers, no URL leaving the publication, no
/// DOCTYPE, CDATA or processing instructions. Well-formedness is checked separately by `XMLFragment`.
struct MarkupTemplateScanner {
    static let forbiddenElements: Set<String> = [
        "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "link", "meta", "base",
        "form", "input", "button", "textarea", "select", "option", "template", "noscript", "portal",
        "foreignobject", "animate", "set", "animatemotion", "animatetransform", "handler", "listener",
    ]
    /// Attributes whose value is a URL (by local name, so `xlink:href` counts as `href`).
    static let urlAttributes: Set<String> = [
        "href", "src", "srcset", "action", "formaction", "poster", "data", "background", "cite", "longdesc",
        "usemap", "ping", "manifest", "codebase", "lowsrc", "dynsrc", "profile", "classid", "archive", "base", "srcdoc",
    ]

    let template: String
    let bytes: [UInt8]

    init(template: String, markup: String) {
        self.template = template
        self.bytes = Array(markup.utf8)
    }

    private func unsafe(_ detail: String) -> TemplateError { TemplateError(.unsafePlaceholder, template: template, detail) }
    private func forbidden(_ detail: String) -> TemplateError { TemplateError(.forbiddenContent, template: template, detail) }

    func scan() throws(TemplateError) -> [PlaceholderSite] {
        var sites: [PlaceholderSite] = []
        var index = 0
        while index < bytes.count {
            if starts("{{", at: index) {
                let (placeholder, end) = try TemplatePlaceholders.parse(bytes, at: index, template: template)
                sites.append(PlaceholderSite(range: index..<end, placeholder: placeholder, context: .htmlText))
                index = end
            } else if starts("<!--", at: index) {
                guard let end = find("-->", from: index + 4) else { throw forbidden("an unterminated comment") }
                if find("{{", from: index, before: end) != nil { throw unsafe("a placeholder inside a comment") }
                index = end + 3
            } else if starts("<!", at: index) || starts("<?", at: index) {
                throw forbidden("DOCTYPE, CDATA sections and processing instructions are not allowed in templates")
            } else if starts("</", at: index) {
                let end = nameEnd(from: index + 2)
                if find("{{", from: index, before: end) != nil { throw unsafe("a placeholder in a tag name") }
                index = end
            } else if bytes[index] == UInt8(ascii: "<") {
                index = try startTag(from: index, sites: &sites)
            } else {
                index += 1
            }
        }
        return sites
    }

    /// Reads a start tag from its `<` to just past its `>`, checking its name and attributes.
    private func startTag(from start: Int, sites: inout [PlaceholderSite]) throws(TemplateError) -> Int {
        var index = nameEnd(from: start + 1)
        let name = text(start + 1..<index)
        if name.contains("{{") { throw unsafe("a placeholder in a tag name") }
        if Self.forbiddenElements.contains(Self.localName(name)) { throw forbidden("<\(name)> elements are not allowed in templates") }
        while index < bytes.count {
            index = skipWhitespace(from: index)
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: ">") { return index + 1 }
            if starts("/>", at: index) { return index + 2 }
            let nameStart = index
            while index < bytes.count, !Self.isSpace(bytes[index]), !"=>/".utf8.contains(bytes[index]) { index += 1 }
            let attribute = text(nameStart..<index)
            guard !attribute.isEmpty else { index += 1; continue }
            if attribute.contains("{{") { throw unsafe("a placeholder in an attribute name") }
            index = skipWhitespace(from: index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
            index = skipWhitespace(from: index + 1)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                let valueEnd = nameEnd(from: index)
                if find("{{", from: index, before: valueEnd) != nil { throw unsafe("a placeholder in an unquoted attribute value") }
                index = valueEnd
                continue
            }
            let quote = bytes[index]
            var valueEnd = index + 1
            while valueEnd < bytes.count, bytes[valueEnd] != quote { valueEnd += 1 }
            try attributeValue(attribute, index + 1..<valueEnd, sites: &sites)
            index = valueEnd + 1
        }
        throw forbidden("an unterminated start tag <\(name)>")
    }

    private func attributeValue(_ attribute: String, _ range: Range<Int>, sites: inout [PlaceholderSite]) throws(TemplateError) {
        let name = attribute.lowercased()
        let local = Self.localName(name)
        let hasPlaceholder = find("{{", from: range.lowerBound, before: range.upperBound) != nil
        if local.hasPrefix("on") { throw forbidden("event handler attributes (\(attribute)) are not allowed in templates") }
        if Self.urlAttributes.contains(local) || name.hasPrefix("xmlns") {
            if hasPlaceholder { throw unsafe("a placeholder in a URL attribute (\(attribute))") }
            guard name.hasPrefix("xmlns") || TemplateURL.staysInPublication(text(range)) else {
                throw forbidden("the \(attribute) attribute may only hold a relative reference or a data:image URI")
            }
            return
        }
        if name == "style" {
            if bytes[range].contains(UInt8(ascii: "&")) { throw forbidden("character references in a style attribute") }
            sites += try CSSTemplateScanner(template: template, bytes: bytes, range: range, mode: .declarations).scan()
            return
        }
        var index = range.lowerBound
        while let start = find("{{", from: index, before: range.upperBound) {
            let (placeholder, end) = try TemplatePlaceholders.parse(bytes, at: start, template: template)
            sites.append(PlaceholderSite(range: start..<end, placeholder: placeholder, context: .attribute))
            index = end
        }
    }

    static func localName(_ name: String) -> String {
        String(name.lowercased().split(separator: ":").last ?? "")
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private func skipWhitespace(from start: Int) -> Int {
        var index = start
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        return index
    }

    /// The end of a name or unquoted value: the first space, `>` or `/>`.
    private func nameEnd(from start: Int) -> Int {
        var index = start
        while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"), !starts("/>", at: index) { index += 1 }
        return index
    }

    private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    private func starts(_ literal: String, at index: Int) -> Bool {
        TemplatePlaceholders.starts(bytes, literal, at: index, end: bytes.count)
    }

    private func find(_ literal: String, from start: Int, before end: Int? = nil) -> Int? {
        var index = start
        while index < (end ?? bytes.count) {
            if starts(literal, at: index) { return index }
            index += 1
        }
        return nil
    }
}
