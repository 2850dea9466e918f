import DecorModel

/// A decoration ready to be written: its line boxes (from `LineBoxes`, in document coordinates), the
/// writing mode of its text, and its range for the live runtime (nil when it could not be resolved: it is
/// then written without boxes and the runtime leaves it alone).
public struct DrawnDecoration: Sendable {
    public var decoration: Decoration
    public var lines: [Rect]
    public var writingMode: WritingMode
    public var range: DOMRangeEndpoints?

    public init(decoration: Decoration, lines: [Rect], writingMode: WritingMode = .horizontalTB, range: DOMRangeEndpoints? = nil) {
        self.decoration = decoration
        self.lines = lines
        self.writingMode = writingMode
        self.range = range
    }
}

/// A group's decorations ready to be written, in the group's order (later ones are "more recently added":
/// they win hit tests).
public struct DrawnGroup: Sendable {
    public var name: String
    public var decorations: [DrawnDecoration]
    /// Whether clicks and hovers on its boxes dispatch events.
    public var isActivable: Bool

    public init(name: String, decorations: [DrawnDecoration], isActivable: Bool = true) {
        self.name = name
        self.decorations = decorations
        self.isActivable = isActivable
    }
}
