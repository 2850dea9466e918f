import DOM
import DecorModel

/// A decoration whose locator was resolved to a range of the document being written, with the line boxes
/// a layout measured for that range (none when nothing laid the document out: the live runtime then
/// measures the range in the reader's browser).
public struct ResolvedDecoration: Sendable {
    public var decoration: Decoration
    public var range: DOMRange
    /// Line boxes in document coordinates, as `LineBoxes.of` gives them.
    public var lines: [Rect]
    public var writingMode: WritingMode

    public init(decoration: Decoration, range: DOMRange, lines: [Rect] = [], writingMode: WritingMode = .horizontalTB) {
        self.decoration = decoration
        self.range = range
        self.lines = lines
        self.writingMode = writingMode
    }
}

/// The decorations of one group that fall in the document being written, in the order to write them
/// (document order of their ranges: later ones win hit tests).
public struct ResolvedGroup: Sendable {
    public var name: String
    public var decorations: [ResolvedDecoration]
    /// Whether clicks and hovers on the group's boxes dispatch events.
    public var isActivable: Bool

    public init(name: String, decorations: [ResolvedDecoration], isActivable: Bool = true) {
        self.name = name
        self.decorations = decorations
        self.isActivable = isActivable
    }
}
