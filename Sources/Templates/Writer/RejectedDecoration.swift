/// A decoration the writer left out of a document, and why. The other decorations are written: one bad
/// decoration never spoils its document.
public struct RejectedDecoration: Sendable, Equatable {
    public var group: String
    public var id: String
    /// A stable identifier: `invalidTemplate` (the style's template refused this decoration's values, or
    /// no template draws the style) or `rangeOutsideBody` (the range has nothing inside `<body>`).
    public var code: String
    public var message: String

    public init(group: String, id: String, code: String, message: String) {
        self.group = group
        self.id = id
        self.code = code
        self.message = message
    }
}
