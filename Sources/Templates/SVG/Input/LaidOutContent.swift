/// What a layout engine laid out of one document, in document coordinates, for the SVG writer: the text
/// runs and replaced boxes of every page (the writer keeps, for each page, those that show on it), and
/// the document's writing mode and direction (which margin is the start one).
public struct LaidOutContent: Sendable, Hashable {
    public var runs: [TextRun]
    public var replacedBoxes: [ReplacedBox]
    public var writingMode: WritingMode
    public var direction: TextDirection

    public init(runs: [TextRun], replacedBoxes: [ReplacedBox] = [], writingMode: WritingMode = .horizontalTB,
                direction: TextDirection = .ltr) {
        self.runs = runs
        self.replacedBoxes = replacedBoxes
        self.writingMode = writingMode
        self.direction = direction
    }
}
