import JSON

/// A locator's `text`: the highlighted quote with some context on either side.
public struct TextQuote: Sendable, Hashable {
    public var before: String?
    public var highlight: String?
    public var after: String?

    public init(before: String? = nil, highlight: String? = nil, after: String? = nil) {
        self.before = before
        self.highlight = highlight
        self.after = after
    }

    init?(locatorText: JSONValue?) {
        guard let locatorText, locatorText.members != nil else { return nil }
        self.init(before: locatorText["before"]?.stringValue,
                  highlight: locatorText["highlight"]?.stringValue,
                  after: locatorText["after"]?.stringValue)
    }
}
