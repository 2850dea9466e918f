/// A quotation to find in a document: the exact text, and some text just before and after it.
public struct TextQuote: Hashable, Sendable {
    public var exact: String
    public var prefix: String
    public var suffix: String

    public init(exact: String, prefix: String = "", suffix: String = "") {
        self.exact = exact
        self.prefix = prefix
        self.suffix = suffix
    }
}
