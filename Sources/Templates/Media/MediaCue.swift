import DecorModel

/// A decoration on an audio or video resource, ready for a media writer: its group, its time range with
/// the end made explicit, and the text it shows.
public struct MediaCue: Sendable, Equatable {
    public var group: String
    public var decoration: Decoration
    public var start: Double
    public var end: Double

    /// What the cue says: the decoration's `extras.note`, else a note style's text, else the locator's title.
    public var text: String {
        if let note = decoration.extra("note")?.stringValue { return note }
        if case let .note(text) = decoration.style.type { return text }
        return decoration.locator["title"]?.stringValue ?? ""
    }
}

/// A decoration of the resource that no media writer draws, and why.
public struct RejectedMediaDecoration: Sendable, Equatable {
    public var group: String
    /// Its id, when the decoration had a usable one.
    public var id: String?
    public var reason: String
}
