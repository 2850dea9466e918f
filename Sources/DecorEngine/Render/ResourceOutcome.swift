/// What a render did with one resource, as `report.json` lists it.
public struct ResourceOutcome: Sendable, Equatable {
    public enum Action: String, Sendable {
        /// Decorations were written into it.
        case decorated
        /// Its clear bytes were copied as they are.
        case copied
        /// An audio or video resource: its clear bytes were copied, with a player page, a WebVTT track and
        /// a timeline of its decorations beside it.
        case player
        /// Nothing was written (the error says why).
        case skipped
    }

    public var href: String
    public var action: Action
    /// How many decorations point at it.
    public var decorations: Int
    /// Why it was copied rather than decorated, or skipped.
    public var error: DecorationError?

    public init(href: String, action: Action, decorations: Int = 0, error: DecorationError? = nil) {
        self.href = href
        self.action = action
        self.decorations = decorations
        self.error = error
    }
}
