/// Why nothing could be located, strategy by strategy
/// ("quote not found in chapter_003.xhtml; cssSelector #p12 does not exist").
public struct LocatingError: CodedError, Sendable, Equatable {
    public struct Attempt: Sendable, Equatable {
        public let strategy: LocatingStrategy
        public let failure: String
    }

    public let document: String
    public let attempts: [Attempt]
    /// `quoteNotFound` when a quote was given, `invalidLocator` when nothing usable was, else `locationNotFound`.
    public let code: String

    init(document: String, attempts: [Attempt], hadQuote: Bool) {
        self.document = document
        self.attempts = attempts
        code = hadQuote ? "quoteNotFound" : (attempts.isEmpty ? "invalidLocator" : "locationNotFound")
    }

    public var message: String {
        attempts.isEmpty
            ? "nothing to locate in \(document): no domRange, quote, partialCfi, cssSelector, fragment or progression"
            : attempts.map(\.failure).joined(separator: "; ")
    }
}
