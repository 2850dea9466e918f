/// A named list of decorations ("user-highlights", "search", "tts"): the whole current state of what an
/// application wants drawn for that purpose.
public struct DecorationGroup: Sendable, Equatable {
    public var name: String
    public var decorations: [Decoration]

    public init(name: String, decorations: [Decoration]) {
        self.name = name
        self.decorations = decorations
    }
}
