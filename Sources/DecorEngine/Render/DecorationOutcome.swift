import Templates

/// What became of one decoration in a render, as `report.json` lists it.
public struct DecorationOutcome: Sendable, Equatable {
    public var id: String
    public var group: String
    /// The resource it was matched to (a container path), else its locator's href as written.
    public var href: String
    /// How its locator was resolved; nil when it was not.
    public var strategy: LocatingStrategy?
    public var score: Double?
    /// The pages its boxes fall on, when a layout measured them.
    public var pages: [Int]?
    /// Its boxes in document coordinates, when a layout measured them.
    public var boxes: [Rect]?
    /// Why it was not drawn; nil when it was.
    public var error: DecorationError?

    public init(id: String, group: String, href: String, strategy: LocatingStrategy? = nil, score: Double? = nil,
                pages: [Int]? = nil, boxes: [Rect]? = nil, error: DecorationError? = nil) {
        self.id = id
        self.group = group
        self.href = href
        self.strategy = strategy
        self.score = score
        self.pages = pages
        self.boxes = boxes
        self.error = error
    }

    /// This outcome for a decoration that was located but could not be drawn: how it was located stays,
    /// its geometry goes.
    func notDrawn(_ error: DecorationError) -> DecorationOutcome {
        var outcome = self
        outcome.pages = nil
        outcome.boxes = nil
        outcome.error = error
        return outcome
    }
}

extension DecorationOutcome {
    /// The outcome of a decoration the file reading set aside: its id (empty when it has none), its href as
    /// written, and why it could not be used.
    public init(_ invalid: InvalidDecoration) {
        self.init(id: invalid.id ?? "", group: invalid.group, href: invalid.href ?? "",
                  error: DecorationError(code: invalid.error.code, message: invalid.error.message))
    }
}
