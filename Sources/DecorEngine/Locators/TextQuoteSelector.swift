/// A quotation to find in a document, in the W3C Web Annotation TextQuoteSelector's terms: the exact text,
/// and some text just before and after it. (A locator's `text` says the same as before/highlight/after.)
public struct TextQuoteSelector: Hashable, Sendable {
    public var exact: String
    public var prefix: String
    public var suffix: String

    public init(exact: String, prefix: String = "", suffix: String = "") {
        self.exact = exact
        self.prefix = prefix
        self.suffix = suffix
    }
}
