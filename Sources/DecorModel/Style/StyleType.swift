/// The kind of drawing a style asks for, with the configuration that only that kind has.
public enum StyleType: Sendable, Hashable {
    case highlight
    case underline
    case strikethrough
    case outline
    case squiggly
    case marginIcon(MarginIcon)
    /// A text bubble over the range.
    case note(text: String)
    /// A type the application registered with a template of its own in the decorations file.
    case custom(String)

    /// The name used in decorations files, in `data-style` attributes and to look up templates.
    public var name: String {
        switch self {
        case .highlight: "highlight"
        case .underline: "underline"
        case .strikethrough: "strikethrough"
        case .outline: "outline"
        case .squiggly: "squiggly"
        case .marginIcon: "marginIcon"
        case .note: "note"
        case .custom(let name): name
        }
    }

    /// The names of the types decor draws without a template from the file.
    public static let builtInNames: Set<String> = ["highlight", "underline", "strikethrough", "outline", "squiggly", "marginIcon", "note"]
}

/// A mark in the page margin beside the range: a small image or a symbol (a character or two, like ✎).
public struct MarginIcon: Sendable, Hashable {
    public enum Content: Sendable, Hashable {
        /// A relative reference inside the publication, or a `data:image/…;base64,` URI (checked on parsing).
        case image(String)
        case symbol(String)
    }

    /// Which margin: the one where lines start (left in horizontal left-to-right text, top in vertical
    /// text) or the one where they end.
    public enum Position: String, Sendable, Hashable {
        case start
        case end
    }

    public var content: Content
    public var position: Position

    public init(content: Content, position: Position = .start) {
        self.content = content
        self.position = position
    }
}
