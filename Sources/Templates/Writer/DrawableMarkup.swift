import DOM
import WorkSharing

/// The groups as the writer draws them: each decoration checked once, the ones whose template refuses
/// them left out and reported, the others kept in order and numbered without gaps. Their markup is made
/// only while the document is written, a slice at a time: the markup of 100,000 decorations is tens of
/// megabytes, which never exists at once.
struct DrawableMarkup {
    /// The decorations that could be drawn, group by group, in the numbering of the containers.
    var groups: [DrawnGroup]
    var rejected: [RejectedDecoration]
    /// The template and element of each decoration of `groups`.
    private var elements: [[TemplateElement]]
    /// The distinct elements of `elements`, by their numbers.
    private var distinctElements: [ElementMarkup]

    /// Decorations written as one piece of markup: large enough that parsing pieces costs little more than
    /// parsing one, small enough that a piece's nodes are a few megabytes.
    static let decorationsPerPiece = 1000

    /// Checks `groups` with `markup`. A decoration is refused when no template draws its style, when its
    /// template's stylesheet is not acceptable (checked once per style) or when the template's element is
    /// not well-formed with this decoration's values.
    init(_ groups: [DrawnGroup], markup: DecorationMarkup) {
        var stylesheetProblems: [String: TemplateError?] = [:]
        var drawnGroups: [DrawnGroup] = []
        var elements: [[TemplateElement]] = []
        var rejected: [RejectedDecoration] = []
        var parsed = ParsedElements()
        for group in groups {
            var kept: [DrawnDecoration] = []
            var keptElements: [TemplateElement] = []
            for drawn in group.decorations {
                let styleName = drawn.decoration.style.type.name
                if stylesheetProblems[styleName] == nil {
                    do {
                        _ = try markup.stylesheet(for: [DrawnGroup(name: group.name, decorations: [drawn])])
                        stylesheetProblems[styleName] = .some(nil)
                    } catch {
                        stylesheetProblems[styleName] = .some(error)
                    }
                }
                do throws(TemplateError) {
                    if let problem = stylesheetProblems[styleName] ?? nil { throw problem }
                    keptElements.append(try markup.element(for: drawn, group: group.name, parsed: &parsed))
                    kept.append(drawn)
                } catch {
                    rejected.append(RejectedDecoration(group: group.name, id: drawn.decoration.id, code: error.code, message: error.message))
                }
            }
            drawnGroups.append(DrawnGroup(name: group.name, decorations: kept, isActivable: group.isActivable))
            elements.append(keptElements)
        }
        self.groups = drawnGroups
        self.elements = elements
        self.rejected = rejected
        distinctElements = parsed.elements
    }

    /// The serialized form of each distinct element, by number, as `serialize` writes an element's markup
    /// (nil where it gives none): what `writeContent` writes decorations with, instead of their markup.
    func serializedForms(_ serialize: (String) throws -> String?) rethrows -> [SerializedElement?] {
        try distinctElements.map { try SerializedElement($0, serialize: serialize) }
    }

    /// Every group's container, empty, one a line, for the end of `<body>`; `writeContent` gives what
    /// goes inside each.
    var emptyContainers: String {
        groups.enumerated().map { index, group in
            DecorationMarkup.containerStartTag(named: group.name, index: index) + DecorationMarkup.containerEndTag
        }.joined(separator: "\n") + "\n"
    }

    /// The content of the container of the group written `index`-th — each decoration's element on a line
    /// of its own — passed to `emit` in pieces of well-formed content: as the serializer writes it where
    /// `forms` has its element's form (by number), as markup otherwise.
    func writeContent(ofGroup index: Int, markup: DecorationMarkup, forms: [SerializedElement?],
                      to emit: (AppendedMarkup) throws -> Void) throws {
        let decorations = groups[index].decorations
        var piece = ""
        // Without any serialized form the document takes markup only (one written whole takes nothing else).
        var pieceIsSerialized = forms.contains { $0 != nil }
        var count = 0
        func flush() throws {
            try emit(pieceIsSerialized ? .serialized(piece) : .markup(piece))
            piece = ""
            count = 0
        }
        let elements = elements[index]
        for start in stride(from: 0, to: decorations.count, by: Self.decorationsPerPiece) {
            // A slice's decorations are made on two threads, then put in pieces in order.
            let slice = Array(start..<min(start + Self.decorationsPerPiece, decorations.count))
            let made = TwoThreadMap.map(slice) { position -> (text: String, isSerialized: Bool) in
                let id = DecorationMarkup.elementID(group: index, position: position)
                let element = elements[position]
                if let form = forms[element.number],
                   let serialized = markup.serializedDecoration(decorations[position], id: id, element: element, form: form) {
                    return (serialized, true)
                }
                return (markup.decoration(decorations[position], id: id, element: element), false)
            }
            for decoration in made {
                if count > 0, decoration.isSerialized != pieceIsSerialized || count == Self.decorationsPerPiece { try flush() }
                pieceIsSerialized = decoration.isSerialized
                piece += "\n"
                piece += decoration.text
                count += 1
            }
        }
        piece += "\n"
        try flush()
    }
}
