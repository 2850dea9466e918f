import Foundation

/// One element's markup split after its start tag, so that the writer can give each box its position
/// and writing mode on the template's own element (as Readium does) without re-parsing the rest.
struct ElementMarkup: Equatable {
    struct Attribute: Equatable {
        var name: String
        /// As written: already escaped for a double- or single-quoted attribute.
        var rawValue: String
        var quote: Character
    }

    var name: String
    var attributes: [Attribute]
    var isSelfClosing: Bool
    /// What follows the start tag: the content and end tag (empty when self-closing).
    var rest: String
    /// The start tag around where a box's position style goes, without `data-writing-mode` and `hidden`:
    /// made once per element, so that each of 100,000 boxes only appends its own values.
    private(set) var beforePosition = ""
    private(set) var afterPosition = ""

    /// Checks that `markup` is one well-formed element, then splits it. Leading whitespace is allowed;
    /// anything else before the element (a comment, text) is not.
    static func parse(_ markup: String, template: String) throws(TemplateError) -> ElementMarkup {
        try XMLFragment.checkSingleElement(markup, template: template)
        let trimmed = Substring(markup).drop { $0.isWhitespace }
        var index = trimmed.startIndex
        guard trimmed.first == "<", let first = trimmed.dropFirst().first, first.isLetter || first == "_" else {
            throw TemplateError(.malformedElement, template: template, "the markup must start with its element")
        }
        index = trimmed.index(after: index)
        let nameStart = index
        while index < trimmed.endIndex, !trimmed[index].isWhitespace, trimmed[index] != ">", trimmed[index] != "/" {
            index = trimmed.index(after: index)
        }
        var element = ElementMarkup(name: String(trimmed[nameStart..<index]), attributes: [], isSelfClosing: false, rest: "")
        // The XML check passed, so attributes are `name = "value"` or `name = 'value'` up to `>` or `/>`.
        while index < trimmed.endIndex {
            let character = trimmed[index]
            if character.isWhitespace {
                index = trimmed.index(after: index)
            } else if character == ">" || character == "/" {
                element.isSelfClosing = character == "/"
                let end = trimmed.index(index, offsetBy: element.isSelfClosing ? 2 : 1)
                element.rest = element.isSelfClosing ? "" : String(trimmed[end...])
                element.splitAroundPosition()
                return element
            } else {
                let equals = trimmed[index...].firstIndex(of: "=") ?? trimmed.endIndex
                let name = trimmed[index..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
                guard let open = trimmed[equals...].firstIndex(where: { $0 == "\"" || $0 == "'" }) else { break }
                let quote = trimmed[open]
                let valueStart = trimmed.index(after: open)
                guard let close = trimmed[valueStart...].firstIndex(of: quote) else { break }
                element.attributes.append(Attribute(name: name, rawValue: String(trimmed[valueStart..<close]), quote: quote))
                index = trimmed.index(after: close)
            }
        }
        throw TemplateError(.malformedElement, template: template, "the start tag of <\(element.name)> does not end")
    }

    /// The element with `style` extended by `positionStyle` (which wins, coming last) and
    /// `data-writing-mode` set (and `hidden` when asked); every other attribute and the content as they were.
    func rendered(positionStyle: String, writingMode: String, hidden: Bool = false) -> String {
        var output = beforePosition
        output += positionStyle
        output += afterPosition
        output += " data-writing-mode=\"\(writingMode)\""
        if hidden { output += " hidden=\"hidden\"" }
        return output + (isSelfClosing ? "/>" : ">" + rest)
    }

    /// Writes the attributes kept, in their order, into `beforePosition` up to the style's existing
    /// declarations (or a new `style` after the others) and into `afterPosition` from its closing quote on.
    private mutating func splitAroundPosition() {
        var before = "<" + name
        var after = ""
        var styled = false
        for attribute in attributes where attribute.name != "data-writing-mode" && attribute.name != "hidden" {
            if attribute.name == "style" {
                let existing = attribute.rawValue.trimmingCharacters(in: .whitespaces)
                let declarations = existing.isEmpty ? "" : existing + (Self.endsDeclaration(existing) ? " " : "; ")
                before += " style=\(attribute.quote)" + declarations
                after += String(attribute.quote)
                styled = true
            } else if styled {
                after += " \(attribute.name)=\(attribute.quote)\(attribute.rawValue)\(attribute.quote)"
            } else {
                before += " \(attribute.name)=\(attribute.quote)\(attribute.rawValue)\(attribute.quote)"
            }
        }
        if !styled {
            before += " style=\""
            after = "\""
        }
        beforePosition = before
        afterPosition = after
    }

    /// Whether an escaped style value already ends its last declaration: a trailing `;` that is not the
    /// end of a character reference (`--label: &quot;x&quot;` still needs one, or the next declaration
    /// would become part of the custom property's value).
    static func endsDeclaration(_ rawStyle: String) -> Bool {
        guard rawStyle.hasSuffix(";") else { return false }
        guard let ampersand = rawStyle.lastIndex(of: "&") else { return true }
        let reference = rawStyle[rawStyle.index(after: ampersand)..<rawStyle.index(before: rawStyle.endIndex)]
        return reference.isEmpty || !reference.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "#") }
    }
}
