import DecorModel

/// A decoration on an audio or video resource, ready for a media writer: its group, its time range with
/// the end made explicit, and the text it shows.
public struct MediaCue: Sendable, Equatable {
    /// The group the decoration belongs to.
    public var group: String
    /// The decoration, as the file wrote it.
    public var decoration: Decoration
    /// Seconds from the start of the resource.
    public var start: Double
    /// Seconds from the start of the resource; the resource's end for a fragment without one.
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
    /// The group the decoration belongs to.
    public var group: String
    /// Its id, when the decoration had a usable one.
    public var id: String?
    /// Why no media writer draws it, naming the style or the fragment.
    public var reason: String
}
